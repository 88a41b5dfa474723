import ExcelJS from 'exceljs';
import { orderApi, STOCK_EXPORT_PATH, stockApi, todayInVietnam, warehouseApi } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { call, callData } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from '../order/order-world.test-kit.js';

const daysFromToday = (days: number) => {
  const d = new Date(`${todayInVietnam()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('warehouse: warehouses, receipts, the ledger and orders', () => {
  let w: OrderWorld;
  let warehouseId = 0;
  let variant = 0;
  const lots = { old: 0, fresh: 0, expired: 0 };

  const onHand = async (consignmentId: number, at = warehouseId) => {
    const [row] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(
        sql`select coalesce(sum(on_hand), 0)::int as n from stock_balances where warehouse_id = ${at} and consignment_id = ${consignmentId}`,
      ),
    );
    return row!.n;
  };

  beforeAll(async () => {
    w = await createOrderWorld();
    variant = w.catalogue.variants[0]!;
  });

  afterAll(async () => {
    await w.t.close();
  });

  it('creates warehouses: a distributor warehouse needs a distributor; names are unique', async () => {
    const created = await callData(warehouseApi.create, {
      as: w.as.admin,
      body: { name: 'Kho tổng Hà Nội', kind: 'central', area_id: w.areaIds[0], address: 'KCN Thăng Long' },
    });
    expect(created).toMatchObject({ kind: 'central', status: 'active', stock_value: 0, owner_id: null });
    expect(created.code).toMatch(/^KHO\d{3}$/);
    warehouseId = created.id;

    const noOwner = await call(warehouseApi.create, {
      as: w.as.admin,
      body: { name: 'Kho NPP', kind: 'distributor', area_id: w.areaIds[0] },
    });
    expect(noOwner.status).toBe(400);
    expect(noOwner.errors).toEqual([
      { field: 'owner_id', message: 'Kho nhà phân phối cần chọn nhà phân phối' },
    ]);
    const notDistributor = await call(warehouseApi.create, {
      as: w.as.admin,
      body: { name: 'Kho NPP', kind: 'distributor', owner_id: w.ids.chth, area_id: w.areaIds[0] },
    });
    expect(notDistributor.status).toBe(400);
    const own = await callData(warehouseApi.create, {
      as: w.as.admin,
      body: { name: 'Kho NPP Minh Phát', kind: 'distributor', owner_id: w.ids.npp, area_id: w.areaIds[0] },
    });
    expect(own.owner_name).toBe('Người npp');
    const taken = await call(warehouseApi.create, {
      as: w.as.admin,
      body: { name: 'kho tong ha noi', kind: 'central', area_id: w.areaIds[1] },
    });
    expect(taken.status).toBe(409);

    const stopped = await callData(warehouseApi.deactivate, { as: w.as.admin, body: { ids: [own.id] } });
    expect(stopped.changed).toBe(1);
    const options = await callData(warehouseApi.dropdown, { as: w.as.admin, query: {} });
    expect(options.map((o) => o.id)).toEqual([warehouseId]);
    // Restricted to the second area: the first area's warehouse is not there at all.
    expect((await call(warehouseApi.get, { as: w.as.scoped, params: { id: warehouseId } })).status).toBe(403);
  });

  it('brings goods in by lot, converting boxes to base units; refuses bad lines and changes nothing', async () => {
    const receipt = await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: variant,
            unit_id: w.catalogue.box,
            quantity: 2,
            lot_code: 'L-OLD',
            expires_on: daysFromToday(20),
            unit_cost: 120_000,
          },
          {
            variant_id: variant,
            unit_id: w.catalogue.piece,
            quantity: 100,
            lot_code: 'L-NEW',
            manufactured_on: daysFromToday(-5),
            expires_on: daysFromToday(300),
            unit_cost: 6_000,
          },
          {
            variant_id: variant,
            unit_id: w.catalogue.piece,
            quantity: 10,
            lot_code: 'L-GONE',
            expires_on: daysFromToday(-1),
          },
        ],
      },
    });
    expect(receipt.code).toMatch(/^PN\d{6}$/);
    expect(receipt.lines.map((l) => [l.lot_code, l.quantity, l.quantity_base])).toEqual([
      ['L-OLD', 2, 48],
      ['L-NEW', 100, 100],
      ['L-GONE', 10, 10],
    ]);
    lots.old = receipt.lines[0]!.consignment_id;
    lots.fresh = receipt.lines[1]!.consignment_id;
    lots.expired = receipt.lines[2]!.consignment_id;

    const bad = await call(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: variant,
            unit_id: w.catalogue.other,
            quantity: 1,
            lot_code: 'X1',
            expires_on: daysFromToday(10),
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([{ field: 'lines.0.unit_id', message: 'Sản phẩm không có đơn vị tính này' }]);
    const backwards = await call(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: variant,
            unit_id: w.catalogue.piece,
            quantity: 1,
            lot_code: 'X2',
            manufactured_on: daysFromToday(5),
            expires_on: daysFromToday(1),
          },
        ],
      },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.errors?.[0]?.field).toBe('lines.0.expires_on');
    const otherDates = await call(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: variant,
            unit_id: w.catalogue.piece,
            quantity: 1,
            lot_code: 'L-NEW',
            expires_on: daysFromToday(9),
          },
        ],
      },
    });
    expect(otherDates.status).toBe(400);
    expect(otherDates.errors).toEqual([
      { field: 'lines.0.expires_on', message: 'Số lô này đã có với hạn sử dụng khác' },
    ]);
    expect(await onHand(lots.fresh)).toBe(100);

    const list = await callData(warehouseApi.list, { as: w.as.admin, query: { kind: 'central' } });
    // 48 × 5,000 + 100 × 6,000 + 10 × 0
    expect(list.results[0]).toMatchObject({ stock_value: 840_000, near_expiry_lots: 1, expired_lots: 1 });
  });

  it('suggests lots first expiry first, skipping expired ones, and issues no more than a lot holds', async () => {
    const suggestion = await callData(stockApi.suggest, {
      as: w.as.admin,
      body: { warehouse_id: warehouseId, variant_id: variant, unit_id: w.catalogue.piece, quantity: 60 },
    });
    expect(suggestion).toMatchObject({ wanted: 60, available: 148, shortage: 0, expired_skipped: 1 });
    expect(suggestion.allocations.map((a) => [a.lot_code, a.take, a.near_expiry])).toEqual([
      ['L-OLD', 48, true],
      ['L-NEW', 12, false],
    ]);

    const tooMuch = await call(stockApi.receiptExport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          { variant_id: variant, unit_id: w.catalogue.piece, quantity: 10, consignment_id: lots.fresh },
          { variant_id: variant, unit_id: w.catalogue.box, quantity: 3, consignment_id: lots.old },
        ],
      },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.message).toBe('Không đủ tồn kho cho 1 dòng hàng');
    expect(tooMuch.errors).toEqual([
      { field: 'lines.1.quantity', message: 'Lô không đủ hàng để xuất số lượng này' },
    ]);
    expect(await onHand(lots.fresh)).toBe(100);
    const expired = await call(stockApi.receiptExport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          { variant_id: variant, unit_id: w.catalogue.piece, quantity: 1, consignment_id: lots.expired },
        ],
      },
    });
    expect(expired.status).toBe(400);
    expect(expired.errors?.[0]?.message).toBe('Lô đã hết hạn sử dụng');
  });

  it('holds stock for an approved order, keeps it from others, issues it and takes a return back', async () => {
    const order = await callData(orderApi.create, {
      as: w.as.chth,
      body: {
        delivery_address: '12 Lê Lợi, Hà Nội',
        submit: true,
        lines: [{ variant_id: variant, unit_id: w.catalogue.piece, quantity: 120 }],
      },
    });
    await callData(orderApi.status, {
      as: w.as.outsider,
      params: { id: order.id },
      body: { action: 'approve' },
    });
    const cart = await callData(stockApi.cartList, { as: w.as.admin, query: {} });
    expect(cart.results).toEqual([
      expect.objectContaining({ order_id: order.id, needed: 120, reserved: 120 }),
    ]);
    const one = await callData(stockApi.cartList, { as: w.as.admin, query: { order_id: order.id } });
    expect(one.results.map((r) => [r.order_id, r.warehouse_id])).toEqual([[order.id, warehouseId]]);
    expect(
      (await callData(stockApi.cartList, { as: w.as.admin, query: { order_id: order.id + 999 } })).total,
    ).toBe(0);

    const heldOf = async (variantId: number) =>
      (
        await callData(stockApi.stockQuantity, {
          as: w.as.admin,
          body: { group_by: 'warehouse', variant_id: variantId },
        })
      ).results.map((r) => r.reserved);
    expect(await heldOf(variant)).toEqual([120]);
    // Another product in the same warehouse holds nothing (the hold is per product, not per warehouse).
    await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: w.catalogue.variants[1]!,
            unit_id: w.catalogue.piece,
            quantity: 5,
            lot_code: 'OTHER',
            expires_on: daysFromToday(90),
          },
        ],
      },
    });
    expect(await heldOf(w.catalogue.variants[1]!)).toEqual([0]);
    // 148 usable, 120 held: a free issue of 30 finds only 28.
    const free = await callData(stockApi.suggest, {
      as: w.as.admin,
      body: { warehouse_id: warehouseId, variant_id: variant, unit_id: w.catalogue.piece, quantity: 30 },
    });
    expect(free).toMatchObject({ available: 28, shortage: 2 });
    const eats = await call(stockApi.receiptExport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          { variant_id: variant, unit_id: w.catalogue.piece, quantity: 30, consignment_id: lots.fresh },
        ],
      },
    });
    expect(eats.status).toBe(422);
    expect(eats.errors).toEqual([
      { field: 'lines.0.quantity', message: 'Phần hàng còn lại đang được giữ cho đơn đã duyệt' },
    ]);
    const mismatch = await call(stockApi.receiptExport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        order_id: order.id,
        lines: [
          { variant_id: variant, unit_id: w.catalogue.piece, quantity: 100, consignment_id: lots.fresh },
        ],
      },
    });
    expect(mismatch.status).toBe(422);

    const issue = await callData(stockApi.receiptExport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        order_id: order.id,
        lines: [
          { variant_id: variant, unit_id: w.catalogue.box, quantity: 2, consignment_id: lots.old },
          { variant_id: variant, unit_id: w.catalogue.piece, quantity: 72, consignment_id: lots.fresh },
        ],
      },
    });
    expect(issue).toMatchObject({ kind: 'export', order_code: order.code });
    expect((await callData(orderApi.get, { as: w.as.admin, params: { id: order.id } })).status).toBe(
      'shipping',
    );
    expect((await callData(stockApi.cartList, { as: w.as.admin, query: {} })).total).toBe(0);
    expect([await onHand(lots.old), await onHand(lots.fresh)]).toEqual([0, 28]);

    await callData(orderApi.status, {
      as: w.as.fulfil,
      params: { id: order.id },
      body: { action: 'return', reason: 'Khách trả' },
    });
    expect([await onHand(lots.old), await onHand(lots.fresh)]).toEqual([48, 100]);
  });

  it('ships an approved order without a goods issue from the lots that expire first, or refuses', async () => {
    const place = async (quantity: number) => {
      const order = await callData(orderApi.create, {
        as: w.as.chth,
        body: {
          delivery_address: '12 Lê Lợi',
          submit: true,
          lines: [{ variant_id: variant, unit_id: w.catalogue.piece, quantity }],
        },
      });
      await callData(orderApi.status, {
        as: w.as.outsider,
        params: { id: order.id },
        body: { action: 'approve' },
      });
      return order.id;
    };
    const first = await place(50);
    const second = await place(200);
    const short = await call(orderApi.status, {
      as: w.as.fulfil,
      params: { id: second },
      body: { action: 'ship' },
    });
    expect(short.status).toBe(422);
    const shipped = await callData(orderApi.status, {
      as: w.as.fulfil,
      params: { id: first },
      body: { action: 'ship' },
    });
    expect(shipped.status).toBe('shipping');
    expect([await onHand(lots.old), await onHand(lots.fresh)]).toEqual([0, 98]);
    await callData(orderApi.status, {
      as: w.as.fulfil,
      params: { id: second },
      body: { action: 'cancel', reason: 'Hết hàng' },
    });
    const held = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from stock_reservations`),
    );
    expect(held[0]!.n).toBe(0);
  });

  it('posts a stock count as variances, reads stock as of yesterday, and keeps balances equal to the ledger', async () => {
    const counted = await callData(stockApi.stockCount, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [{ variant_id: variant, consignment_id: lots.fresh, counted: 95 }],
      },
    });
    expect(counted.lines[0]).toMatchObject({ system_quantity: 98, quantity: 95, quantity_base: -3 });
    const now = await callData(stockApi.stockQuantity, {
      as: w.as.admin,
      body: { group_by: 'lot', warehouse_id: warehouseId, variant_id: variant },
    });
    expect(now.results.map((r) => [r.lot_code, r.quantity])).toEqual([
      ['L-GONE', 10],
      ['L-NEW', 95],
    ]);
    const file = await w.as.admin.get(
      `${STOCK_EXPORT_PATH}?group_by=lot&warehouse_id=${warehouseId}&variant_id=${variant}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-export-rows']).toBe('2');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Tồn kho');
    expect([2, 3].map((r) => [sheet.getRow(r).getCell(4).value, sheet.getRow(r).getCell(6).value])).toEqual([
      ['L-GONE', 10],
      ['L-NEW', 95],
    ]);
    const yesterday = await callData(stockApi.stockQuantity, {
      as: w.as.admin,
      body: { group_by: 'warehouse', as_of: daysFromToday(-1) },
    });
    expect(yesterday.total).toBe(0);
    const moves = await callData(stockApi.stockDetail, {
      as: w.as.admin,
      body: { consignment_id: lots.fresh },
    });
    expect(moves.results[0]).toMatchObject({ kind: 'count', quantity: -3 });

    const drift = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from (
        select warehouse_id, variant_id, consignment_id, sum(quantity) as q from stock_movements group by 1, 2, 3) m
        full join stock_balances b using (warehouse_id, variant_id, consignment_id)
        where coalesce(m.q, 0) <> coalesce(b.on_hand, 0)`),
    );
    expect(drift[0]!.n).toBe(0);
  });

  it('reads stock as of a day of an earlier month through a stored month end', async () => {
    const db = w.t.database.db;
    const lot = await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: w.catalogue.variants[2]!,
            unit_id: w.catalogue.piece,
            quantity: 40,
            lot_code: 'OLD-MONTH',
            expires_on: daysFromToday(200),
          },
        ],
      },
    });
    // The receipt's movement moved 45 days back, as if posted then (movements are never back-dated
    // by the app; this stands for history).
    await db.execute(
      sql`update stock_movements set created_at = now() - interval '45 days' where receipt_id = ${lot.id}`,
    );
    // Month and day ends stored by the earlier tests predate that history: they go with it.
    for (const table of ['stock_month_ends', 'stock_closings', 'stock_day_ends', 'stock_day_closings'])
      await db.execute(sql.raw(`delete from ${table}`));
    const asOf = async (day: string) =>
      (
        await callData(stockApi.stockQuantity, {
          as: w.as.admin,
          body: { group_by: 'lot', variant_id: w.catalogue.variants[2]!, as_of: day },
        })
      ).results.map((r) => r.quantity);
    expect(await asOf(daysFromToday(-50))).toEqual([]);
    expect(await asOf(daysFromToday(-40))).toEqual([40]);
    expect(await asOf(daysFromToday(-40))).toEqual([40]);
    expect(await asOf(daysFromToday(-1))).toEqual([40]);
    // Whichever boundary a day reads from (the month end before it, the one after it, or today's
    // balances), it answers the ledger's sum up to that day's end.
    for (let back = 60; back >= 0; back -= 6) {
      const day = daysFromToday(-back);
      const [ledger] = rowsOf<{ n: number }>(
        await db.execute(sql`select coalesce(sum(quantity), 0)::int as n from stock_movements
          where warehouse_id = ${warehouseId}
            and created_at < ((${day}::date) + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh'`),
      );
      const report = await callData(stockApi.stockQuantity, {
        as: w.as.admin,
        body: { group_by: 'warehouse', warehouse_id: warehouseId, as_of: day },
      });
      expect(report.results[0]?.quantity ?? 0, day).toBe(ledger!.n);
    }
    const closings = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from stock_closings`),
    );
    expect(closings[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('never issues more than a lot holds when many issues race for it', async () => {
    const lot = await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: w.catalogue.variants[1]!,
            unit_id: w.catalogue.piece,
            quantity: 25,
            lot_code: 'RACE',
            expires_on: daysFromToday(100),
          },
        ],
      },
    });
    const consignment = lot.lines[0]!.consignment_id;
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(stockApi.receiptExport, {
          as: w.as.admin,
          body: {
            warehouse_id: warehouseId,
            lines: [
              {
                variant_id: w.catalogue.variants[1]!,
                unit_id: w.catalogue.piece,
                quantity: 1,
                consignment_id: consignment,
              },
            ],
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(25);
    expect(results.filter((r) => r.status === 422)).toHaveLength(15);
    expect(await onHand(consignment)).toBe(0);
  });
});
