import ExcelJS from 'exceljs';
import {
  GROCERY_IMPORT_COLUMNS,
  GROCERY_IMPORT_TEMPLATE_PATH,
  locateApi,
  PARTNER_EXPORT_PATH,
  partnerApi,
} from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../platform/files/file-fixtures.testing.js';
import { call, callData, clientFor, dataOf, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Client;
let scoped: Client;
let nppUsername = '';

async function sheetFile(rows: Record<string, string>[], headers: 'vi' | 'en' = 'vi'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('CHTH');
  sheet.columns = GROCERY_IMPORT_COLUMNS.map((c) => ({ header: c[headers], key: c.key }));
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = <E extends typeof partnerApi.groceryImportPreview | typeof partnerApi.groceryImport>(
  as: Client,
  endpoint: E,
  data: Buffer,
  headers: Record<string, string> = {},
) => call(endpoint, { raw: true, as, body: multipart({ name: 'cua-hang.xlsx', data }), headers });

const good = (n: number, extra: Record<string, string> = {}) => ({
  username: `chth.import${n}`,
  fullname: `Tạp hóa Nhập ${n}`,
  phone: '0912 345 678',
  area: 'Vùng Nhập',
  zone: 'Khu vực Nhập',
  distributor: nppUsername,
  standard: 'vang',
  latitude: '21.03',
  longitude: '105.85',
  ...extra,
});

beforeAll(async () => {
  const callers = {
    admin: testCaller({ accountId: 1, isSuperuser: true }),
    scoped: testCaller({ accountId: 2, permissions: ['partner', 'user.create'] }),
  };
  t = await createTestApp({}, { callers });
  admin = clientFor(t, 1, { authorization: 'Bearer admin' });
  scoped = clientFor(t, 2, { authorization: 'Bearer scoped' });
  const area = await callData(locateApi.createArea, {
    as: admin,
    body: { name: 'Vùng Nhập', region: 'south' },
  });
  await callData(locateApi.createZone, { as: admin, body: { name: 'Khu vực Nhập', area_id: area.id } });
  const other = await callData(locateApi.createArea, {
    as: admin,
    body: { name: 'Vùng Khác', region: 'south' },
  });
  callers.scoped.scope = { unrestricted: false, areaIds: [other.id], zoneIds: [], accountIds: [] };
  await callData(partnerApi.createStoreStandard, {
    as: admin,
    body: { code: 'VANG', name: 'Cửa hàng Vàng', min_monthly_revenue: 1, visits_per_month: 1 },
  });
  const npp = await callData(partnerApi.create, {
    as: admin,
    body: {
      type: 'NPP',
      username: 'npp.nhap',
      password: 'Mat-khau-123',
      fullname: 'NPP Nhập',
      area_id: area.id,
    },
  });
  nppUsername = npp.username;
});

afterAll(async () => {
  await t.close();
});

describe('grocery store import and partner export', () => {
  it('serves a template whose sample row reads cleanly', async () => {
    const res = await admin.get(GROCERY_IMPORT_TEMPLATE_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Tên đăng nhập*');
    const preview = dataOf(await upload(admin, partnerApi.groceryImportPreview, res.rawPayload));
    expect(preview).toMatchObject({ total_rows: 1, valid_rows: 1 });
  });

  it('previews every bad row and cell, refuses the commit with 422 writing nothing, then imports once', async () => {
    const file = await sheetFile([
      good(1),
      good(2, { username: 'x', area: 'Vùng Không Có', latitude: '99', longitude: '105' }),
      good(3, { distributor: 'khong.co', standard: 'bac', tax_code: '123' }),
      good(4, { username: 'chth.import1', phone: '12' }),
    ]);
    const preview = dataOf(await upload(admin, partnerApi.groceryImportPreview, file, EN));
    expect(preview).toMatchObject({ total_rows: 4, valid_rows: 1 });
    const cells = preview.rows.map((r) => [r.row, r.errors.map((e) => e.column).sort()]);
    expect(cells).toEqual([
      [2, []],
      [3, ['area', 'latitude', 'username']],
      [4, ['distributor', 'standard', 'tax_code']],
      [5, ['phone', 'username']],
    ]);
    expect(preview.rows[1]!.errors.find((e) => e.column === 'area')).toMatchObject({
      column_label: 'Area*',
      message: 'This value was not found',
    });

    const refused = await upload(admin, partnerApi.groceryImport, file);
    expect(refused.status).toBe(422);
    expect(refused.errors.map((e) => e.field)).toContain('4.distributor');
    const none = await callData(partnerApi.list, { as: admin, query: { type: 'CHTH' } });
    expect(none.total).toBe(0);

    const clean = await sheetFile([good(1), good(2, { zone: '' })], 'en');
    const done = dataOf(await upload(admin, partnerApi.groceryImport, clean));
    expect(done).toEqual({ created: 2 });
    const stores = await callData(partnerApi.list, { as: admin, query: { type: 'CHTH' } });
    expect(stores.results.map((s) => s.fullname).sort()).toEqual(['Tạp hóa Nhập 1', 'Tạp hóa Nhập 2']);
    expect(stores.results[0]).toMatchObject({
      distributor_name: 'NPP Nhập',
      standard_name: 'Cửa hàng Vàng',
      phone: '0912345678',
    });
    const again = dataOf(await upload(admin, partnerApi.groceryImportPreview, clean));
    expect(again.rows.map((r) => r.errors.map((e) => e.column))).toEqual([['username'], ['username']]);
  });

  it('keeps a restricted caller to its scope and refuses broken files', async () => {
    const preview = dataOf(await upload(scoped, partnerApi.groceryImportPreview, await sheetFile([good(9)])));
    expect(preview.rows[0]!.errors.map((e) => e.column)).toEqual(['zone']);
    const broken = await upload(admin, partnerApi.groceryImportPreview, Buffer.from('not a workbook'));
    expect(broken.status).toBe(400);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Tên cửa hàng*']);
    const headerless = await upload(
      admin,
      partnerApi.groceryImportPreview,
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(headerless.status).toBe(400);
    expect(headerless.message).toBe('Thiếu cột bắt buộc: Tên đăng nhập*');
  });

  it('exports a partner list with its filters as .xlsx', async () => {
    const res = await admin.get(`${PARTNER_EXPORT_PATH}?type=CHTH&search=nhap%201`, EN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('doi-tac-chth');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Name');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).text).toBe('Tạp hóa Nhập 1');
    expect(sheet.getRow(2).getCell(15).value).toBe(21.03);
    expect((await scoped.get(`${PARTNER_EXPORT_PATH}?type=CHTH`)).statusCode).toBe(200);
    expect((await admin.get(`${PARTNER_EXPORT_PATH}?type=XYZ`)).statusCode).toBe(400);
  });
});
