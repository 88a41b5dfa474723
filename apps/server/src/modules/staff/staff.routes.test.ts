import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minusYears, STAFF_IMPORT_COLUMNS, todayIso, type Staff, type StaffDetail } from '@kenh/contract';
import { multipart } from '../../platform/files/file-fixtures.testing.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { createTestAccount } from '../../testing/accounts.js';
import { positionUsage } from '../organization/index.js';
import {
  type Client,
  dataOf,
  EN,
  errorsOf,
  messageOf,
  signedInClient,
  superClient,
} from '../../testing/api-client.js';
import { seedOrgFixtures } from './staff-test-fixtures.js';
import { staff as staffTable, staffRelatives } from './staff.tables.js';
import { findStaff } from './index.js';

const M = '/m_staff/api';
const S = '/staff/api';

let t: TestApp;
let admin: Client;
let org: Awaited<ReturnType<typeof seedOrgFixtures>>;
let reader: Client;
let nobody: Client;
let scoped: Client;

beforeAll(async () => {
  t = await createTestApp();
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
  const res = await admin.post(`${M}/staff`, valid({ id_number: nextId(), ...over }));
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<StaffDetail>(res);
}

describe('create, read, update', () => {
  it('creates with a generated code, relatives and joined names; both services read it', async () => {
    const res = await admin.post(`${M}/staff`, valid());
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe('Tạo hồ sơ nhân sự thành công');
    const created = dataOf<StaffDetail>(res);
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
    const viaStaff = dataOf<StaffDetail>(await reader.get(`${S}/staff/${created.id}`));
    const viaM = dataOf<StaffDetail>(await reader.get(`${M}/staff/${created.id}`));
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
    const res = await admin.put(
      `${S}/staff/${s.id}`,
      valid({
        id_number: s.id_number,
        fullname: 'Lê Thị Cúc',
        relatives: [
          { relation: 'father', fullname: 'Lê Văn Dũng' },
          { relation: 'child', fullname: 'Lê Minh Em', birth_year: 2015 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(staffRelatives).where(eq(staffRelatives.staffId, s.id));
    expect(rows.map((r) => r.fullname).sort()).toEqual(['Lê Minh Em', 'Lê Văn Dũng']);
    const m = await admin.put(
      `${M}/staff/${s.id}`,
      valid({ id_number: s.id_number, fullname: 'Lê Thị Cúc 2', relatives: [] }),
    );
    expect(dataOf<StaffDetail>(m)).toMatchObject({ fullname: 'Lê Thị Cúc 2', relatives: [] });
  });

  it('fills the area from the zone and refuses a zone of another area', async () => {
    const s = await create({ area_id: null, zone_id: org.quan1.id });
    expect(s.area_id).toBe(org.south.id);
    const bad = await admin.post(
      `${M}/staff`,
      valid({ id_number: nextId(), area_id: org.north.id, zone_id: org.quan1.id }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ field: 'zone_id', message: 'Vùng không thuộc khu vực đã chọn' }]);
  });

  it('refuses unknown references, each on its field', async () => {
    const res = await admin.post(
      `${M}/staff`,
      valid({
        id_number: nextId(),
        position_id: 99999,
        office_id: 99999,
        manager_id: 99999,
        area_id: 99999,
        zone_id: null,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      errorsOf(res)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['area_id', 'manager_id', 'office_id', 'position_id']);
  });

  it('404 for an unknown record', async () => {
    const res = await admin.get(`${M}/staff/999999`);
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Không tìm thấy hồ sơ nhân sự');
  });
});

describe('validation', () => {
  const today = todayIso();
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
    const res = await admin.post(`${M}/staff`, valid({ id_number: nextId(), ...over }), EN);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res)).toContainEqual({ field, message });
  });

  it('accepts a staff member who turns 15 today', async () => {
    const s = await create({ birth_date: minusYears(today, 15), id_issue_date: null, join_date: null });
    expect(s.birth_date).toBe(minusYears(today, 15));
  });

  it('409 naming id_number for a duplicate citizen ID, on create and update', async () => {
    const a = await create();
    const b = await create();
    const dup = await admin.post(`${M}/staff`, valid({ id_number: a.id_number }));
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup)).toEqual([
      { field: 'id_number', message: 'Số CCCD đã thuộc về hồ sơ nhân sự khác' },
    ]);
    const upd = await admin.put(`${M}/staff/${b.id}`, valid({ id_number: a.id_number }));
    expect(upd.statusCode).toBe(409);
    expect(errorsOf(upd)[0]?.field).toBe('id_number');
  });

  it('refuses a manager cycle', async () => {
    const top = await create();
    const mid = await create({ manager_id: top.id });
    const low = await create({ manager_id: mid.id });
    const res = await admin.put(
      `${M}/staff/${top.id}`,
      valid({ id_number: top.id_number, manager_id: low.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      {
        field: 'manager_id',
        message: 'Không thể chọn chính nhân sự này hoặc cấp dưới của họ làm người quản lý',
      },
    ]);
    const self = await admin.put(
      `${M}/staff/${top.id}`,
      valid({ id_number: top.id_number, manager_id: top.id }),
    );
    expect(self.statusCode).toBe(400);
  });
});

describe('codes', () => {
  it('never collide under concurrent creates', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => admin.post(`${S}/staff`, valid({ id_number: nextId() }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const codes = results.map((r) => dataOf<Staff>(r).code);
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
    const res = await reader.post(`${M}/staff_list`, { search: 'pham quynh huong', page: 0, page_size: 10 });
    const page = dataOf<{ results: Staff[]; total: number }>(res);
    expect(page.total).toBe(2);
    expect(page.results.map((s) => s.fullname)).toEqual([`${marker} Hai`, marker]);
    const byPhone = dataOf<{ total: number }>(await reader.post(`${M}/staff_list`, { search: '0901112233' }));
    expect(byPhone.total).toBe(1);
    const dated = dataOf<{ results: Staff[]; total: number }>(
      await reader.post(`${M}/staff_list`, {
        search: 'huong',
        join_date_from: '2022-01-01',
        join_date_to: '2023-12-31',
      }),
    );
    expect(dated.results.map((s) => s.fullname)).toEqual([`${marker} Hai`]);
    const zoned = dataOf<{ results: Staff[] }>(
      await reader.post(`${M}/staff_list`, { zone_id: org.quan1.id, page_size: 200 }),
    );
    expect(zoned.results.every((s) => s.zone_id === org.quan1.id)).toBe(true);
    expect(zoned.results.length).toBeGreaterThanOrEqual(3);
    const wildcard = dataOf<{ total: number }>(await reader.post(`${M}/staff_list`, { search: '%' }));
    expect(wildcard.total).toBe(0);
  });

  it('GET staff takes the same filters as query parameters', async () => {
    const res = await reader.get(`${S}/staff?search=PHAM%20QUYNH&page=0&page_size=1`);
    const page = dataOf<{ results: Staff[]; total: number }>(res);
    expect(page.total).toBe(2);
    expect(page.results).toHaveLength(1);
  });

  it('dropdown: name, code · position; inactive ones only with all=true', async () => {
    const s = await create({ fullname: 'Đỗ Dropdown' });
    const options = dataOf<{ value: number; label: string; label_child: string }[]>(
      await reader.get(`${M}/get_dropdown_staff?search=do%20dropdown`),
    );
    expect(options).toEqual([
      { value: s.id, label: 'Đỗ Dropdown', label_child: `${s.code} · Nhân viên bán hàng` },
    ]);
    const off = await admin.post(`${S}/inactive_staff`, { ids: [s.id] });
    expect(dataOf(off)).toEqual({ updated: 1 });
    expect(messageOf(off)).toBe('Đã chuyển nhân sự sang ngừng hoạt động');
    expect(dataOf<unknown[]>(await reader.get(`${M}/get_dropdown_staff?search=do%20dropdown`))).toEqual([]);
    expect(
      dataOf<unknown[]>(await reader.get(`${M}/get_dropdown_staff?search=do%20dropdown&all=true`)),
    ).toHaveLength(1);
    const [row] = await t.database.db.select().from(staffTable).where(eq(staffTable.id, s.id));
    expect(row!.status).toBe('inactive');
    const unknown = await admin.post(`${S}/inactive_staff`, { ids: [s.id, 999999] });
    expect(unknown.statusCode).toBe(404);
  });

  it('reporting tree: staff_no_parent, get_all_staff_by_id_parent, all_staff by the manager account', async () => {
    const bossAccount = await createTestAccount(t, { fullname: 'Sếp Tổng' });
    const boss = await create({ fullname: 'Sếp Cây', account_id: bossAccount.id });
    const r1 = await create({ fullname: 'Cấp Dưới Một', manager_id: boss.id });
    const subAccount = await createTestAccount(t, {});
    const r2 = await create({ fullname: 'Cấp Dưới Hai', manager_id: boss.id, account_id: subAccount.id });
    const byParent = dataOf<{ results: Staff[]; total: number }>(
      await reader.get(`${S}/get_all_staff_by_id_parent?id=${boss.id}`),
    );
    expect(byParent.results.map((s) => s.id).sort()).toEqual([r1.id, r2.id].sort());
    const tops = dataOf<{ results: Staff[] }>(await reader.get(`${S}/staff_no_parent?search=sep%20cay`));
    expect(tops.results.map((s) => s.id)).toEqual([boss.id]);
    const all = dataOf<{ results: Staff[]; total: number }>(
      await reader.get(`${S}/all_staff?account_parent_id=${bossAccount.id}&system_key=AD`),
    );
    expect(all.results.map((s) => s.id)).toEqual([r2.id]);
    expect(all.results[0]!.account).toEqual({ id: subAccount.id, username: subAccount.username });
    const detail = dataOf<StaffDetail>(await reader.get(`${M}/staff/${boss.id}`));
    expect(detail.report_count).toBe(2);
  });

  it('master data: 54 ethnic groups, nationalities, relations', async () => {
    const nation = dataOf<{ nationalities: { code: string }[]; ethnicities: { code: string; vi: string }[] }>(
      await nobody.get(`${S}/nation`),
    );
    expect(nation.ethnicities).toHaveLength(54);
    expect(nation.ethnicities[0]).toEqual({ code: '01', vi: 'Kinh', en: 'Kinh' });
    expect(nation.nationalities[0]).toEqual({ code: 'VN', vi: 'Việt Nam', en: 'Vietnamese' });
    const relations = dataOf<{ code: string; vi: string }[]>(await nobody.get(`${S}/relation`));
    expect(relations.slice(0, 4).map((r) => r.vi)).toEqual(['Bố', 'Mẹ', 'Vợ', 'Chồng']);
  });
});

describe('create_staff with a login account', () => {
  it('creates the AD account with the position title and the manager account as parent', async () => {
    const bossAccount = await createTestAccount(t, {});
    const boss = await create({ account_id: bossAccount.id });
    const res = await admin.post(
      `${S}/create_staff`,
      valid({
        id_number: nextId(),
        email: 'new.login@example.com',
        position_id: org.supervisor.id,
        manager_id: boss.id,
        login: { username: 'gskv.moi', password: 'Mat-khau-123' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const s = dataOf<StaffDetail>(res);
    expect(s.account?.username).toBe('gskv.moi');
    const account = dataOf<{ position: string | null; parent_id?: number | null; type: string }>(
      await admin.get(`/account/api/get_account_by_id/${s.account_id}`),
    );
    expect(account).toMatchObject({ position: 'Giám sát khu vực', type: 'AD' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/account/api/login',
      payload: { username: 'gskv.moi', password: 'Mat-khau-123' },
    });
    expect(login.statusCode).toBe(200);
    expect(dataOf<{ role: string }>(login).role).toBe('GSKV');
  });

  it('a taken username rolls everything back', async () => {
    const before = (await t.database.db.select().from(staffTable)).length;
    const res = await admin.post(
      `${S}/create_staff`,
      valid({ id_number: nextId(), login: { username: 'gskv.moi', password: 'Mat-khau-123' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)[0]?.field).toBe('username');
    expect((await t.database.db.select().from(staffTable)).length).toBe(before);
  });

  it('an account links to one record only', async () => {
    const account = await createTestAccount(t, {});
    await create({ account_id: account.id });
    const res = await admin.post(`${M}/staff`, valid({ id_number: nextId(), account_id: account.id }));
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)[0]?.field).toBe('account_id');
  });
});

describe('permissions and data scope', () => {
  it('403 without employeestaff; readers cannot write', async () => {
    expect((await nobody.post(`${M}/staff_list`, {})).statusCode).toBe(403);
    expect((await nobody.get(`${S}/all_staff`)).statusCode).toBe(403);
    expect((await reader.post(`${M}/staff`, valid({ id_number: nextId() }))).statusCode).toBe(403);
    expect((await reader.post(`${S}/inactive_staff`, { ids: [1] })).statusCode).toBe(403);
    expect((await reader.get(`${M}/import_template`)).statusCode).toBe(403);
    expect((await nobody.get(`${M}/export`)).statusCode).toBe(403);
  });

  it('a restricted caller sees only its own rows and may not create outside its scope', async () => {
    const own = await create({ account_id: null });
    const mine = await create({ fullname: 'Của Tôi', account_id: scoped.id });
    const list = dataOf<{ results: Staff[]; total: number }>(await scoped.post(`${M}/staff_list`, {}));
    expect(list.results.map((s) => s.id)).toEqual([mine.id]);
    expect((await scoped.get(`${M}/staff/${mine.id}`)).statusCode).toBe(200);
    await setDataScope(admin, scoped.id, { zone_ids: [org.quan1.id] });
    const zoneList = dataOf<{ results: Staff[] }>(await scoped.post(`${M}/staff_list`, { page_size: 200 }));
    expect(zoneList.results.every((s) => s.zone_id === org.quan1.id || s.id === mine.id)).toBe(true);
    expect(zoneList.results.length).toBeGreaterThan(1);
    expect((await scoped.get(`${M}/staff/${own.id}`)).statusCode).toBe(404);
    expect((await scoped.put(`${M}/staff/${own.id}`, valid({ id_number: own.id_number }))).statusCode).toBe(
      404,
    );
    expect((await scoped.post(`${M}/staff`, valid({ id_number: nextId() }))).statusCode).toBe(403);
    expect((await scoped.post(`${S}/inactive_staff`, { ids: [own.id] })).statusCode).toBe(404);
  });

  it('a restricted caller cannot link a staff record to an account outside its scope', async () => {
    const hr = await clientWith(t, admin, ['employeestaff', 'employeestaff.manage']);
    await setDataScope(admin, hr.id, { area_ids: [org.north.id] });
    const southern = await createTestAccount(t, { areaId: org.south.id });
    const northern = await createTestAccount(t, { areaId: org.north.id });
    const outside = await hr.post(`${M}/staff`, valid({ id_number: nextId(), account_id: southern.id }));
    expect(outside.statusCode).toBe(400);
    expect(errorsOf(outside)[0]?.field).toBe('account_id');
    const inside = await hr.post(`${M}/staff`, valid({ id_number: nextId(), account_id: northern.id }));
    expect(inside.statusCode).toBe(200);
  });

  it('the own record: my_staff', async () => {
    const me = await signedInClient(t, {});
    const s = await create({ account_id: me.id, fullname: 'Tự Xem' });
    expect(dataOf<StaffDetail>(await me.get(`${S}/my_staff`)).id).toBe(s.id);
    expect(dataOf(await nobody.get(`${S}/my_staff`))).toBeNull();
  });

  it('registers usage counters so the organisation module refuses deleting a used position', async () => {
    const holders = await t.database.db
      .select({ id: staffTable.id })
      .from(staffTable)
      .where(eq(staffTable.positionId, org.sales.id));
    expect(await positionUsage.firstUse(t.database.db, org.sales.id)).toEqual({
      holder: 'staff',
      count: holders.length,
    });
    await create({ account_id: null });
    expect(await positionUsage.firstUse(t.database.db, org.sales.id)).toEqual({
      holder: 'staff',
      count: holders.length + 1,
    });
    expect(await positionUsage.firstUse(t.database.db, 987654)).toBeNull();
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

const upload = (client: Client, url: string, data: Buffer, extra: Record<string, string> = {}) => {
  const form = multipart({ name: 'staff.xlsx', data });
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...client.headers, ...form.headers, ...extra },
  });
};

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
    const en = await reader.get(`${M}/export?search=pham%20quynh`, EN);
    expect((await workbookOf(en.rawPayload)).worksheets[0]!.getRow(1).getCell(1).value).toBe('Staff code');
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
    const preview = await upload(admin, `${M}/import_preview`, res.rawPayload);
    const p = dataOf<{ total_rows: number; rows: { errors: { column: string; message: string }[] }[] }>(
      preview,
    );
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
    const preview = await upload(admin, `${M}/import_preview`, badFile);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = dataOf<{
      total_rows: number;
      valid_rows: number;
      rows: { row: number; ok: boolean; errors: { column: string; message: string }[] }[];
    }>(preview);
    expect(p.total_rows).toBe(3);
    expect(p.valid_rows).toBe(1);
    expect(p.rows[0]).toMatchObject({ row: 2, ok: true, errors: [] });
    expect(p.rows[1]!.errors.map((e) => e.column).sort()).toEqual(['id_number', 'phone', 'position', 'zone']);
    expect(p.rows[1]!.errors.find((e) => e.column === 'zone')!.message).toBe(
      'Vùng không thuộc khu vực đã chọn',
    );
    expect(p.rows[2]!.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'birth_date', column_label: 'Ngày sinh', message: 'Ngày không được ở tương lai' },
        { row: 4, column: 'id_number', column_label: 'Số CCCD *', message: 'Trùng với dòng 2 trong tệp' },
      ]),
    );
    const before = (await t.database.db.select().from(staffTable)).length;
    const refused = await upload(admin, `${M}/import`, badFile, EN);
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toBe('2 rows have errors; nothing was imported');
    expect(errorsOf(refused)).toContainEqual({ field: '3.phone', message: 'Invalid phone number' });
    expect((await t.database.db.select().from(staffTable)).length).toBe(before);

    const goodFile = await sheetFile([good(1), good(2)]);
    const ok = await upload(admin, `${M}/import`, goodFile);
    expect(ok.statusCode, ok.body).toBe(200);
    const result = dataOf<{ created: number; codes: string[] }>(ok);
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
    const again = await upload(admin, `${M}/import`, goodFile);
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again).map((e) => e.field)).toEqual(['2.id_number', '3.id_number']);
    expect((await t.database.db.select().from(staffTable)).length).toBe(before + 2);
  });

  it('refuses a file that is not xlsx or lacks the required columns', async () => {
    const junk = await upload(admin, `${M}/import_preview`, Buffer.from('not a workbook'));
    expect(junk.statusCode).toBe(400);
    expect(messageOf(junk)).toBe('Không đọc được tệp Excel (.xlsx) này');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Họ và tên']);
    const noId = await upload(admin, `${M}/import_preview`, Buffer.from(await book.xlsx.writeBuffer()));
    expect(noId.statusCode).toBe(400);
    expect(messageOf(noId)).toBe('Tệp không đúng mẫu: thiếu cột "Số CCCD *"');
  });
});
