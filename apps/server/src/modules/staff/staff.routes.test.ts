import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  platformApi,
  minusYears,
  STAFF_IMPORT_COLUMNS,
  todayInVietnam,
  type StaffDetail,
  staffApi,
  accountApi,
} from '@kenh/contract';
import { multipart } from '../../platform/files/file-fixtures.testing.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { createTestAccount } from '../../testing/accounts.js';
import {
  type Client,
  dataOf,
  EN,
  signedInClient,
  superClient,
  call,
  anonymousClient,
} from '../../testing/api-client.js';
import { seedOrgFixtures } from './staff-test-fixtures.js';
import { staff as staffTable, staffRelatives } from './staff.tables.js';
import { findStaff } from './index.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

const M = '/m_staff/api';

let t: TestApp;
let admin: Client;
let org: Awaited<ReturnType<typeof seedOrgFixtures>>;
let reader: Client;
let nobody: Client;
let scoped: Client;

let protection: DeleteProtectionRegistry;

beforeAll(async () => {
  t = await createTestApp({}, { extend: (_app, ctx) => void (protection = ctx.deleteProtection) });
  admin = await superClient(t);
  reader = await clientWith(t, admin, ['employeestaff']);
  nobody = await signedInClient(t, {});
  scoped = await clientWith(t, admin, ['employeestaff', 'employeestaff.manage']);
  await setDataScope(admin, scoped.id);
  org = await seedOrgFixtures(t.database.db);
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  fullname: 'Nguyễn Văn An',
  gender: 'male',
  birth_date: '1990-03-15',
  id_number: '001090012345',
  id_issue_date: '2021-05-20',
  id_issue_place: 'Cục Cảnh sát QLHC về TTXH',
  phone: '0912345678',
  email: 'an.nguyen@example.com',
  join_date: '2024-06-01',
  nationality: 'VN',
  ethnicity: '01',
  marital_status: 'single',
  position_id: org.sales.id,
  org_unit_id: org.unit.id,
  office_id: org.office.id,
  area_id: org.north.id,
  zone_id: org.hoanKiem.id,
  permanent_address: { province_code: '01', ward_code: '00070', street: '12 Lý Thường Kiệt', legacy: false },
  relatives: [
    {
      relation: 'mother',
      fullname: 'Trần Thị Bình',
      birth_year: 1965,
      phone: '0987654321',
      occupation: 'Giáo viên',
    },
  ],
  ...over,
});

let seq = 100000000000;
const nextId = () => String(++seq).padStart(12, '0');

async function create(over: Record<string, unknown> = {}): Promise<StaffDetail> {
  const res = await call(staffApi.mCreate, { as: admin, body: valid({ id_number: nextId(), ...over }) });
  expect(res.status, res.response.body).toBe(200);
  return dataOf(res);
}

describe('create, read, update', () => {
  it('creates with a generated code, relatives and joined names; both services read it', async () => {
    const res = await call(staffApi.mCreate, { as: admin, body: valid() });
    expect(res.status, res.response.body).toBe(200);
    expect(res.message).toBe('Tạo hồ sơ nhân sự thành công');
    const created = dataOf(res);
    expect(created.code).toMatch(/^NV\d{5}$/);
    expect(created).toMatchObject({
      fullname: 'Nguyễn Văn An',
      id_number: '001090012345',
      position: { id: org.sales.id, name: 'Nhân viên bán hàng' },
      zone: { id: org.hoanKiem.id, name: 'Hoàn Kiếm' },
      area: { id: org.north.id, name: 'Hà Nội' },
      status: 'active',
      report_count: 0,
    });
    expect(created.relatives).toEqual([
      expect.objectContaining({ relation: 'mother', fullname: 'Trần Thị Bình', birth_year: 1965 }),
    ]);
    const viaStaff = dataOf(await call(staffApi.get, { as: reader, params: { id: created.id } }));
    const viaM = dataOf(await call(staffApi.mGet, { as: reader, params: { id: created.id } }));
    expect(viaStaff).toEqual(viaM);
    expect(await findStaff(t.database.db, created.id)).toEqual({
      id: created.id,
      code: created.code,
      fullname: 'Nguyễn Văn An',
      accountId: null,
      positionId: org.sales.id,
      orgUnitId: org.unit.id,
      areaId: org.north.id,
      zoneId: org.hoanKiem.id,
    });
  });

  it('updates through either path and replaces the relatives', async () => {
    const s = await create();
    const res = await call(staffApi.update, {
      as: admin,
      params: { id: s.id },
      body: valid({
        id_number: s.id_number,
        fullname: 'Lê Thị Cúc',
        relatives: [
          { relation: 'father', fullname: 'Lê Văn Dũng' },
          { relation: 'child', fullname: 'Lê Minh Em', birth_year: 2015 },
        ],
      }),
    });
    expect(res.status, res.response.body).toBe(200);
    const rows = await t.database.db.select().from(staffRelatives).where(eq(staffRelatives.staffId, s.id));
    expect(rows.map((r) => r.fullname).sort()).toEqual(['Lê Minh Em', 'Lê Văn Dũng']);
    const m = await call(staffApi.mUpdate, {
      as: admin,
      params: { id: s.id },
      body: valid({ id_number: s.id_number, fullname: 'Lê Thị Cúc 2', relatives: [] }),
    });
    expect(dataOf(m)).toMatchObject({ fullname: 'Lê Thị Cúc 2', relatives: [] });
    // The history names what changed, not the bookkeeping columns every write touches.
    const history = await call(platformApi.history, {
      as: admin,
      params: { entity: 'staff', id: String(s.id) },
    });
    const [latest] = dataOf(history).results;
    expect(Object.keys(latest?.diff ?? {}).sort()).toEqual(['fullname', 'relatives']);
  });

  it("names the records a staff member's history points at", async () => {
    const s = await create();
    const history = dataOf(
      await call(platformApi.history, { as: admin, params: { entity: 'staff', id: String(s.id) } }),
    );
    expect(history.results[0]?.diff).toMatchObject({ positionId: { from: null, to: org.sales.id } });
    expect(history.names).toMatchObject({
      positionId: { [org.sales.id]: 'Nhân viên bán hàng' },
      orgUnitId: { [org.unit.id]: 'Phòng Kinh doanh' },
      officeId: { [org.office.id]: 'Văn phòng Hà Nội' },
      areaId: { [org.north.id]: 'Hà Nội' },
      zoneId: { [org.hoanKiem.id]: 'Hoàn Kiếm' },
    });
  });

  it('fills the area from the zone and refuses a zone of another area', async () => {
    const s = await create({ area_id: null, zone_id: org.quan1.id });
    expect(s.area_id).toBe(org.south.id);
    const bad = await call(staffApi.mCreate, {
      as: admin,
      body: valid({ id_number: nextId(), area_id: org.north.id, zone_id: org.quan1.id }),
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([{ field: 'zone_id', message: 'Khu vực không thuộc vùng đã chọn' }]);
  });

  it('refuses unknown references, each on its field', async () => {
    const res = await call(staffApi.mCreate, {
      as: admin,
      body: valid({
        id_number: nextId(),
        position_id: 99999,
        office_id: 99999,
        manager_id: 99999,
        area_id: 99999,
        zone_id: null,
      }),
    });
    expect(res.status).toBe(400);
    expect(res.errors.map((e) => e.field).sort()).toEqual([
      'area_id',
      'manager_id',
      'office_id',
      'position_id',
    ]);
  });

  it('404 for an unknown record', async () => {
    const res = await call(staffApi.mGet, { as: admin, params: { id: 999999 } });
    expect(res.status).toBe(404);
    expect(res.message).toBe('Không tìm thấy hồ sơ nhân sự');
  });
});

describe('validation', () => {
  const today = todayInVietnam();
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'an 11-digit citizen ID',
      { id_number: '00109001234' },
      'id_number',
      'The citizen ID must be exactly 12 digits',
    ],
    [
      'letters in the citizen ID',
      { id_number: '00109001234a' },
      'id_number',
      'The citizen ID must be exactly 12 digits',
    ],
    ['a bad phone', { phone: '12345' }, 'phone', 'Invalid phone number'],
    ['a bad e-mail', { email: 'nope' }, 'email', 'Invalid e-mail address'],
    ['a future birth date', { birth_date: '2999-01-01' }, 'birth_date', 'The date cannot be in the future'],
    [
      'a 14-year-old',
      { birth_date: minusYears(today, 14), id_issue_date: null, join_date: null },
      'birth_date',
      'Staff must be at least 15 years old',
    ],
    ['an impossible date', { birth_date: '1990-02-30' }, 'birth_date', 'Invalid date'],
    [
      'an issue date before birth',
      { id_issue_date: '1989-01-01' },
      'id_issue_date',
      'The issue date must be after the birth date',
    ],
    [
      'a future issue date',
      { id_issue_date: '2999-01-01' },
      'id_issue_date',
      'The date cannot be in the future',
    ],
    [
      'a join date before birth',
      { join_date: '1980-01-01' },
      'join_date',
      'The join date cannot be before the birth date',
    ],
    ['a missing name', { fullname: '  ' }, 'fullname', 'You need to fill in this field'],
    [
      'an unknown relation',
      { relatives: [{ relation: 'cousin', fullname: 'X' }] },
      'relatives.0.relation',
      'Please choose',
    ],
  ];
  it.each(cases)('refuses %s (400 on the field, in English)', async (_name, over, field, message) => {
    const res = await call(staffApi.mCreate, {
      as: admin,
      body: valid({ id_number: nextId(), ...over }),
      headers: EN,
    });
    expect(res.status, res.response.body).toBe(400);
    expect(res.errors).toContainEqual({ field, message });
  });

  it('accepts a staff member who turns 15 today', async () => {
    const s = await create({ birth_date: minusYears(today, 15), id_issue_date: null, join_date: null });
    expect(s.birth_date).toBe(minusYears(today, 15));
  });

  it('409 naming id_number for a duplicate citizen ID, on create and update', async () => {
    const a = await create();
    const b = await create();
    const dup = await call(staffApi.mCreate, { as: admin, body: valid({ id_number: a.id_number }) });
    expect(dup.status).toBe(409);
    expect(dup.errors).toEqual([{ field: 'id_number', message: 'Số CCCD đã thuộc về hồ sơ nhân sự khác' }]);
    const upd = await call(staffApi.mUpdate, {
      as: admin,
      params: { id: b.id },
      body: valid({ id_number: a.id_number }),
    });
    expect(upd.status).toBe(409);
    expect(upd.errors[0]?.field).toBe('id_number');
  });

  it('refuses a manager cycle', async () => {
    const top = await create();
    const mid = await create({ manager_id: top.id });
    const low = await create({ manager_id: mid.id });
    const res = await call(staffApi.mUpdate, {
      as: admin,
      params: { id: top.id },
      body: valid({ id_number: top.id_number, manager_id: low.id }),
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        field: 'manager_id',
        message: 'Không thể chọn chính nhân sự này hoặc cấp dưới của họ làm người quản lý',
      },
    ]);
    const self = await call(staffApi.mUpdate, {
      as: admin,
      params: { id: top.id },
      body: valid({ id_number: top.id_number, manager_id: top.id }),
    });
    expect(self.status).toBe(400);
  });
});

describe('codes', () => {
  it('never collide under concurrent creates', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(staffApi.create, { as: admin, body: valid({ id_number: nextId() }) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const codes = results.map((r) => dataOf(r).code);
    expect(new Set(codes).size).toBe(8);
    const numbers = codes.map((c) => Number(c.slice(2))).sort((a, b) => a - b);
    expect(numbers[7]! - numbers[0]!).toBe(7);
  });
});

describe('lists', () => {
  let marker: string;
  beforeAll(async () => {
    marker = 'Phạm Quỳnh Hương';
    await create({
      fullname: marker,
      join_date: '2020-01-10',
      area_id: org.south.id,
      zone_id: org.quan1.id,
      phone: '0901112233',
    });
    await create({
      fullname: `${marker} Hai`,
      join_date: '2023-01-10',
      area_id: org.south.id,
      zone_id: org.quan1.id,
    });
  });

  it('staff_list searches without diacritics and filters', async () => {
    const res = await call(staffApi.staffList, {
      as: reader,
      body: { search: 'pham quynh huong', page: 0, page_size: 10 },
    });
    const page = dataOf(res);
    expect(page.total).toBe(2);
    expect(page.results.map((s) => s.fullname)).toEqual([`${marker} Hai`, marker]);
    const byPhone = dataOf(await call(staffApi.staffList, { as: reader, body: { search: '0901112233' } }));
    expect(byPhone.total).toBe(1);
    const dated = dataOf(
      await call(staffApi.staffList, {
        as: reader,
        body: {
          search: 'huong',
          join_date_from: '2022-01-01',
          join_date_to: '2023-12-31',
        },
      }),
    );
    expect(dated.results.map((s) => s.fullname)).toEqual([`${marker} Hai`]);
    const zoned = dataOf(
      await call(staffApi.staffList, { as: reader, body: { zone_id: org.quan1.id, page_size: 200 } }),
    );
    expect(zoned.results.every((s) => s.zone_id === org.quan1.id)).toBe(true);
    expect(zoned.results.length).toBeGreaterThanOrEqual(3);
    const wildcard = dataOf(await call(staffApi.staffList, { as: reader, body: { search: '%' } }));
    expect(wildcard.total).toBe(0);
  });

  it('GET staff takes the same filters as query parameters', async () => {
    const res = await call(staffApi.list, {
      as: reader,
      query: { search: 'PHAM QUYNH', page: 0, page_size: 1 },
    });
    const page = dataOf(res);
    expect(page.total).toBe(2);
    expect(page.results).toHaveLength(1);
  });

  it('dropdown: name, code · position; inactive ones only with all=true', async () => {
    const s = await create({ fullname: 'Đỗ Dropdown' });
    const options = dataOf(await call(staffApi.dropdown, { as: reader, query: { search: 'do dropdown' } }));
    expect(options).toEqual([
      { value: s.id, label: 'Đỗ Dropdown', label_child: `${s.code} · Nhân viên bán hàng` },
    ]);
    const off = await call(staffApi.inactiveStaff, { as: admin, body: { ids: [s.id] } });
    expect(dataOf(off)).toEqual({ updated: 1 });
    expect(off.message).toBe('Đã chuyển nhân sự sang ngừng hoạt động');
    expect(dataOf(await call(staffApi.dropdown, { as: reader, query: { search: 'do dropdown' } }))).toEqual(
      [],
    );
    expect(
      dataOf(await call(staffApi.dropdown, { as: reader, query: { search: 'do dropdown', all: 'true' } })),
    ).toHaveLength(1);
    const [row] = await t.database.db.select().from(staffTable).where(eq(staffTable.id, s.id));
    expect(row!.status).toBe('inactive');
    const unknown = await call(staffApi.inactiveStaff, { as: admin, body: { ids: [s.id, 999999] } });
    expect(unknown.status).toBe(404);
  });

  it('reporting tree: staff_no_parent, get_all_staff_by_id_parent, all_staff by the manager account', async () => {
    const bossAccount = await createTestAccount(t, { fullname: 'Sếp Tổng' });
    const boss = await create({ fullname: 'Sếp Cây', account_id: bossAccount.id });
    const r1 = await create({ fullname: 'Cấp Dưới Một', manager_id: boss.id });
    const subAccount = await createTestAccount(t, {});
    const r2 = await create({ fullname: 'Cấp Dưới Hai', manager_id: boss.id, account_id: subAccount.id });
    const byParent = dataOf(await call(staffApi.staffByParent, { as: reader, query: { id: boss.id } }));
    expect(byParent.results.map((s) => s.id).sort()).toEqual([r1.id, r2.id].sort());
    const tops = dataOf(await call(staffApi.staffNoParent, { as: reader, query: { search: 'sep cay' } }));
    expect(tops.results.map((s) => s.id)).toEqual([boss.id]);
    const all = dataOf(
      await call(staffApi.allStaff, {
        as: reader,
        query: { account_parent_id: bossAccount.id, system_key: 'AD' },
      }),
    );
    expect(all.results.map((s) => s.id)).toEqual([r2.id]);
    expect(all.results[0]!.account).toEqual({ id: subAccount.id, username: subAccount.username });
    const detail = dataOf(await call(staffApi.mGet, { as: reader, params: { id: boss.id } }));
    expect(detail.report_count).toBe(2);
  });

  it('master data: 54 ethnic groups, nationalities, relations', async () => {
    const nation = dataOf(await call(staffApi.nation, { as: nobody }));
    expect(nation.ethnicities).toHaveLength(54);
    expect(nation.ethnicities[0]).toEqual({ code: '01', vi: 'Kinh', en: 'Kinh' });
    expect(nation.nationalities[0]).toEqual({ code: 'VN', vi: 'Việt Nam', en: 'Vietnamese' });
    const relations = dataOf(await call(staffApi.relation, { as: nobody }));
    expect(relations.slice(0, 4).map((r) => r.vi)).toEqual(['Bố', 'Mẹ', 'Vợ', 'Chồng']);
  });
});

describe('create_staff with a login account', () => {
  it('creates the AD account with the position title and the manager account as parent', async () => {
    const bossAccount = await createTestAccount(t, {});
    const boss = await create({ account_id: bossAccount.id });
    const res = await call(staffApi.createStaff, {
      as: admin,
      body: valid({
        id_number: nextId(),
        email: 'new.login@example.com',
        position_id: org.supervisor.id,
        manager_id: boss.id,
        login: { username: 'gskv.moi', password: 'Mat-khau-123' },
      }),
    });
    expect(res.status, res.response.body).toBe(200);
    const s = dataOf(res);
    expect(s.account?.username).toBe('gskv.moi');
    const account = dataOf(
      await call(accountApi.getAccountById, { as: admin, params: { id: s.account_id } }),
    );
    expect(account).toMatchObject({ position: 'Giám sát khu vực', type: 'AD' });
    const login = await call(accountApi.login, {
      as: anonymousClient(t),
      body: { username: 'gskv.moi', password: 'Mat-khau-123' },
    });
    expect(login.status).toBe(200);
    expect(dataOf(login).role).toBe('GSKV');
  });

  it('a taken username rolls everything back', async () => {
    const before = (await t.database.db.select().from(staffTable)).length;
    const res = await call(staffApi.createStaff, {
      as: admin,
      body: valid({ id_number: nextId(), login: { username: 'gskv.moi', password: 'Mat-khau-123' } }),
    });
    expect(res.status).toBe(409);
    expect(res.errors[0]?.field).toBe('login.username');
    expect((await t.database.db.select().from(staffTable)).length).toBe(before);
  });

  it('an account links to one record only', async () => {
    const account = await createTestAccount(t, {});
    await create({ account_id: account.id });
    const res = await call(staffApi.mCreate, {
      as: admin,
      body: valid({ id_number: nextId(), account_id: account.id }),
    });
    expect(res.status).toBe(409);
    expect(res.errors[0]?.field).toBe('account_id');
  });
});

describe('permissions and data scope', () => {
  it('403 without employeestaff; readers cannot write', async () => {
    expect((await call(staffApi.staffList, { as: nobody, body: {} })).status).toBe(403);
    expect((await call(staffApi.allStaff, { as: nobody })).status).toBe(403);
    expect((await call(staffApi.mCreate, { as: reader, body: valid({ id_number: nextId() }) })).status).toBe(
      403,
    );
    expect((await call(staffApi.inactiveStaff, { as: reader, body: { ids: [1] } })).status).toBe(403);
    expect((await reader.get(`${M}/import_template`)).statusCode).toBe(403);
    expect((await nobody.get(`${M}/export`)).statusCode).toBe(403);
  });

  it('a restricted caller sees only its own rows and may not create outside its scope', async () => {
    const own = await create({ account_id: null });
    const mine = await create({ fullname: 'Của Tôi', account_id: scoped.id });
    const list = dataOf(await call(staffApi.staffList, { as: scoped, body: {} }));
    expect(list.results.map((s) => s.id)).toEqual([mine.id]);
    expect((await call(staffApi.mGet, { as: scoped, params: { id: mine.id } })).status).toBe(200);
    await setDataScope(admin, scoped.id, { zone_ids: [org.quan1.id] });
    const zoneList = dataOf(await call(staffApi.staffList, { as: scoped, body: { page_size: 200 } }));
    expect(zoneList.results.every((s) => s.zone_id === org.quan1.id || s.id === mine.id)).toBe(true);
    expect(zoneList.results.length).toBeGreaterThan(1);
    expect((await call(staffApi.mGet, { as: scoped, params: { id: own.id } })).status).toBe(404);
    expect(
      (
        await call(staffApi.mUpdate, {
          as: scoped,
          params: { id: own.id },
          body: valid({ id_number: own.id_number }),
        })
      ).status,
    ).toBe(404);
    expect((await call(staffApi.mCreate, { as: scoped, body: valid({ id_number: nextId() }) })).status).toBe(
      403,
    );
    expect((await call(staffApi.inactiveStaff, { as: scoped, body: { ids: [own.id] } })).status).toBe(404);
  });

  it('a restricted caller cannot link a staff record to an account outside its scope', async () => {
    const hr = await clientWith(t, admin, ['employeestaff', 'employeestaff.manage']);
    await setDataScope(admin, hr.id, { area_ids: [org.north.id] });
    const southern = await createTestAccount(t, { areaId: org.south.id });
    const northern = await createTestAccount(t, { areaId: org.north.id });
    const outside = await call(staffApi.mCreate, {
      as: hr,
      body: valid({ id_number: nextId(), account_id: southern.id }),
    });
    expect(outside.status).toBe(400);
    expect(outside.errors[0]?.field).toBe('account_id');
    const inside = await call(staffApi.mCreate, {
      as: hr,
      body: valid({ id_number: nextId(), account_id: northern.id }),
    });
    expect(inside.status).toBe(200);
  });

  it('the own record: my_staff', async () => {
    const me = await signedInClient(t, {});
    const s = await create({ account_id: me.id, fullname: 'Tự Xem' });
    expect(dataOf(await call(staffApi.mine, { as: me }))?.id).toBe(s.id);
    expect(dataOf(await call(staffApi.mine, { as: nobody }))).toBeNull();
  });

  it('declares delete protection so the organisation module refuses deleting a used position', async () => {
    const holders = await t.database.db
      .select({ id: staffTable.id })
      .from(staffTable)
      .where(eq(staffTable.positionId, org.sales.id));
    expect(protection.holdersOf('position')).toContain('staff');
    const refusal = (id: number) => protection.assertDeletable(t.database.db, 'position', id);
    await expect(refusal(org.sales.id)).rejects.toMatchObject({
      status: 409,
      messageKey: 'organization.position_in_use_staff',
      options: { params: { n: holders.length } },
    });
    await create({ account_id: null });
    await expect(refusal(org.sales.id)).rejects.toMatchObject({
      options: { params: { n: holders.length + 1 } },
    });
    await expect(refusal(987654)).resolves.toBeUndefined();
  });
});

async function workbookOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  return book;
}

async function sheetFile(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Nhân sự');
  sheet.columns = STAFF_IMPORT_COLUMNS.map((c) => ({ header: c.vi, key: c.key }));
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = <E extends typeof staffApi.importPreview | typeof staffApi.import>(
  client: Client,
  endpoint: E,
  data: Buffer,
  headers: Record<string, string> = {},
) => call(endpoint, { raw: true, as: client, body: multipart({ name: 'staff.xlsx', data }), headers });

describe('Excel', () => {
  it('exports the filtered list as a real .xlsx', async () => {
    const res = await reader.get(`${M}/export?search=pham%20quynh`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Mã NV');
    expect(sheet.getRow(1).getCell(2).value).toBe('Họ và tên *');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).text).toBe('Phạm Quỳnh Hương Hai');
    // Real dates and text, not dates as text: birth date (D), citizen ID (E), join date (J).
    expect(sheet.getCell('D2').value).toEqual(new Date(Date.UTC(1990, 2, 15)));
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('J2').value).toEqual(new Date(Date.UTC(2023, 0, 10)));
    expect(sheet.getCell('E2').type).toBe(ExcelJS.ValueType.String);
    const en = await reader.get(`${M}/export?search=pham%20quynh`, EN);
    expect((await workbookOf(en.rawPayload)).worksheets[0]!.getRow(1).getCell(1).value).toBe('Staff code');
  });

  it('names the export after the day in Vietnam (23:30 UTC is already the next day)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T23:30:00Z') });
    try {
      const res = await reader.get(`${M}/export?search=pham%20quynh`);
      expect(res.headers['content-disposition']).toContain('filename="nhan-su-2026-11-25.xlsx"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the template has the headers, a sample row and drop-down lists', async () => {
    const res = await admin.get(`${M}/import_template`);
    expect(res.statusCode).toBe(200);
    const book = await workbookOf(res.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(STAFF_IMPORT_COLUMNS.map((_, i) => sheet.getRow(1).getCell(i + 1).value)).toEqual(
      STAFF_IMPORT_COLUMNS.map((c) => c.vi),
    );
    expect(sheet.getRow(2).getCell(1).value).toBe('Nguyễn Văn An');
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list' });
    // The sample row reads cleanly except for its citizen ID, which the first test stored already.
    const preview = await upload(admin, staffApi.importPreview, res.rawPayload);
    const p = dataOf(preview);
    expect(p.total_rows).toBe(1);
    expect(p.rows[0]!.errors.map((e) => [e.column, e.message])).toEqual([
      ['id_number', 'Số CCCD đã thuộc về hồ sơ nhân sự khác'],
    ]);
  });

  it('preview lists every bad row and cell; import refuses with 422 and writes nothing; a good file imports once', async () => {
    const good = (n: number, over: Record<string, string> = {}) => ({
      fullname: `Nhập Khẩu ${n}`,
      gender: 'Nữ',
      birth_date: '12/08/1995',
      id_number: `0790950000${String(n).padStart(2, '0')}`,
      phone: '0912000111',
      join_date: '2025-01-02',
      position: 'nhan vien ban hang',
      area: 'KV002',
      zone: 'Quận 1',
      nationality: 'Việt Nam',
      ethnicity: 'Tày',
      ...over,
    });
    const badFile = await sheetFile([
      good(1),
      good(2, { id_number: '12345', phone: '999', zone: 'Hoàn Kiếm', position: 'Không có' }),
      good(3, { id_number: good(1).id_number, birth_date: '01/01/2999' }),
    ]);
    const preview = await upload(admin, staffApi.importPreview, badFile);
    expect(preview.status, preview.response.body).toBe(200);
    const p = dataOf(preview);
    expect(p.total_rows).toBe(3);
    expect(p.valid_rows).toBe(1);
    expect(p.rows[0]).toMatchObject({ row: 2, ok: true, errors: [] });
    expect(p.rows[1]!.errors.map((e) => e.column).sort()).toEqual(['id_number', 'phone', 'position', 'zone']);
    expect(p.rows[1]!.errors.find((e) => e.column === 'zone')!.message).toBe(
      'Khu vực không thuộc vùng đã chọn',
    );
    expect(p.rows[2]!.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'birth_date', column_label: 'Ngày sinh', message: 'Ngày không được ở tương lai' },
        { row: 4, column: 'id_number', column_label: 'Số CCCD *', message: 'Trùng với dòng 2 trong tệp' },
      ]),
    );
    const before = (await t.database.db.select().from(staffTable)).length;
    const refused = await upload(admin, staffApi.import, badFile, EN);
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('2 rows have errors; nothing was imported');
    expect(refused.errors).toContainEqual({ field: '3.phone', message: 'Invalid phone number' });
    expect((await t.database.db.select().from(staffTable)).length).toBe(before);

    const goodFile = await sheetFile([good(1), good(2)]);
    const ok = await upload(admin, staffApi.import, goodFile);
    expect(ok.status, ok.response.body).toBe(200);
    const result = dataOf(ok);
    expect(result.created).toBe(2);
    const rows = await t.database.db
      .select()
      .from(staffTable)
      .where(eq(staffTable.idNumber, good(2).id_number));
    expect(rows[0]).toMatchObject({
      fullname: 'Nhập Khẩu 2',
      gender: 'female',
      birthDate: '1995-08-12',
      zoneId: org.quan1.id,
      areaId: org.south.id,
      ethnicity: '02',
      nationality: 'VN',
      positionId: org.sales.id,
    });
    const again = await upload(admin, staffApi.import, goodFile);
    expect(again.status).toBe(422);
    expect(again.errors.map((e) => e.field)).toEqual(['2.id_number', '3.id_number']);
    expect((await t.database.db.select().from(staffTable)).length).toBe(before + 2);
  });

  it('refuses a file that is not xlsx or lacks the required columns', async () => {
    const junk = await upload(admin, staffApi.importPreview, Buffer.from('not a workbook'));
    expect(junk.status).toBe(400);
    expect(junk.message).toBe('Không đọc được tệp Excel (.xlsx) này');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Họ và tên']);
    const noId = await upload(admin, staffApi.importPreview, Buffer.from(await book.xlsx.writeBuffer()));
    expect(noId.status).toBe(400);
    expect(noId.message).toBe('Tệp không đúng mẫu: thiếu cột "Số CCCD *"');
  });
});
