import ExcelJS from 'exceljs';
import {
  PRODUCT_EXPORT_PATH,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_TEMPLATE_PATH,
  productApi,
} from '@kenh/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { multipart } from '../../platform/files/file-fixtures.testing.js';
import { call, callData, clientFor, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { createUnits } from './product.test-kit.js';

let t: TestApp;
let admin: Client;
let reader: Client;

async function sheetFile(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('San pham');
  sheet.columns = PRODUCT_IMPORT_COLUMNS.map((c) => ({ header: c.vi, key: c.key }));
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')),
    ),
  );
  return rows;
}

const upload = <E extends typeof productApi.importPreview | typeof productApi.import>(
  endpoint: E,
  data: Buffer,
  headers: Record<string, string> = {},
) => call(endpoint, { raw: true, as: admin, body: multipart({ name: 'san-pham.xlsx', data }), headers });

/** A Sting flavour in a can, sold by the can and by the box of 24. */
const sting = (flavour: string, barcode: string, extra: Record<string, string> = {}) => ({
  direction: 'OUT',
  product_code: 'STING',
  product_name: 'Nước tăng lực Sting',
  category: 'NTL',
  brand: 'Sting',
  options: `Hương vị: ${flavour}`,
  base_unit: 'lon',
  base_barcode: barcode,
  unit2: 'Thùng',
  factor2: '24',
  ...extra,
});
const oil = {
  direction: 'out',
  product_name: 'Dầu ăn Neptune 1L',
  base_unit: 'Lon',
  unit2: 'thung',
  factor2: '12',
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      callers: {
        admin: testCaller({ accountId: 1, isSuperuser: true }),
        reader: testCaller({ accountId: 2, permissions: ['product'] }),
      },
    },
  );
  admin = clientFor(t, 1, { authorization: 'Bearer admin' });
  reader = clientFor(t, 2, { authorization: 'Bearer reader' });
  await createUnits(admin);
  await callData(productApi.outCategoryCreate, { as: admin, body: { name: 'Nước tăng lực', code: 'NTL' } });
});
afterAll(() => t.close());

describe('product import', () => {
  it('gives a template with every column and sample rows that name existing units', async () => {
    const response = await admin.inject({
      method: 'GET',
      url: PRODUCT_IMPORT_TEMPLATE_PATH,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(PRODUCT_IMPORT_COLUMNS.map((c) => c.vi));
    expect(rows[1]).toContain('lon');
    expect(
      (await reader.inject({ method: 'GET', url: PRODUCT_IMPORT_TEMPLATE_PATH, headers: reader.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('previews every bad row and cell, writing nothing, and the commit refuses the whole file', async () => {
    const file = await sheetFile([
      sting('Dâu', '8935040000012'),
      sting('Vàng', '8935040000013'),
      sting('Dâu', '8935040000029'),
      { ...oil, unit2: 'hộp giấy' },
      { ...oil, product_name: '', factor2: '1,5' },
    ]);
    const preview = await upload(productApi.importPreview, file, EN);
    expect(preview.status).toBe(200);
    const data = preview.data!;
    expect(data.total_rows).toBe(5);
    expect(data.valid_rows).toBe(1);
    const errors = data.rows.flatMap((r) => r.errors.map((e) => [e.row, e.column, e.message]));
    expect(errors).toEqual([
      [3, 'base_barcode', 'Invalid barcode (EAN-13, EAN-8 or UPC-A with a correct check digit)'],
      [4, 'options', 'Another variant already has this combination of values'],
      [5, 'unit2', 'The unit does not exist'],
      [6, 'product_name', 'You need to fill in this field'],
      [6, 'factor2', 'The unit needs a factor of at least 2'],
    ]);
    const commit = await upload(productApi.import, file);
    expect(commit.status).toBe(422);
    expect(commit.errors.map((e) => e.field)).toEqual([
      '3.base_barcode',
      '4.options',
      '5.unit2',
      '6.product_name',
      '6.factor2',
    ]);
    const list = await callData(productApi.productList, { as: reader, body: {} });
    expect(list.total).toBe(0);
  });

  it('imports all products with their variants in one go', async () => {
    const file = await sheetFile([
      sting('Dâu', '8935040000012'),
      sting('Vàng', '8935040000029'),
      oil,
      {
        ...oil,
        direction: 'IN',
        product_name: 'Thùng carton 5 lớp',
        base_unit: 'thung',
        unit2: '',
        factor2: '',
      },
    ]);
    const result = await upload(productApi.import, file);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ products: 3, variants: 4 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'product'));
    expect(audits.filter((a) => a.action === 'create')).toHaveLength(3);
    const stingProduct = (await callData(productApi.productList, { as: reader, body: { search: 'sting' } }))
      .results[0]!;
    const detail = await callData(productApi.productDetail, { as: reader, body: { id: stingProduct.id } });
    expect(detail).toMatchObject({
      code: 'STING',
      category_name: 'Nước tăng lực',
      options: [{ name: 'Hương vị', values: ['Dâu', 'Vàng'] }],
    });
    expect(detail.variants.map((v) => v.units.map((x) => [x.unit_code, x.factor, x.barcode]))).toEqual([
      [
        ['lon', 1, '8935040000012'],
        ['thung', 24, null],
      ],
      [
        ['lon', 1, '8935040000029'],
        ['thung', 24, null],
      ],
    ]);
    // Importing the same file again: the code and barcodes are taken.
    const again = await upload(productApi.importPreview, file);
    expect(again.data!.rows[0]!.errors.map((e) => e.column)).toEqual(['base_barcode', 'product_code']);
  });

  it('flags a variant code used twice in the file', async () => {
    const file = await sheetFile([
      { ...oil, product_name: 'Dầu A', variant_code: 'DAU-1' },
      { ...oil, product_name: 'Dầu B', variant_code: 'dau-1' },
    ]);
    const preview = await upload(productApi.importPreview, file);
    expect(preview.data!.rows.map((r) => r.errors.map((e) => e.column))).toEqual([[], ['variant_code']]);
  });

  it('refuses a file that is no workbook or lacks a required column', async () => {
    expect((await upload(productApi.importPreview, Buffer.from('not a workbook'))).status).toBe(400);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Tên sản phẩm']);
    const missing = await upload(productApi.importPreview, Buffer.from(await book.xlsx.writeBuffer()), EN);
    expect(missing.status).toBe(400);
    expect(missing.message).toBe('The file has no "Đơn vị cơ bản (mã)*" column');
  });
});

describe('product export', () => {
  it('writes a row per variant and unit (c=F) or per product (c=P), with the type and filters', async () => {
    const variants = await reader.inject({
      method: 'GET',
      url: `${PRODUCT_EXPORT_PATH}?t=OUT&c=F`,
      headers: reader.headers,
    });
    expect(variants.statusCode).toBe(200);
    const rows = await sheetRows(variants.rawPayload);
    expect(rows).toHaveLength(1 + 3 * 2);
    expect(rows.slice(1).map((r) => r[0])).toContain('STING');
    const products = await reader.inject({
      method: 'GET',
      url: `${PRODUCT_EXPORT_PATH}?t=IN&c=P`,
      headers: reader.headers,
    });
    const inRows = await sheetRows(products.rawPayload);
    expect(inRows.slice(1).map((r) => r[1])).toEqual(['Thùng carton 5 lớp']);
    const filtered = await reader.inject({
      method: 'GET',
      url: `${PRODUCT_EXPORT_PATH}?c=P&search=neptune`,
      headers: reader.headers,
    });
    expect((await sheetRows(filtered.rawPayload)).slice(1).map((r) => r[1])).toEqual(['Dầu ăn Neptune 1L']);
    expect(
      (await reader.inject({ method: 'GET', url: `${PRODUCT_EXPORT_PATH}?t=XX`, headers: reader.headers }))
        .statusCode,
    ).toBe(400);
  });
});
