import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  accessAccountSchema,
  accountDetailSchema,
  accountGrantSchema,
  accountSettingsSchema,
  accountOptionSchema,
  accountSchema,
  addCalendarDays,
  areaSchema,
  receiptRowSchema,
  receiptSchema,
  shipmentDetailSchema,
  shipmentSchema,
  dataScopeSchema,
  districtSchema,
  driverOptionSchema,
  driverSchema,
  employeeContractDetail,
  employeeContractListItem,
  employeeContractNumberOption,
  employeeContractStaffSchema,
  employeeContractStringOption,
  historyPage,
  locatedAccountSchema,
  locateOptionSchema,
  masterItemSchema,
  notificationSchema,
  officeSchema,
  orgOptionSchema,
  orgTreeOptionSchema,
  orgUnitNodeSchema,
  orgUnitSchema,
  orgUnitTypeSchema,
  passwordRequestSchema,
  positionSchema,
  provinceSchema,
  pushTokenSchema,
  registrationSchema,
  roleDetailSchema,
  roleSchema,
  roomSchema,
  staffDetailSchema,
  staffOptionSchema,
  staffSchema,
  subjectGrantSchema,
  todayInVietnam,
  userGroupDetailSchema,
  userGroupSchema,
  userNotiOptionSchema,
  wardMappingSchema,
  wardSchema,
  zoneSchema,
  partnerSchema,
  partnerDetailSchema,
  partnerOptionSchema,
  placeSchema,
  mapPointSchema,
  shopGrocerySchema,
  bankAccountSchema,
  storeStandardSchema,
  nvttStandardSchema,
  orderSchema,
  orderRowSchema,
  warehouseSchema,
  vehicleOptionSchema,
  vehicleSchema,
  type AuditedEntity,
} from '@kenh/contract';
import { insertPricedCatalogue } from '../modules/order/order.test-kit.js';
import { rowsOf } from '../platform/db/rows.js';
import { PDF, PNG } from '../platform/files/file-fixtures.testing.js';
import { loginAs, bearer } from '../testing/accounts.js';
import { dataOf, type Client } from '../testing/api-client.js';
import { multipartForm } from '../testing/multipart.js';
import type { TestApp } from '../testing/test-app.js';

/**
 * Record kinds that data scope restricts, for the generated scope probes (scope-probes.test.ts).
 * For each: the contract schemas that carry one record of the kind (wherever an endpoint's response
 * contains one of them, that endpoint reads the kind) and a fixture that makes one record inside
 * the probe's area and one outside it. A module adding a scoped record adds it here.
 */

/** Text every record outside the scope carries in a name or note (`Zqout<kind>`); inside: `Zqin<kind>`. */
export const OUTSIDE_MARK = 'Zqout';
export const INSIDE_MARK = 'Zqin';

export interface ProbeRecord {
  id: number;
  /** Files stored for the record (avatar, registration document, attachment). */
  fileIds: string[];
}

export interface KindFixture {
  inside: ProbeRecord[];
  outside: ProbeRecord[];
}

export interface RecordKind {
  /** The audited entity name (history and files go by it). */
  kind: AuditedEntity;
  /** Contract schemas that represent one record of the kind. */
  schemas: z.ZodType[];
  /** The record id carried by one value of those schemas. */
  idOf: (value: Record<string, unknown>) => unknown;
  /** Request fields (path, query or body) that name a record of this kind. */
  fields: string[];
  /**
   * The path segment naming the kind where a request names its record by a bare `id`/`ids`: the
   * segment before `:id` (`/locate/api/area/:id`), or the last one for a body id
   * (`/staff/api/inactive_staff` with `{ ids }`). Used by the write probes (scope-writes.test.ts).
   */
  nouns?: RegExp;
}

const plainId = (v: Record<string, unknown>) => v.id ?? v.value;
const accountKeyed = (v: Record<string, unknown>) =>
  v.account_id ?? (v.subject_type === 'account' ? v.subject_id : undefined);

export const RECORD_KINDS: RecordKind[] = [
  {
    kind: 'area',
    schemas: [areaSchema, locateOptionSchema],
    idOf: plainId,
    fields: ['area_id'],
    nouns: /^area$/,
  },
  { kind: 'zone', schemas: [zoneSchema], idOf: plainId, fields: ['zone_id'], nouns: /^zone$/ },
  {
    kind: 'account',
    schemas: [
      accountSchema,
      accountDetailSchema,
      accountOptionSchema,
      registrationSchema,
      accessAccountSchema,
      locatedAccountSchema,
      userNotiOptionSchema,
    ],
    idOf: plainId,
    fields: ['account_id', 'account_parent_id'],
    nouns: /^(users|get_account_by_id|registration|.*account.*|.*register.*|confirm_npp|confirm_warehouse)$/,
  },
  {
    kind: 'account_grant',
    schemas: [accountGrantSchema, subjectGrantSchema],
    idOf: accountKeyed,
    fields: [],
  },
  { kind: 'data_scope', schemas: [dataScopeSchema], idOf: accountKeyed, fields: [] },
  { kind: 'account_setting', schemas: [accountSettingsSchema], idOf: accountKeyed, fields: [] },
  {
    kind: 'password_request',
    schemas: [passwordRequestSchema],
    idOf: plainId,
    fields: [],
    nouns: /^forget-password-admin-/,
  },
  {
    kind: 'staff',
    schemas: [staffSchema, staffDetailSchema, staffOptionSchema, employeeContractStaffSchema],
    idOf: plainId,
    fields: ['staff_id'],
    nouns: /^(staff|inactive_staff)$/,
  },
  {
    kind: 'employee_contract',
    schemas: [employeeContractListItem, employeeContractDetail],
    idOf: plainId,
    fields: [],
    nouns: /^employee_contract(_action)?$/,
  },
  {
    kind: 'partner',
    schemas: [
      partnerSchema,
      partnerDetailSchema,
      partnerOptionSchema,
      placeSchema,
      mapPointSchema,
      shopGrocerySchema,
    ],
    idOf: plainId,
    fields: ['partner_id', 'nvtt_id'],
    nouns: /^(partner|qr_code_data|list_bank|detail_customer)$/,
  },
  {
    kind: 'partner_bank',
    schemas: [bankAccountSchema],
    idOf: plainId,
    fields: [],
    nouns: /^partner_bank$/,
  },
  {
    kind: 'order',
    schemas: [orderSchema, orderRowSchema],
    idOf: plainId,
    fields: ['order_id'],
    nouns: /^(orders|order|action_status_order|update_order|order_confirm)$/,
  },
  {
    kind: 'warehouse',
    schemas: [warehouseSchema],
    idOf: plainId,
    fields: ['warehouse_id'],
    nouns: /^warehouse$/,
  },
  {
    kind: 'stock_receipt',
    schemas: [receiptSchema, receiptRowSchema],
    idOf: plainId,
    fields: ['receipt_id'],
    nouns: /^receipts$/,
  },
  {
    kind: 'shipment',
    schemas: [shipmentSchema, shipmentDetailSchema],
    idOf: plainId,
    fields: ['shipment_id'],
    nouns: /^(transport|action_transport)$/,
  },
];

/**
 * Kinds on purpose readable company-wide by whoever holds their code (docs/access-control.md:
 * configuration, catalogues, reference data) or only ever the caller's own: endpoints returning these
 * are known, not gaps. The scope probes still scan their answers for records outside the scope.
 */
export const UNSCOPED_SCHEMAS: { name: string; schemas: z.ZodType[] }[] = [
  {
    name: 'role / user group / room',
    schemas: [roleSchema, roleDetailSchema, userGroupSchema, userGroupDetailSchema, roomSchema],
  },
  {
    name: 'organisation catalogue',
    schemas: [
      positionSchema,
      officeSchema,
      orgUnitSchema,
      orgUnitTypeSchema,
      orgUnitNodeSchema,
      orgOptionSchema,
      orgTreeOptionSchema,
    ],
  },
  { name: 'geography', schemas: [provinceSchema, districtSchema, wardSchema, wardMappingSchema] },
  { name: 'partner standards', schemas: [storeStandardSchema, nvttStandardSchema] },
  {
    name: 'masterdata',
    schemas: [employeeContractStringOption, employeeContractNumberOption, masterItemSchema],
  },
  { name: 'own notifications and devices', schemas: [notificationSchema, pushTokenSchema] },
  { name: 'history (probed per audited kind)', schemas: [historyPage] },
  {
    name: 'transport fleet (company-wide, docs/transport.md)',
    schemas: [driverSchema, driverOptionSchema, vehicleSchema, vehicleOptionSchema],
  },
];

// --- fixtures ---------------------------------------------------------------------------------------

export interface ScopeFixtures {
  /** The area the probed caller is restricted to, and one outside it. */
  areaInside: number;
  areaOutside: number;
  records: Partial<Record<AuditedEntity, KindFixture>>;
  /** Values for request fields that name no scoped record, per endpoint (`METHOD /path`) or `*`. */
  extraFields: Record<string, Record<string, number>>;
}

type Side = 'in' | 'out';
const mark = (side: Side, kind: string) => `${side === 'in' ? INSIDE_MARK : OUTSIDE_MARK}${kind}`;
const sides: Side[] = ['in', 'out'];
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;

async function upload(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; data: Buffer },
) {
  const form = multipartForm(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  return dataOf<Record<string, unknown>>(response);
}

/**
 * Creates, through the API as the super user `admin`, each scoped kind once inside one area and
 * once outside it, with a file wherever the kind has files.
 */
export async function createScopeFixtures(t: TestApp, admin: Client): Promise<ScopeFixtures> {
  const areas: number[] = [];
  const zones: number[] = [];
  for (const side of sides) {
    const area = dataOf<{ id: number }>(
      await admin.post('/locate/api/area/create', {
        name: mark(side, 'area'),
        region: 'north',
        note: mark(side, 'area'),
      }),
    );
    areas.push(area.id);
    const zone = dataOf<{ id: number }>(
      await admin.post('/locate/api/zone/create', { name: mark(side, 'zone'), area_id: area.id }),
    );
    zones.push(zone.id);
  }

  // Accounts: one made by staff (with an avatar it uploads itself), one partner registration (with
  // its document) that staff then place in the area.
  const accounts: ProbeRecord[][] = [[], []];
  const usernames: string[] = [];
  for (const [i, side] of sides.entries()) {
    const username = `zq_${side}_${unique()}`;
    const password = 'Mat-khau-123';
    const account = dataOf<{ id: number }>(
      await admin.post('/account/api/v2/users', {
        type: 'AD',
        username,
        password,
        fullname: mark(side, 'account'),
        area_id: areas[i],
        zone_id: zones[i],
      }),
    );
    const session = await loginAs(t, username, password);
    const profile = await upload(
      t,
      bearer(session.accessToken),
      '/account/api/update_profile',
      { fullname: mark(side, 'account') },
      { name: 'avatar', filename: 'a.png', type: 'image/png', data: PNG },
    );
    const avatarUrl = typeof profile.avatar_url === 'string' ? profile.avatar_url : '';
    const avatar = avatarUrl.split('/').pop() ?? '';
    accounts[i]!.push({ id: account.id, fileIds: avatar ? [decodeURIComponent(avatar)] : [] });
    usernames.push(username);

    const registered = await upload(
      t,
      {},
      '/account/api/register',
      {
        type: 'NVTT',
        username: `zq_reg_${side}_${unique()}`,
        password,
        fullname: mark(side, 'account'),
        phone: '0912345678',
      },
      { name: 'file', filename: 'cccd.pdf', type: 'application/pdf', data: PDF },
    );
    const registrationId = Number(registered.id);
    dataOf(
      await admin.put(`/account/api/v2/users/${registrationId}`, { area_id: areas[i], zone_id: zones[i] }),
    );
    const registration = dataOf<{ file: { id: string } | null }>(
      await admin.get(`/account/api/registration/${registrationId}`),
    );
    accounts[i]!.push({ id: registrationId, fileIds: registration.file ? [registration.file.id] : [] });
  }

  // Grants and data scopes are kept per account id.
  for (const [i] of sides.entries()) {
    dataOf(
      await admin.post('/decentralization/api/permission_function_account', {
        account_id: accounts[i]![0]!.id,
        permissions: [],
        module_permission: {},
      }),
    );
    dataOf(
      await admin.put(`/decentralization/api/data_scope/${accounts[i]![0]!.id}`, {
        unrestricted: false,
        area_ids: [areas[i]],
        zone_ids: [],
        account_ids: [],
      }),
    );
  }

  // A staff-assisted password request of each account.
  for (const username of usernames) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/api/forget-password-admin/request',
      payload: { username },
    });
    dataOf(response);
  }
  const requests = dataOf<{ results: { id: number; account_id: number }[] }>(
    await admin.get('/account/api/forget-password-admin?page_size=200'),
  ).results;
  const requestOf = (i: number) => {
    const found = requests.find((r) => r.account_id === accounts[i]![0]!.id);
    if (!found) throw new Error('password request fixture not found');
    return { id: found.id, fileIds: [] };
  };

  // Staff (linked to the account of its side) and one contract each, with an attachment.
  const staffIds: number[] = [];
  const contracts: ProbeRecord[] = [];
  for (const [i, side] of sides.entries()) {
    const staff = dataOf<{ id: number }>(
      await admin.post('/m_staff/api/staff', {
        fullname: mark(side, 'staff'),
        area_id: areas[i],
        zone_id: zones[i],
        account_id: accounts[i]![0]!.id,
        note: mark(side, 'staff'),
      }),
    );
    staffIds.push(staff.id);
    const start = addCalendarDays(todayInVietnam(), -10);
    const contract = dataOf<{ id: number }>(
      await admin.post('/staff/api/employee_contract', {
        staff_id: staff.id,
        contract_type: 'fixed_12',
        start_date: start,
        end_date: addCalendarDays(start, 300),
        position_title: mark(side, 'employee_contract'),
        basic_salary: 8_500_000,
        salary_type: 'monthly',
        working_time: 'full_time',
        insurance_type: 'compulsory_full',
        accounting_journal: '6421',
        signing_date: addCalendarDays(todayInVietnam(), -12),
        note: mark(side, 'employee_contract'),
      }),
    );
    const file = await upload(
      t,
      admin.headers,
      `/staff/api/employee_contract/${contract.id}/attachment`,
      {},
      { name: 'file', filename: 'hd.pdf', type: 'application/pdf', data: PDF },
    );
    contracts.push({ id: contract.id, fileIds: [String(file.id)] });
  }

  // A user group and a room holding both accounts: their member lists are account lists too.
  const both = accounts.map((side) => side[0]!.id);
  const group = dataOf<{ id: number }>(
    await admin.post('/decentralization/api/user_group', {
      name: `Nhóm ${unique()}`,
      permissions: [],
      module_permission: {},
      account_ids: both,
    }),
  );
  const room = dataOf<{ id: number }>(
    await admin.post('/room/api/create_room', { name: `Phòng ${unique()}`, system_key: 'AD' }),
  );
  dataOf(await admin.post('/room/api/add_members', { room_id: room.id, account_ids: both }));
  // The room the write probes add to and remove from: the inside account only. Writing to the shared
  // room would move its member count, which the outside account's room list shows — no change to
  // that account, but the probes could not tell.
  const writeRoom = dataOf<{ id: number }>(
    await admin.post('/room/api/create_room', { name: `Phòng ${unique()}`, system_key: 'AD' }),
  );
  dataOf(await admin.post('/room/api/add_members', { room_id: writeRoom.id, account_ids: [both[0]] }));
  // Partners: a distributor (with a bank account) and a field staff member of it, on each side.
  const partners: ProbeRecord[][] = [[], []];
  const bankIds: number[] = [];
  for (const [i, side] of sides.entries()) {
    const partner = async (body: Record<string, unknown>) =>
      dataOf<{ id: number }>(
        await admin.post('/account/api/partner', {
          username: `zq_${String(body.type).toLowerCase()}_${side}_${unique()}`,
          password: 'Mat-khau-123',
          fullname: mark(side, 'partner'),
          area_id: areas[i],
          zone_id: zones[i],
          latitude: 21.03,
          longitude: 105.85,
          ...body,
        }),
      ).id;
    const npp = await partner({ type: 'NPP' });
    const nvtt = await partner({ type: 'NVTT', distributor_id: npp });
    partners[i]!.push({ id: npp, fileIds: [] }, { id: nvtt, fileIds: [] });
    const bank = dataOf<{ id: number }>(
      await admin.post('/account/api/partner_bank', {
        partner_id: npp,
        bank_name: 'Vietcombank',
        account_number: `00${i}${Date.now() % 100000}`,
        holder: mark(side, 'partner_bank'),
      }),
    );
    bankIds.push(bank.id);
  }
  // Orders: one for the distributor of each area (its area is the order's), priced by a test list.
  const catalogue = await insertPricedCatalogue(t.database.db, ['NPP'], 1);
  const orderIds: number[] = [];
  for (const [i, side] of sides.entries()) {
    const record = dataOf<{ id: number }>(
      await admin.post('/order/api/v3/orders', {
        account_id: partners[i]![0]!.id,
        delivery_address: mark(side, 'order'),
        note: mark(side, 'order'),
        lines: [{ variant_id: catalogue.variants[0], unit_id: catalogue.piece, quantity: 2 }],
      }),
    );
    orderIds.push(record.id);
  }
  // Central warehouses: one in each area.
  const warehouseIds: number[] = [];
  for (const [i, side] of sides.entries()) {
    const record = dataOf<{ id: number }>(
      await admin.post('/warehouse/api/warehouses', {
        name: mark(side, 'warehouse'),
        kind: 'central',
        area_id: areas[i],
      }),
    );
    warehouseIds.push(record.id);
  }
  // A goods receipt in each of those warehouses.
  const receiptIds: number[] = [];
  for (const [i, side] of sides.entries()) {
    const receipt = dataOf<{ id: number }>(
      await admin.post('/warehouse/api/receipt_imports', {
        warehouse_id: warehouseIds[i],
        note: mark(side, 'receipt'),
        lines: [
          {
            variant_id: catalogue.variants[0],
            unit_id: catalogue.piece,
            quantity: 5,
            lot_code: `FX${i}`,
            expires_on: '2099-12-31',
          },
        ],
      }),
    );
    receiptIds.push(receipt.id);
  }
  // A shipment leaving each of those warehouses (scoped by its warehouse), on one fleet.
  const driver = dataOf<{ id: number }>(
    await admin.post('/transport/api/create_driver', {
      full_name: 'Tài xế phạm vi',
      phone: '0911222333',
      national_id: '079085009999',
      licence_number: '790999888777',
      licence_class: 'C',
      licence_expiry: '2099-12-31',
    }),
  );
  const vehicle = dataOf<{ id: number }>(
    await admin.post('/transport/api/vehicle/create', {
      plate: '51C-999.99',
      type: 'truck',
      capacity_kg: 5000,
      inspection_expiry: '2099-12-31',
    }),
  );
  const shipmentIds: number[] = [];
  for (const [i, side] of sides.entries()) {
    // No goods issue to carry here, so written as the shipment service would leave a prepared one.
    const [row] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`insert into shipments
        (code, warehouse_id, driver_id, vehicle_id, load_kg, planned_on, note)
        values (${`VCZ${i}${unique()}`}, ${warehouseIds[i]!}, ${driver.id}, ${vehicle.id}, 100, '2099-01-01',
          ${mark(side, 'shipment')}) returning id`),
    );
    shipmentIds.push(row!.id);
  }

  const pair = (make: (i: number) => ProbeRecord[]): KindFixture => ({ inside: make(0), outside: make(1) });
  const perAccount = pair((i) => [{ id: accounts[i]![0]!.id, fileIds: [] }]);
  return {
    areaInside: areas[0]!,
    areaOutside: areas[1]!,
    records: {
      warehouse: pair((i) => [{ id: warehouseIds[i]!, fileIds: [] }]),
      stock_receipt: pair((i) => [{ id: receiptIds[i]!, fileIds: [] }]),
      shipment: pair((i) => [{ id: shipmentIds[i]!, fileIds: [] }]),
      order: pair((i) => [{ id: orderIds[i]!, fileIds: [] }]),
      partner: pair((i) => partners[i]!),
      partner_bank: pair((i) => [{ id: bankIds[i]!, fileIds: [] }]),
      area: pair((i) => [{ id: areas[i]!, fileIds: [] }]),
      zone: pair((i) => [{ id: zones[i]!, fileIds: [] }]),
      account: pair((i) => accounts[i]!),
      account_grant: perAccount,
      data_scope: perAccount,
      account_setting: perAccount,
      password_request: pair((i) => [requestOf(i)]),
      staff: pair((i) => [{ id: staffIds[i]!, fileIds: [] }]),
      employee_contract: pair((i) => [contracts[i]!]),
    },
    extraFields: {
      'GET /room/api/accounts_room_list': { room_id: room.id },
      'GET /room/api/get_account_not_room': { room_id: room.id },
      'POST /room/api/add_members': { room_id: writeRoom.id },
      'GET /decentralization/api/user_group/:id/members': { id: group.id },
    },
  };
}
