import { orderApi, plusDays, stockApi, todayInVietnam, transportApi, warehouseApi } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { call, callData, EN } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from '../order/order-world.test-kit.js';

const today = todayInVietnam();

describe('transport: shipments deliver and return orders', () => {
  let w: OrderWorld;
  let warehouseId = 0;
  let lot = 0;
  let variant = 0;
  let driverId = 0;
  let truckId = 0;
  let vanId = 0;
  /** Three shipped orders with their goods issues. */
  const shipped: { orderId: number; receiptId: number }[] = [];

  const onHand = async () => {
    const [row] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(
        sql`select coalesce(sum(on_hand), 0)::int as n from stock_balances where consignment_id = ${lot}`,
      ),
    );
    return row!.n;
  };
  const orderStatus = async (id: number) =>
    (await callData(orderApi.get, { as: w.as.admin, params: { id } })).status;
  const noticesOf = async (accountId: number) =>
    rowsOf<{ content: string }>(
      await w.t.database.db.execute(
        sql`select content from notifications where user_id = ${accountId} and module = 'ORDER' order by id`,
      ),
    ).map((r) => r.content);

  async function shipOrder(quantity: number): Promise<{ orderId: number; receiptId: number }> {
    const order = await callData(orderApi.create, {
      as: w.as.chth,
      body: {
        delivery_address: '12 Lê Lợi, Hà Nội',
        submit: true,
        lines: [{ variant_id: variant, unit_id: w.catalogue.piece, quantity }],
      },
    });
    await callData(orderApi.status, {
      as: w.as.outsider,
      params: { id: order.id },
      body: { action: 'approve' },
    });
    const issue = await callData(stockApi.receiptExport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        order_id: order.id,
        lines: [{ variant_id: variant, unit_id: w.catalogue.piece, quantity, consignment_id: lot }],
      },
    });
    return { orderId: order.id, receiptId: issue.id };
  }

  beforeAll(async () => {
    w = await createOrderWorld();
    variant = w.catalogue.variants[0]!;
    warehouseId = (
      await callData(warehouseApi.create, {
        as: w.as.admin,
        body: { name: 'Kho tổng Hà Nội', kind: 'central', area_id: w.areaIds[0] },
      })
    ).id;
    const receipt = await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouseId,
        lines: [
          {
            variant_id: variant,
            unit_id: w.catalogue.piece,
            quantity: 200,
            lot_code: 'L1',
            expires_on: plusDays(today, 200),
          },
        ],
      },
    });
    lot = receipt.lines[0]!.consignment_id;
    driverId = (
      await callData(transportApi.createDriver, {
        as: w.as.admin,
        body: {
          full_name: 'Trần Văn Tài',
          phone: '0903112233',
          national_id: '079085001234',
          licence_number: '790123456781',
          licence_class: 'C',
          licence_expiry: plusDays(today, 400),
        },
      })
    ).id;
    const vehicle = (plate: string, capacity: number, status: 'active' | 'maintenance' = 'active') =>
      callData(transportApi.createVehicle, {
        as: w.as.admin,
        body: {
          plate,
          type: 'truck',
          capacity_kg: capacity,
          inspection_expiry: plusDays(today, 200),
          status,
        },
      });
    truckId = (await vehicle('29C 12345', 1000)).id;
    vanId = (await vehicle('29C 67890', 500, 'maintenance')).id;
    for (const quantity of [30, 20, 10]) shipped.push(await shipOrder(quantity));
  });

  afterAll(async () => {
    await w.t.close();
  });

  it('offers the goods issues of shipped orders and refuses loads, vehicles and issues that cannot go', async () => {
    const candidates = await callData(transportApi.shipmentCandidates, {
      as: w.as.dispatcher,
      query: { warehouse_id: warehouseId },
    });
    expect(candidates.map((c) => c.receipt_id)).toEqual(shipped.map((s) => s.receiptId));
    expect(candidates[0]).toMatchObject({ address: '12 Lê Lợi, Hà Nội', line_count: 1 });

    const body = {
      warehouse_id: warehouseId,
      driver_id: driverId,
      vehicle_id: truckId,
      receipt_ids: [shipped[0]!.receiptId, shipped[1]!.receiptId],
      load_kg: 1200,
      planned_on: plusDays(today, 1),
    };
    const heavy = await call(transportApi.createTransport, { as: w.as.dispatcher, body });
    expect(heavy.status).toBe(422);
    expect(heavy.message).toBe('Khối lượng hàng 1200 kg vượt tải trọng 1000 kg của xe 29C-123.45');
    expect(heavy.errors).toEqual([{ field: 'load_kg', message: heavy.message }]);
    const heavyEn = await call(transportApi.createTransport, { as: w.as.dispatcher, body, headers: EN });
    expect(heavyEn.message).toBe('The load of 1200 kg exceeds the 1000 kg payload of 29C-123.45');

    const resting = await call(transportApi.createTransport, {
      as: w.as.dispatcher,
      body: { ...body, vehicle_id: vanId, load_kg: 100 },
    });
    expect(resting.status).toBe(422);
    expect(resting.errors?.[0]?.field).toBe('vehicle_id');
    const unknownReceipt = await call(transportApi.createTransport, {
      as: w.as.dispatcher,
      body: { ...body, load_kg: 800, receipt_ids: [999_999] },
    });
    expect(unknownReceipt.status).toBe(422);
    expect(unknownReceipt.errors?.[0]?.field).toBe('receipt_ids');
    const noReceipts = await call(transportApi.createTransport, {
      as: w.as.dispatcher,
      body: { ...body, receipt_ids: [] },
    });
    expect(noReceipts.status).toBe(400);
    expect(await callData(transportApi.listTransport, { as: w.as.dispatcher, body: {} })).toMatchObject({
      total: 0,
    });
    // Someone without the shipment code cannot read or create.
    expect((await call(transportApi.listTransport, { as: w.as.reader, body: {} })).status).toBe(403);
  });

  it('loads a shipment once: a goods issue rides one live shipment, even when two claim it at once', async () => {
    const body = {
      warehouse_id: warehouseId,
      driver_id: driverId,
      vehicle_id: truckId,
      load_kg: 800,
      planned_on: plusDays(today, 1),
    };
    const [a, b] = await Promise.all([
      call(transportApi.createTransport, {
        as: w.as.dispatcher,
        body: { ...body, receipt_ids: [shipped[0]!.receiptId, shipped[1]!.receiptId] },
      }),
      call(transportApi.createTransport, {
        as: w.as.dispatcher,
        body: { ...body, receipt_ids: [shipped[1]!.receiptId] },
      }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 422]);
    const first = a.status === 200 ? a.data! : b.data!;
    if (first.stops.length === 1) {
      // The single-issue shipment won: cancel it so the test goes on with the two-issue one.
      await callData(transportApi.actionTransport, {
        as: w.as.dispatcher,
        params: { id: first.id },
        body: { action: 'cancel', reason: 'Gộp chuyến' },
      });
      await callData(transportApi.createTransport, {
        as: w.as.dispatcher,
        body: { ...body, receipt_ids: [shipped[0]!.receiptId, shipped[1]!.receiptId] },
      });
    }
    const list = await callData(transportApi.listTransport, {
      as: w.as.dispatcher,
      body: { status: 'prepared' },
    });
    expect(list.total).toBe(1);
    expect(list.results[0]).toMatchObject({
      status: 'prepared',
      stop_count: 2,
      vehicle_plate: '29C-123.45',
      driver_name: 'Trần Văn Tài',
      capacity_kg: 1000,
      load_kg: 800,
    });
    expect(list.results[0]!.code).toMatch(/^VC\d{6}$/);
    const candidates = await callData(transportApi.shipmentCandidates, {
      as: w.as.dispatcher,
      query: { warehouse_id: warehouseId },
    });
    expect(candidates.map((c) => c.receipt_id)).toEqual([shipped[2]!.receiptId]);
    expect((await noticesOf(w.ids.chth)).some((n) => n.includes('đã được xếp lên chuyến'))).toBe(true);

    for (const search of ['29c12345', list.results[0]!.code.toLowerCase(), 'tran van tai']) {
      const found = await callData(transportApi.listTransport, { as: w.as.dispatcher, body: { search } });
      expect(found.total, search).toBeGreaterThanOrEqual(1);
    }
    expect(
      (await callData(transportApi.listTransport, { as: w.as.dispatcher, body: { search: 'không có' } }))
        .total,
    ).toBe(0);

    // The driver has run a shipment: deleting them is refused.
    const remove = await call(transportApi.deleteDriver, { as: w.as.admin, params: { id: driverId } });
    expect(remove.status).toBe(409);
    expect(remove.message).toContain('chuyến giao hàng');
  });

  it('departs, delivers one order and returns another: orders follow, stock comes back, orderers are told', async () => {
    const [shipment] = (
      await callData(transportApi.listTransport, { as: w.as.dispatcher, body: { status: 'prepared' } })
    ).results;
    const id = shipment!.id;
    const tooEarly = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'deliver' },
    });
    expect(tooEarly.status).toBe(409);

    const namesOrders = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'depart', order_ids: [shipped[0]!.orderId] },
    });
    expect(namesOrders.status).toBe(400);
    expect(namesOrders.errors?.[0]?.field).toBe('order_ids');
    const stale = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'depart', version: shipment!.version + 5 },
    });
    expect(stale.status).toBe(409);
    const departed = await callData(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'depart', version: shipment!.version },
    });
    expect(departed.status).toBe('on_the_road');
    expect(departed.departed_at).not.toBeNull();
    expect((await noticesOf(w.ids.chth)).some((n) => n.includes('đang trên đường giao'))).toBe(true);

    // The truck is on the road: a second shipment on it cannot leave.
    const second = await callData(transportApi.createTransport, {
      as: w.as.dispatcher,
      body: {
        warehouse_id: warehouseId,
        driver_id: driverId,
        vehicle_id: truckId,
        receipt_ids: [shipped[2]!.receiptId],
        load_kg: 100,
        planned_on: today,
      },
    });
    const busy = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id: second.id },
      body: { action: 'depart' },
    });
    expect(busy.status).toBe(409);
    expect(busy.message).toBe(`Xe 29C-123.45 đang chạy chuyến ${departed.code}`);

    // Without the order code the planner cannot deliver; nothing moves.
    const refused = await call(transportApi.actionTransport, {
      as: w.as.planner,
      params: { id },
      body: { action: 'deliver', order_ids: [shipped[0]!.orderId] },
    });
    expect(refused.status).toBe(403);
    expect(await orderStatus(shipped[0]!.orderId)).toBe('shipping');

    const delivered = await callData(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'deliver', order_ids: [shipped[0]!.orderId] },
    });
    expect(delivered).toMatchObject({ status: 'on_the_road', delivered_count: 1 });
    expect(await orderStatus(shipped[0]!.orderId)).toBe('delivered');
    const again = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'deliver', order_ids: [shipped[0]!.orderId] },
    });
    expect(again.status).toBe(409);

    const noReason = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'return' },
    });
    expect(noReason.status).toBe(400);
    const before = await onHand();
    const finished = await callData(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'return', reason: 'Cửa hàng đóng cửa' },
    });
    expect(finished).toMatchObject({ status: 'delivered', delivered_count: 1, returned_count: 1 });
    expect(finished.finished_at).not.toBeNull();
    expect(finished.stops.map((s) => [s.order_id, s.status, s.reason])).toEqual([
      [shipped[0]!.orderId, 'delivered', null],
      [shipped[1]!.orderId, 'returned', 'Cửa hàng đóng cửa'],
    ]);
    expect(await orderStatus(shipped[1]!.orderId)).toBe('returned');
    // The 20 units of the returned order are back in the lot.
    expect(await onHand()).toBe(before + 20);
    const notices = await noticesOf(w.ids.chth);
    expect(notices.some((n) => n.includes('Đã giao'))).toBe(true);
    expect(notices.some((n) => n.includes('Trả hàng'))).toBe(true);

    const closed = await call(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id },
      body: { action: 'return', reason: 'x' },
    });
    expect(closed.status).toBe(409);

    // The truck is free again; the second shipment is cancelled and its goods issue offered again.
    const cancelled = await callData(transportApi.actionTransport, {
      as: w.as.dispatcher,
      params: { id: second.id },
      body: { action: 'cancel', reason: 'Đổi xe' },
    });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.stops[0]!.status).toBe('cancelled');
    const candidates = await callData(transportApi.shipmentCandidates, {
      as: w.as.dispatcher,
      query: { warehouse_id: warehouseId },
    });
    expect(candidates.map((c) => c.receipt_id)).toEqual([shipped[2]!.receiptId]);
    const detail = await callData(transportApi.getTransport, { as: w.as.dispatcher, params: { id } });
    expect(detail.stops[1]!.order_code).toMatch(/^DH/);
    expect(detail.stops[1]!.total).toBeGreaterThan(0);
    expect(
      (await call(transportApi.getTransport, { as: w.as.dispatcher, params: { id: 999_999 } })).status,
    ).toBe(404);
    const carrying = await callData(transportApi.listTransport, {
      as: w.as.dispatcher,
      body: { order_id: shipped[2]!.orderId },
    });
    expect(carrying.results.map((s) => s.id)).toEqual([second.id]);
  });

  it('keeps shipments within the data scope of the warehouse they leave from', async () => {
    // `scoped` is limited to the second area; the warehouse is in the first.
    expect((await callData(transportApi.listTransport, { as: w.as.scoped, body: {} })).total).toBe(0);
    const [any] = (await callData(transportApi.listTransport, { as: w.as.admin, body: {} })).results;
    expect((await call(transportApi.getTransport, { as: w.as.scoped, params: { id: any!.id } })).status).toBe(
      404,
    );
    expect(
      (await call(transportApi.shipmentCandidates, { as: w.as.scoped, query: { warehouse_id: warehouseId } }))
        .status,
    ).toBe(404);
  });
});
