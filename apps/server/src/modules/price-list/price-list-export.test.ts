import ExcelJS from 'exceljs';
import {
  PRICE_LISTS_EXPORT_COLUMNS,
  PRICE_LISTS_EXPORT_PATH,
  priceListApi,
  type PriceListCreateBody,
} from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { createTestAccount } from '../../testing/accounts.js';
import { callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { priceListsWorkbook } from './price-list-export.js';
import { insertArea, insertProduct, insertUnits } from './price-list.test-kit.js';

// A small cap so the refusal is reached with a handful of rows (the real one is 100,000).
const MAX_ROWS = 5;

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const column = (key: string) => PRICE_LISTS_EXPORT_COLUMNS.findIndex((c) => c.key === key);

describe('price-list: export of the lists matching the filters', () => {
  let t: TestApp;
  let author: Client;
  let approver: Client;
  let reader: Client;
  let outsider: Client;
  let areaName: string;

  /** The sheet's rows (header first), cells as values; status and body when refused. */
  async function download(as: Client, query: Record<string, string>, language = 'vi') {
    const response = await as.inject({
      method: 'GET',
      url: `${PRICE_LISTS_EXPORT_PATH}?${new URLSearchParams(query).toString()}`,
      headers: { ...as.headers, 'accept-language': language },
    });
    if (response.statusCode !== 200)
      return { status: response.statusCode, message: response.json<{ message: string }>().message, rows: [] };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { status: 200, message: '', rows };
  }
  const cell = (row: unknown[], key: string) => row[column(key)];

  beforeAll(async () => {
    const callers = {
      author: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.manage'] }),
      approver: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.approve'] }),
      reader: testCaller({ permissions: ['pricelistproduct'] }),
      outsider: testCaller({ permissions: ['product'] }),
    };
    t = await createTestApp({}, { callers });
    const db = t.database.db;
    const authorId = (await createTestAccount(t)).id;
    const approverId = (await createTestAccount(t, { fullname: 'Trần Quốc Bảo' })).id;
    callers.author.accountId = authorId;
    callers.approver.accountId = approverId;
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    author = as('author', authorId);
    approver = as('approver', approverId);
    reader = as('reader', 1);
    outsider = as('outsider', 1);

    areaName = 'Vùng Đồng bằng sông Hồng';
    const place = await insertArea(db, areaName);
    const units = await insertUnits(db);
    const [water, juice] = await insertProduct(db, units, { count: 2 });
    const create = (body: PriceListCreateBody) => callData(priceListApi.create, { as: author, body });
    // History: an approved system-wide NPP list with three prices.
    const approved = await create({
      name: 'Bảng giá NPP toàn quốc',
      system: 'NPP',
      scope_level: 'system',
      target_ids: [],
      effective_from: inMinutes(10),
      items: [
        { variant_id: water!.variantId, unit_id: units.piece, price: 5_000 },
        { variant_id: water!.variantId, unit_id: units.box, price: 110_000 },
        { variant_id: juice!.variantId, unit_id: units.piece, price: 6_000 },
      ],
    });
    await callData(priceListApi.status, {
      as: author,
      params: { id: approved.id },
      body: { action: 'submit' },
    });
    await callData(priceListApi.status, {
      as: approver,
      params: { id: approved.id },
      body: { action: 'approve' },
    });
    // Working: a grocery-store draft for one area, and an NPP draft found by its name.
    await create({
      name: 'Giá tạp hoá miền Bắc',
      system: 'CHTH',
      scope_level: 'area',
      target_ids: [place.areaId],
      items: [
        { variant_id: water!.variantId, unit_id: units.piece, price: 5_500 },
        { variant_id: juice!.variantId, unit_id: units.box, price: 150_000 },
      ],
    });
    await create({
      name: 'Khuyến mãi Tết',
      system: 'NPP',
      scope_level: 'system',
      target_ids: [],
      items: [{ variant_id: juice!.variantId, unit_id: units.piece, price: 5_800 }],
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes a row per price of the lists the filters match, with the caller’s headers', async () => {
    const history = await download(reader, { stage: 'history' });
    expect(history.status).toBe(200);
    expect(history.rows[0]).toEqual(PRICE_LISTS_EXPORT_COLUMNS.map((c) => c.vi));
    const approvedRows = history.rows.slice(1);
    expect(approvedRows).toHaveLength(3);
    expect(approvedRows.map((r) => cell(r, 'price'))).toEqual(
      expect.arrayContaining([5_000, 110_000, 6_000]),
    );
    expect(cell(approvedRows[0]!, 'name')).toBe('Bảng giá NPP toàn quốc');
    expect(cell(approvedRows[0]!, 'system')).toBe('Nhà phân phối');
    expect(cell(approvedRows[0]!, 'scope')).toBe('Toàn hệ thống');
    expect(cell(approvedRows[0]!, 'status')).toBe('Đã duyệt, chờ áp dụng');
    expect(cell(approvedRows[0]!, 'approved_by')).toBe('Trần Quốc Bảo');
    expect(cell(approvedRows[0]!, 'approved_at')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cell(approvedRows[0]!, 'revision')).toBe(1);

    const grocery = await download(reader, { system: 'CHTH', scope_level: 'area' }, 'en');
    expect(grocery.rows[0]).toEqual(PRICE_LISTS_EXPORT_COLUMNS.map((c) => c.en));
    expect(grocery.rows.slice(1).map((r) => [cell(r, 'price'), cell(r, 'status')])).toEqual(
      expect.arrayContaining([
        [5_500, 'Draft'],
        [150_000, 'Draft'],
      ]),
    );
    expect(grocery.rows).toHaveLength(3);
    expect(cell(grocery.rows[1]!, 'scope')).toBe(`By area: ${areaName}`);
    expect(cell(grocery.rows[1]!, 'approved_by')).toBeUndefined();

    const searched = await download(reader, { search: 'khuyen mai', stage: 'working', status: 'draft' });
    expect(searched.rows.slice(1).map((r) => [cell(r, 'name'), cell(r, 'price')])).toEqual([
      ['Khuyến mãi Tết', 5_800],
    ]);
    expect((await download(reader, { system: 'KH' })).rows).toHaveLength(1);
  });

  it(`refuses more than the cap of rows (${MAX_ROWS} here), bad filters and callers without the permission`, async () => {
    const refusal = await priceListsWorkbook(t.database.db, {}, 'vi', MAX_ROWS).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 422, messageKey: 'price-list.export_too_many_rows' });
    expect(translate('price-list.export_too_many_rows', 'vi', { n: 9, max: MAX_ROWS })).toContain(
      'lọc hẹp hơn',
    );
    expect((await download(reader, { stage: 'soon' })).status).toBe(400);
    expect((await download(outsider, { stage: 'history' })).status).toBe(403);
  });
});
