import { accountApi, locateApi, partnerApi, type CreatePartnerBody } from '@kenh/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { call, callData, clientFor, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Client;
let reader: Client;
let scoped: Client;
let nobody: Client;
const area = { inside: 0, outside: 0 };
const zone = { inside: 0, outside: 0 };
const standard = { store: 0, nvtt: 0 };
let seq = 0;

/** A partner body of a type in an area and zone, with a fresh username. */
const body = (
  type: CreatePartnerBody['type'],
  extra: Partial<CreatePartnerBody> = {},
): CreatePartnerBody => ({
  type,
  username: `${type.toLowerCase()}.test${(seq += 1)}`,
  password: 'Mat-khau-123',
  fullname: `${type} Đối tác ${seq}`,
  area_id: area.inside,
  zone_id: zone.inside,
  ...extra,
});

const create = (type: CreatePartnerBody['type'], extra: Partial<CreatePartnerBody> = {}, as = admin) =>
  callData(partnerApi.create, { as, body: body(type, extra) });

beforeAll(async () => {
  const callers = {
    admin: testCaller({ accountId: 1, isSuperuser: true }),
    reader: testCaller({ accountId: 2, permissions: ['partner', 'customerecommerce', 'grocery'] }),
    scoped: testCaller({
      accountId: 3,
      permissions: ['partner', 'partner.manage', 'user.create', 'user.update', 'user'],
    }),
    nobody: testCaller({ accountId: 4 }),
  };
  t = await createTestApp({}, { callers });
  const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
  admin = as('admin', 1);
  reader = as('reader', 2);
  scoped = as('scoped', 3);
  nobody = as('nobody', 4);
  for (const side of ['inside', 'outside'] as const) {
    const a = await callData(locateApi.createArea, {
      as: admin,
      body: { name: `Vùng ${side}`, region: 'north' },
    });
    area[side] = a.id;
    const z = await callData(locateApi.createZone, {
      as: admin,
      body: { name: `Khu vực ${side}`, area_id: a.id },
    });
    zone[side] = z.id;
  }
  callers.scoped.scope = { unrestricted: false, areaIds: [area.inside], zoneIds: [], accountIds: [] };
  standard.store = (
    await callData(partnerApi.createStoreStandard, {
      as: admin,
      body: { code: 'VANG', name: 'Cửa hàng Vàng', min_monthly_revenue: 80_000_000, visits_per_month: 8 },
    })
  ).id;
  standard.nvtt = (
    await callData(partnerApi.saveNvttStandard, {
      as: admin,
      body: {
        code: 'NVTT-CB',
        name: 'NVTT cơ bản',
        stores_per_day: 20,
        new_stores_per_month: 5,
        revenue_target_per_month: 300_000_000,
      },
    })
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe('partners', () => {
  it('creates a distributor (account and profile in one transaction), audited, and reads it back', async () => {
    const npp = await create('NPP', {
      fullname: 'Công ty TNHH Phân phối Đà Nẵng',
      representative: 'Trần Văn Bình',
      tax_code: '0100 233 488',
      citizen_id: '001203004567',
      citizen_id_issue_date: '2021-05-04',
      address: { province_code: '01', street: '25 Trần Duy Hưng' },
      warehouse_area_m2: 1200,
      latitude: 21.01,
      longitude: 105.8,
    });
    expect(npp).toMatchObject({
      type: 'NPP',
      status: 'active',
      tax_code: '0100233488',
      area_id: area.inside,
      area_name: 'Vùng inside',
      zone_name: 'Khu vực inside',
      warehouse_area_m2: 1200,
      banks: [],
      store_count: 0,
    });
    expect(npp.address_text).toContain('25 Trần Duy Hưng');
    const audit = await t.database.db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, String(npp.id)),
          eq(auditLog.action, 'create'),
          inArray(auditLog.entity, ['account', 'partner']),
        ),
      );
    expect(audit.map((a) => a.entity).sort()).toEqual(['account', 'partner']);

    const page = await callData(partnerApi.list, {
      as: reader,
      query: { type: 'NPP', search: 'phan phoi da nang' },
    });
    expect(page.results.map((r) => r.id)).toEqual([npp.id]);
    expect(
      (await callData(partnerApi.list, { as: reader, query: { type: 'CHTH', search: 'da nang' } })).total,
    ).toBe(0);
  });

  it('a distributor created on the account screens gets its profile; moving its account moves it', async () => {
    const account = await callData(accountApi.createUser, {
      as: admin,
      body: {
        type: 'NPP',
        username: `npp.tk${(seq += 1)}`,
        password: 'Mat-khau-123',
        fullname: 'NPP từ màn tài khoản',
        area_id: area.inside,
        zone_id: zone.inside,
      },
    });
    const inList = (areaId: number) =>
      callData(partnerApi.list, {
        as: admin,
        query: { type: 'NPP', area_id: areaId, search: 'man tai khoan' },
      });
    expect((await inList(area.inside)).results.map((r) => r.id)).toEqual([account.id]);
    await callData(accountApi.updateUser, {
      as: admin,
      params: { id: account.id },
      body: { area_id: area.outside, zone_id: zone.outside },
    });
    expect((await inList(area.inside)).results).toEqual([]);
    expect((await inList(area.outside)).results.map((r) => r.id)).toEqual([account.id]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const bad = await call(partnerApi.create, {
      as: admin,
      raw: true,
      headers: EN,
      body: { ...body('NPP'), tax_code: '0100233489', citizen_id: '12', latitude: 95, field_staff_id: 1 },
    });
    expect(bad.status).toBe(400);
    // The latitude is out of range, and the longitude missing for it.
    expect(bad.errors.map((e) => e.field).sort()).toEqual([
      'citizen_id',
      'latitude',
      'longitude',
      'tax_code',
    ]);
    expect(bad.errors.find((e) => e.field === 'tax_code')?.message).toContain('Invalid tax code');
    const pair = await call(partnerApi.create, {
      as: admin,
      raw: true,
      body: { ...body('CHTH'), latitude: 10 },
    });
    expect(pair.errors).toEqual([{ field: 'longitude', message: 'Cần nhập cả vĩ độ và kinh độ' }]);
    // References that do not fit the type, or name unknown partners, are refused by field.
    const wrongType = await call(partnerApi.create, {
      as: admin,
      body: body('NPP', { field_staff_id: 999_999, nvtt_standard_id: standard.nvtt }),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors.map((e) => e.field).sort()).toEqual(['field_staff_id', 'nvtt_standard_id']);
    const unknownNpp = await call(partnerApi.create, {
      as: admin,
      body: body('CHTH', { distributor_id: 999_999 }),
    });
    expect(unknownNpp.errors).toEqual([
      { field: 'distributor_id', message: 'Nhà phân phối không tồn tại hoặc ngoài phạm vi dữ liệu' },
    ]);
    const zoneElsewhere = await call(partnerApi.create, {
      as: admin,
      body: body('CTV', { area_id: area.inside, zone_id: zone.outside }),
    });
    expect(zoneElsewhere.errors.map((e) => e.field)).toEqual(['zone_id']);
    const taken = await call(partnerApi.create, { as: admin, body: body('CTV', { username: 'npp.test1' }) });
    expect(taken.status).toBe(409);
    expect((await callData(partnerApi.list, { as: admin, query: { type: 'CTV' } })).total).toBe(0);
  });

  it('links stores to a distributor, field staff and standard; the detail names them and counts', async () => {
    const npp = await create('NPP');
    const nvtt = await create('NVTT', { distributor_id: npp.id, nvtt_standard_id: standard.nvtt });
    const store = await create('CHTH', {
      distributor_id: npp.id,
      field_staff_id: nvtt.id,
      store_standard_id: standard.store,
      latitude: 21.02,
      longitude: 105.81,
    });
    expect(store).toMatchObject({
      distributor_name: npp.fullname,
      field_staff_name: nvtt.fullname,
      standard_name: 'Cửa hàng Vàng',
    });
    const detail = await callData(partnerApi.get, { as: reader, params: { id: npp.id } });
    expect(detail).toMatchObject({ store_count: 1, field_staff_count: 1 });
    const filtered = await callData(partnerApi.list, {
      as: reader,
      query: { type: 'CHTH', distributor_id: npp.id, standard_id: standard.store, status: 'active' },
    });
    expect(filtered.results.map((r) => r.id)).toEqual([store.id]);
    // A field staff member of another distributor cannot serve the store.
    const other = await create('NPP');
    const mismatch = await call(partnerApi.create, {
      as: admin,
      body: body('CHTH', { distributor_id: other.id, field_staff_id: nvtt.id }),
    });
    expect(mismatch.errors).toEqual([{ field: 'field_staff_id', message: 'NVTT thuộc nhà phân phối khác' }]);
    // Groceries, customers and the shop picker list the store.
    const groceries = await callData(partnerApi.listAllGroceries, {
      as: reader,
      body: { distributor_id: npp.id },
    });
    expect(groceries.results.map((r) => r.id)).toEqual([store.id]);
    const customers = await callData(partnerApi.allCustomers, {
      as: reader,
      body: { kind: 'chth', distributor_id: npp.id },
    });
    expect(customers.results.map((r) => r.id)).toEqual([store.id]);
    expect((await callData(partnerApi.customerDetail, { as: reader, params: { id: store.id } })).id).toBe(
      store.id,
    );
    expect((await call(partnerApi.customerByAccount, { as: reader, params: { id: nvtt.id } })).status).toBe(
      404,
    );
    const shops = await callData(partnerApi.shopGroceries, { as: reader, query: { search: store.fullname } });
    expect(shops.map((s) => s.id)).toEqual([store.id]);
  });

  it('updates a profile (audited, account placed with it) and PUT account_nvtt changes only its fields', async () => {
    const npp = await create('NPP');
    const nvtt = await create('NVTT', { distributor_id: npp.id, representative: 'Giữ nguyên' });
    const updated = await callData(partnerApi.update, {
      as: admin,
      params: { id: npp.id },
      body: { area_id: area.outside, zone_id: zone.outside, business_line: 'Bánh kẹo' },
    });
    expect(updated).toMatchObject({ area_id: area.outside, business_line: 'Bánh kẹo', representative: null });
    const moved = await callData(partnerApi.updateAccountNvtt, {
      as: admin,
      body: {
        nvtt_id: nvtt.id,
        distributor_id: npp.id,
        nvtt_standard_id: standard.nvtt,
        area_id: area.inside,
      },
    });
    expect(moved).toMatchObject({
      nvtt_standard_id: standard.nvtt,
      representative: 'Giữ nguyên',
      zone_id: null,
    });
    const notNvtt = await call(partnerApi.updateAccountNvtt, { as: admin, body: { nvtt_id: npp.id } });
    expect(notNvtt.status).toBe(404);
    const history = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'partner'), eq(auditLog.entityId, String(nvtt.id))));
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
  });

  it('keeps a restricted caller inside its data scope: lists, reads, creates and updates', async () => {
    const outside = await create('CHTH', {
      area_id: area.outside,
      zone_id: zone.outside,
      fullname: 'Zq ngoài',
    });
    const inside = await create('CHTH', { fullname: 'Zq trong' });
    const list = await callData(partnerApi.list, { as: scoped, query: { type: 'CHTH', search: 'zq' } });
    expect(list.results.map((r) => r.id)).toEqual([inside.id]);
    expect((await call(partnerApi.get, { as: scoped, params: { id: outside.id } })).status).toBe(404);
    expect((await call(partnerApi.qrCodeData, { as: scoped, params: { id: outside.id } })).status).toBe(404);
    const refused = await call(partnerApi.create, {
      as: scoped,
      body: body('CHTH', { area_id: area.outside, zone_id: zone.outside }),
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await call(partnerApi.create, {
          as: scoped,
          body: body('CHTH', { area_id: undefined, zone_id: undefined }),
        })
      ).status,
    ).toBe(403);
    expect((await call(partnerApi.update, { as: scoped, params: { id: outside.id }, body: {} })).status).toBe(
      404,
    );
    const moveOut = await call(partnerApi.update, {
      as: scoped,
      params: { id: inside.id },
      body: { area_id: area.outside, zone_id: zone.outside },
    });
    expect(moveOut.status).toBe(403);
    const outsideNpp = await create('NPP', { area_id: area.outside, zone_id: zone.outside });
    const foreignRef = await call(partnerApi.create, {
      as: scoped,
      body: body('CHTH', { distributor_id: outsideNpp.id }),
    });
    expect(foreignRef.errors.map((e) => e.field)).toEqual(['distributor_id']);
    const options = await callData(partnerApi.accountsInArea, {
      as: scoped,
      query: { area_id: area.outside },
    });
    expect(options).toEqual([]);
    const inArea = await callData(partnerApi.accountsInAreaOrZone, {
      as: scoped,
      query: { zone_id: zone.inside, type: 'CHTH' },
    });
    expect(inArea.results.every((r) => r.zone_id === zone.inside)).toBe(true);
    expect(inArea.results.map((r) => r.id)).toContain(inside.id);
    const npps = await callData(partnerApi.dropdownNppByZone, { as: scoped, body: {} });
    expect(npps.map((n) => n.value)).not.toContain(outsideNpp.id);
    expect((await call(partnerApi.list, { as: nobody, query: { type: 'NPP' } })).status).toBe(403);
    expect((await call(partnerApi.create, { as: reader, body: body('CTV') })).status).toBe(403);
  });

  it('bank accounts: add, change, delete, list; duplicates and out-of-scope partners refused', async () => {
    const npp = await create('NPP');
    const bank = await callData(partnerApi.createBank, {
      as: admin,
      body: {
        partner_id: npp.id,
        bank_name: 'Vietcombank',
        branch: 'Hà Nội',
        account_number: '0011004455',
        holder: 'Công ty',
      },
    });
    const dup = await call(partnerApi.createBank, {
      as: admin,
      body: { partner_id: npp.id, bank_name: 'VIETCOMBANK', account_number: '0011004455', holder: 'X' },
    });
    expect(dup.status).toBe(409);
    const bad = await call(partnerApi.createBank, {
      as: admin,
      body: { partner_id: npp.id, bank_name: 'BIDV', account_number: '12', holder: '' },
    });
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['account_number', 'holder']);
    await callData(partnerApi.updateBank, {
      as: admin,
      params: { id: bank.id },
      body: { bank_name: 'Vietcombank', account_number: '0011004456', holder: 'Công ty' },
    });
    expect(
      (await callData(partnerApi.listBank, { as: reader, params: { id: npp.id } })).map(
        (b) => b.account_number,
      ),
    ).toEqual(['0011004456']);
    const outside = await create('NPP', { area_id: area.outside, zone_id: zone.outside });
    const outsideBank = await callData(partnerApi.createBank, {
      as: admin,
      body: { partner_id: outside.id, bank_name: 'BIDV', account_number: '1234567', holder: 'Ngoài' },
    });
    expect((await call(partnerApi.listBank, { as: scoped, params: { id: outside.id } })).status).toBe(404);
    expect((await call(partnerApi.deleteBank, { as: scoped, params: { id: outsideBank.id } })).status).toBe(
      404,
    );
    await callData(partnerApi.deleteBank, { as: admin, params: { id: bank.id } });
    expect(await callData(partnerApi.listBank, { as: reader, params: { id: npp.id } })).toEqual([]);
  });

  it('standards: list, read, update, unique codes, in-use delete refused', async () => {
    const dong = await callData(partnerApi.createStoreStandard, {
      as: admin,
      body: { code: 'DONG', name: 'Cửa hàng Đồng', min_monthly_revenue: 10_000_000, visits_per_month: 2 },
    });
    const again = await call(partnerApi.createStoreStandard, {
      as: admin,
      body: { code: 'dong', name: 'Trùng', min_monthly_revenue: 1, visits_per_month: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.errors.map((e) => e.field)).toEqual(['code']);
    const bad = await call(partnerApi.createStoreStandard, {
      as: admin,
      raw: true,
      body: { code: 'có dấu', name: '', min_monthly_revenue: -1, visits_per_month: 'x' },
    });
    expect(bad.errors.map((e) => e.field).sort()).toEqual([
      'code',
      'min_monthly_revenue',
      'name',
      'visits_per_month',
    ]);
    const updated = await callData(partnerApi.updateStoreStandard, {
      as: admin,
      params: { id: dong.id },
      body: {
        code: 'DONG',
        name: 'Đồng',
        min_monthly_revenue: 12_000_000,
        visits_per_month: 3,
        is_active: false,
      },
    });
    expect(updated).toMatchObject({ name: 'Đồng', is_active: false, store_count: 0 });
    const inactive = await call(partnerApi.create, {
      as: admin,
      body: body('CHTH', { store_standard_id: dong.id }),
    });
    expect(inactive.errors).toEqual([
      { field: 'store_standard_id', message: 'Tiêu chuẩn đang ngừng áp dụng' },
    ]);
    await callData(partnerApi.deleteStoreStandard, { as: admin, params: { id: dong.id } });
    expect((await call(partnerApi.storeStandard, { as: reader, params: { id: dong.id } })).status).toBe(404);
    const held = await call(partnerApi.deleteStoreStandard, { as: admin, params: { id: standard.store } });
    expect(held.status).toBe(409);
    expect(held.message).toMatch(/^Còn \d+ đối tác/);

    const nvtt = await callData(partnerApi.saveNvttStandard, {
      as: admin,
      body: {
        id: standard.nvtt,
        code: 'NVTT-CB',
        name: 'NVTT cơ bản 2',
        stores_per_day: 25,
        new_stores_per_month: 6,
        revenue_target_per_month: 1,
      },
    });
    expect(nvtt).toMatchObject({ id: standard.nvtt, stores_per_day: 25 });
    expect((await callData(partnerApi.nvttStandards, { as: reader })).map((s) => s.code)).toEqual([
      'NVTT-CB',
    ]);
    expect(
      (await callData(partnerApi.nvttStandard, { as: reader, params: { id: standard.nvtt } })).name,
    ).toBe('NVTT cơ bản 2');
    expect(
      (
        await call(partnerApi.saveNvttStandard, {
          as: scoped,
          body: {
            code: 'X',
            name: 'X',
            stores_per_day: 1,
            new_stores_per_month: 1,
            revenue_target_per_month: 1,
          },
        })
      ).status,
    ).toBe(403);
  });

  it('gives many stores one standard, all or nothing', async () => {
    const a = await create('CHTH');
    const b = await create('CHTH');
    const outside = await create('CHTH', { area_id: area.outside, zone_id: zone.outside });
    const refused = await call(partnerApi.updateManyChthStandard, {
      as: scoped,
      body: { ids: [a.id, outside.id], standard_id: standard.store },
    });
    expect(refused.errors).toEqual([
      { field: 'ids', message: 'Có cửa hàng không tồn tại hoặc ngoài phạm vi dữ liệu' },
    ]);
    expect(
      (await callData(partnerApi.get, { as: admin, params: { id: a.id } })).store_standard_id,
    ).toBeNull();
    const npp = await create('NPP');
    expect(
      (
        await call(partnerApi.updateManyChthStandard, {
          as: admin,
          body: { ids: [a.id, npp.id], standard_id: standard.store },
        })
      ).status,
    ).toBe(400);
    const done = await callData(partnerApi.updateManyChthStandard, {
      as: scoped,
      body: { ids: [a.id, b.id, a.id], standard_id: standard.store },
    });
    expect(done.updated).toBe(2);
    expect((await callData(partnerApi.get, { as: admin, params: { id: b.id } })).standard_name).toBe(
      'Cửa hàng Vàng',
    );
  });

  it('transfer: the preview lists exactly what the move changes; the move is audited', async () => {
    const from = await create('NPP');
    const to = await create('NPP');
    const staying = await create('NVTT', { distributor_id: from.id });
    const moving = await create('NVTT', { distributor_id: from.id });
    const served = await create('CHTH', { distributor_id: from.id, field_staff_id: moving.id });
    const other = await create('CHTH', { distributor_id: from.id, field_staff_id: staying.id });
    const input = { from_distributor_id: from.id, to_distributor_id: to.id, nvtt_ids: [moving.id] };
    const preview = await callData(partnerApi.transferNvtt, { as: admin, body: { ...input, dry_run: true } });
    expect(preview.field_staff.map((r) => r.id)).toEqual([moving.id]);
    expect(preview.stores.map((r) => r.id)).toEqual([served.id]);
    expect((await callData(partnerApi.get, { as: admin, params: { id: served.id } })).distributor_id).toBe(
      from.id,
    );

    const moved = await callData(partnerApi.transferNvtt, { as: admin, body: input });
    expect({ ...moved, dry_run: true }).toEqual(preview);
    for (const id of [moving.id, served.id])
      expect((await callData(partnerApi.get, { as: admin, params: { id } })).distributor_id).toBe(to.id);
    for (const id of [staying.id, other.id])
      expect((await callData(partnerApi.get, { as: admin, params: { id } })).distributor_id).toBe(from.id);
    const audit = await t.database.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'partner'), eq(auditLog.action, 'transfer')));
    expect(audit.map((a) => Number(a.id)).sort()).toEqual([moving.id, served.id].sort());

    // Without nvtt_ids everything left moves; a field staff member of another distributor is refused.
    const rest = await callData(partnerApi.transferNvtt, {
      as: admin,
      body: { from_distributor_id: from.id, to_distributor_id: to.id, dry_run: true },
    });
    expect(rest.field_staff.map((r) => r.id)).toEqual([staying.id]);
    expect(rest.stores.map((r) => r.id)).toEqual([other.id]);
    const wrong = await call(partnerApi.transferNvtt, { as: admin, body: { ...input, dry_run: true } });
    expect(wrong.errors).toEqual([{ field: 'nvtt_ids', message: 'NVTT không thuộc nhà phân phối chuyển' }]);
    const same = await call(partnerApi.transferNvtt, {
      as: admin,
      body: { from_distributor_id: to.id, to_distributor_id: to.id },
    });
    expect(same.errors.map((e) => e.field)).toEqual(['to_distributor_id']);
    const outside = await create('NPP', { area_id: area.outside, zone_id: zone.outside });
    const scopedMove = await call(partnerApi.transferNvtt, {
      as: scoped,
      body: { from_distributor_id: from.id, to_distributor_id: outside.id },
    });
    expect(scopedMove.errors.map((e) => e.field)).toEqual(['to_distributor_id']);
  });

  it('QR data is stable and signed; app clicks count per day', async () => {
    const store = await create('CHTH');
    const first = await callData(partnerApi.qrCodeData, { as: reader, params: { id: store.id } });
    const second = await callData(partnerApi.qrCodeData, { as: reader, params: { id: store.id } });
    expect(second).toEqual(first);
    expect(first.text).toBe(`KENH:CHTH:${store.id}:${first.signature}`);
    expect(first.url).toBe(`/#/chth-manager/${store.id}?qr=${first.signature}`);
    const other = await callData(partnerApi.qrCodeData, {
      as: reader,
      params: { id: (await create('CHTH')).id },
    });
    expect(other.signature).not.toBe(first.signature);

    const one = await callData(partnerApi.appClicked, { as: reader, body: {} });
    const two = await callData(partnerApi.appClicked, { as: reader, body: { platform: 'android' } });
    expect(two).toEqual({ day: one.day, clicks: one.clicks + 1 });
    expect(
      (await call(partnerApi.appClicked, { as: reader, raw: true, body: { platform: 'tv' } })).status,
    ).toBe(400);
  });

  it('customers: e-commerce and retail KH, by kind', async () => {
    const online = await create('KH', { customer_channel: 'ecommerce' });
    const counter = await create('KH');
    expect(counter.customer_channel).toBe('retail');
    const tmdt = await callData(partnerApi.allCustomers, { as: reader, body: { kind: 'tmdt' } });
    expect(tmdt.results.map((r) => r.id)).toEqual([online.id]);
    const retail = await callData(partnerApi.retailCustomers, { as: reader, body: {} });
    expect(retail.results.map((r) => r.id)).toEqual([counter.id]);
    expect(
      (await callData(partnerApi.customerByAccount, { as: reader, params: { id: online.id } }))
        .customer_channel,
    ).toBe('ecommerce');
    expect((await call(partnerApi.allCustomers, { as: nobody, body: {} })).status).toBe(403);
  });
});
