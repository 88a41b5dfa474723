import ExcelJS from 'exceljs';
import {
  ORDER_EXPORT_PATH,
  orderApi,
  todayInVietnam,
  type Order,
  type OrderCreateBody,
} from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callData, EN, signedInClient, type Client } from '../../testing/api-client.js';
import { createOrderExport, orderExportRows } from './order-export.js';
import { createOrderService } from './order.service.js';
import { createOrderWorld, type OrderWorld } from './order-world.test-kit.js';

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!;
}

/** The data rows' cells as text, by column (the header row left out). */
async function rowsOf(body: Buffer): Promise<string[][]> {
  const sheet = await sheetOf(body);
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c);
      cells.push(cell.value instanceof Date ? 'date' : cell.text);
    }
    rows.push(cells);
  });
  return rows;
}

const exportOf = (client: Client, query = '', headers?: Record<string, string>) =>
  client.get(`${ORDER_EXPORT_PATH}${query}`, headers);

describe('GET v3/orders/export: the order list as a streamed .xlsx', () => {
  let w: OrderWorld;
  /** npp: a draft and a pending order; nppOther: a pending one; chth: a draft sold by npp. */
  let orders: Record<'nppDraft' | 'nppPending' | 'otherPending' | 'chthFromNpp', Order>;

  const body = (over: Partial<OrderCreateBody> = {}): OrderCreateBody => ({
    delivery_address: 'Số 1 Tràng Tiền, Hà Nội',
    lines: [
      { variant_id: w.catalogue.variants[0]!, unit_id: w.catalogue.piece, quantity: 3, discount_percent: 10 },
      { variant_id: w.catalogue.variants[1]!, unit_id: w.catalogue.box, quantity: 1 },
    ],
    ...over,
  });

  beforeAll(async () => {
    w = await createOrderWorld();
    orders = {
      nppDraft: await callData(orderApi.create, { as: w.as.npp, body: body() }),
      nppPending: await callData(orderApi.create, { as: w.as.npp, body: body({ submit: true }) }),
      otherPending: await callData(orderApi.create, { as: w.as.nppOther, body: body({ submit: true }) }),
      chthFromNpp: await callData(orderApi.create, {
        as: w.as.chth,
        body: body({ seller_id: w.ids.npp }),
      }),
    };
  }, 60_000);
  afterAll(async () => {
    await w.t.close();
  });

  it('answers the filtered orders with the header, typed cells and the row count announced', async () => {
    const res = await exportOf(w.as.admin, '?status=pending&sort=oldest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`filename="don-hang-${todayInVietnam()}.xlsx"`);
    expect(res.headers['x-export-rows']).toBe('2');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Đơn hàng');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Mã đơn',
      'Ngày tạo',
      'Trạng thái',
      'Người đặt',
      'Hệ thống',
      'Người bán',
      'Loại đơn',
      'Số dòng',
      'Tạm tính (VNĐ)',
      'Chiết khấu (VNĐ)',
      'Tổng tiền (VNĐ)',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    // 3 pieces at 10,000 less 10 % and a box at 400,000.
    expect(await rowsOf(res.rawPayload)).toEqual([
      [
        orders.nppPending.code,
        'date',
        'Chờ duyệt',
        'Người npp',
        'Nhà phân phối',
        'Công ty',
        '',
        '2',
        '430000',
        '3000',
        '427000',
      ],
      [
        orders.otherPending.code,
        'date',
        'Chờ duyệt',
        'Người nppOther',
        'Nhà phân phối',
        'Công ty',
        '',
        '2',
        '430000',
        '3000',
        '427000',
      ],
    ]);
    const created = sheet.getRow(2).getCell(2);
    expect(created.numFmt).toBe('dd/mm/yyyy hh:mm');
    // Excel shows the wall clock in Vietnam: the instant shifted by +7 hours.
    const vietnamClock = new Date(orders.nppPending.created_at).getTime() + 7 * 3_600_000;
    expect(Math.abs((created.value as Date).getTime() - vietnamClock)).toBeLessThan(1_000);
    expect(sheet.getRow(2).getCell(11).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(11).type).toBe(ExcelJS.ValueType.Number);
  });

  it('heads the columns in English for an English reader', async () => {
    const res = await exportOf(w.as.admin, '?statuses=draft', EN);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Orders');
    expect(sheet.getRow(1).getCell(1).value).toBe('Order code');
    expect((await rowsOf(res.rawPayload)).map((r) => [r[0], r[2], r[5]])).toEqual([
      [orders.chthFromNpp.code, 'Draft', 'Người npp'],
      [orders.nppDraft.code, 'Draft', 'Company'],
    ]);
  });

  it('gives a partner only its own orders and those it sells, like the list', async () => {
    const res = await exportOf(w.as.npp);
    expect(res.statusCode).toBe(200);
    const codes = (await rowsOf(res.rawPayload)).map((r) => r[0]);
    expect(codes).toEqual([orders.chthFromNpp.code, orders.nppPending.code, orders.nppDraft.code]);
    const list = await callData(orderApi.list, { as: w.as.npp, query: {} });
    expect(codes).toEqual(list.results.map((o) => o.code));
    expect(res.headers['x-export-rows']).toBe('3');
    const other = await rowsOf((await exportOf(w.as.nppOther)).rawPayload);
    expect(other.map((r) => r[0])).toEqual([orders.otherPending.code]);
  });

  it('refuses callers without a token (401) or without the read permission (403)', async () => {
    const anonymous = await w.t.app.inject({ method: 'GET', url: ORDER_EXPORT_PATH });
    expect(anonymous.statusCode).toBe(401);
    const nobody = await signedInClient(w.t);
    expect((await exportOf(nobody)).statusCode).toBe(403);
    expect((await exportOf(w.as.admin, '?status=nonsense')).statusCode).toBe(400);
  });

  it('refuses more rows than the cap (422) before sending a byte', async () => {
    const exporter = createOrderExport(
      w.t.database.db,
      createOrderService(w.t.database.db, async () => {}),
      3,
    );
    await expect(exporter.prepare(w.callers.admin, { sort: 'newest' }, 'vi')).rejects.toMatchObject({
      status: 422,
      messageKey: 'order_export.too_many_rows',
      options: { params: { max: '3' } },
    });
    const fits = await exporter.prepare(w.callers.npp, { sort: 'newest' }, 'vi');
    expect(fits.rowCount).toBe(3);
  });

  it('reads batch after batch from the last row read, in the sort asked for, each row once', async () => {
    const db = w.t.database.db;
    const filter = await createOrderService(db, async () => {}).listFilter(w.callers.admin, {});
    for (const sort of ['newest', 'total_desc'] as const) {
      const read: string[] = [];
      for await (const row of orderExportRows(db, filter, sort, 2)) read.push(row.code);
      const list = await callData(orderApi.list, { as: w.as.admin, query: { sort } });
      expect(read).toEqual(list.results.map((o) => o.code));
      expect(read).toHaveLength(4);
    }
  });
});
