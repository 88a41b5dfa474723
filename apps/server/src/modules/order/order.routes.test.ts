import { sql } from 'drizzle-orm';
import { orderApi, todayInVietnam, type OrderCreateBody } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { call, callData, EN } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from './order-world.test-kit.js';

describe('orders: pricing, lists, every call, status machine, money', () => {
  let w: OrderWorld;
  const line = (i = 0, quantity = 2, unit: 'piece' | 'box' = 'piece') => ({
    variant_id: w.catalogue.variants[i]!,
    unit_id: w.catalogue[unit],
    quantity,
  });
  const body = (over: Partial<OrderCreateBody> = {}): OrderCreateBody => ({
    delivery_address: 'Số 1 Tràng Tiền, Hà Nội',
    lines: [line(0, 2), line(1, 1, 'box')],
    ...over,
  });

  beforeAll(async () => {
    w = await createOrderWorld();
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('prices every line on the server from the list in force, whatever the client sends', async () => {
    const order = await callData(orderApi.create, {
      as: w.as.npp,
      body: {
        ...body({ lines: [{ ...line(0, 3), discount_percent: 2.5 }, line(1, 1, 'box')] }),
        total: 1,
      } as OrderCreateBody,
    });
    expect(order).toMatchObject({
      status: 'draft',
      account_id: w.ids.npp,
      account_system: 'NPP',
      line_count: 2,
    });
    expect(order.code).toMatch(/^DH\d{6}$/);
    expect(order.lines.map((l) => [l.unit_price, l.gross_amount, l.discount_amount, l.line_total])).toEqual([
      [10_000, 30_000, 750, 29_250],
      [400_000, 400_000, 0, 400_000],
    ]);
    expect(order.lines[0]).toMatchObject({
      price_list_id: w.catalogue.priceListIds.NPP,
      price_list_revision: 1,
      unit_factor: 1,
    });
    expect(order).toMatchObject({ subtotal: 430_000, discount: 750, total: 429_250 });
    expect(order.history.map((e) => e.kind)).toEqual(['created']);
    expect(order.allowed_actions).toEqual(['submit', 'cancel']);
    expect(order.can_edit).toBe(true);
  });

  it('refuses lines without a price in force (422, one error per line) and lines of foreign units (400)', async () => {
    const noPrice = await call(orderApi.create, {
      as: w.as.npp,
      body: body({
        lines: [line(0), { variant_id: w.catalogue.unpriced, unit_id: w.catalogue.piece, quantity: 1 }],
      }),
    });
    expect(noPrice.status).toBe(422);
    expect(noPrice.message).toBe('Có 1 dòng chưa có giá áp dụng');
    expect(noPrice.errors).toEqual([
      { field: 'lines.1.variant_id', message: 'Sản phẩm này chưa có giá áp dụng cho khách hàng' },
    ]);
    const english = await call(orderApi.create, {
      as: w.as.npp,
      headers: EN,
      body: body({ lines: [{ variant_id: w.catalogue.unpriced, unit_id: w.catalogue.piece, quantity: 1 }] }),
    });
    expect(english.message).toBe('1 line(s) have no price in force');

    const badUnit = await call(orderApi.create, {
      as: w.as.npp,
      body: body({
        lines: [line(0), { variant_id: w.catalogue.variants[0]!, unit_id: w.catalogue.other, quantity: 1 }],
      }),
    });
    expect(badUnit.status).toBe(400);
    expect(badUnit.errors).toEqual([
      { field: 'lines.1.unit_id', message: 'Sản phẩm không bán theo đơn vị này' },
    ]);
    const twice = await call(orderApi.create, { as: w.as.npp, body: body({ lines: [line(0), line(0, 5)] }) });
    expect(twice.errors?.[0]?.field).toBe('lines.1.unit_id');
  });

  it('answers 400 with field errors for bad input', async () => {
    const empty = await call(orderApi.create, { as: w.as.npp, body: { delivery_address: '', lines: [] } });
    expect(empty.status).toBe(400);
    expect(empty.errors?.map((e) => e.field).sort()).toEqual(['delivery_address', 'lines']);
    const zero = await call(orderApi.create, { as: w.as.npp, body: body({ lines: [line(0, 0)] }) });
    expect(zero.errors).toEqual([
      { field: 'lines.0.quantity', message: 'Số lượng phải là số nguyên từ 1 đến 1.000.000' },
    ]);
    const discount = await call(orderApi.create, {
      as: w.as.npp,
      body: body({ lines: [{ ...line(0), discount_percent: 101 }] }),
    });
    expect(discount.errors?.[0]?.field).toBe('lines.0.discount_percent');
    const staffSelf = await call(orderApi.create, { as: w.as.reader, body: body() });
    expect(staffSelf.status).toBe(422);
    expect(staffSelf.errors?.[0]).toMatchObject({ field: 'account_id' });
  });

  it('lets partners order only for themselves and staff for partners in their scope', async () => {
    const forOther = await call(orderApi.create, { as: w.as.npp, body: body({ account_id: w.ids.chth }) });
    expect(forOther.status).toBe(403);
    const outOfScope = await call(orderApi.create, {
      as: w.as.scoped,
      body: body({ account_id: w.ids.npp }),
    });
    expect(outOfScope.status).toBe(403);
    const inScope = await callData(orderApi.create, {
      as: w.as.scoped,
      body: body({ account_id: w.ids.nppOther }),
    });
    expect(inScope).toMatchObject({ account_id: w.ids.nppOther, created_by: w.ids.scoped });
    // The restricted staff member sees it; the partner of the other area does not.
    expect((await call(orderApi.get, { as: w.as.scoped, params: { id: inScope.id } })).status).toBe(200);
    expect((await call(orderApi.get, { as: w.as.npp, params: { id: inScope.id } })).status).toBe(404);
    const mine = await callData(orderApi.list, { as: w.as.npp, query: { page_size: 100 } });
    expect(mine.results.every((r) => r.account_id === w.ids.npp)).toBe(true);
    const scopedList = await callData(orderApi.list, { as: w.as.scoped, query: { page_size: 100 } });
    expect(scopedList.results.map((r) => r.account_id)).not.toContain(w.ids.npp);
  });

  it('answers every list, detail and create call of the catalogue', async () => {
    const created = await Promise.all([
      callData(orderApi.v2Create, { as: w.as.chth, body: body() }),
      callData(orderApi.mCreate, { as: w.as.chth, body: body() }),
      callData(orderApi.legacyCreate, { as: w.as.chth, body: body() }),
    ]);
    const id = created[0].id;
    for (const endpoint of [orderApi.v2List, orderApi.mList, orderApi.legacyList, orderApi.mWithoutFlow]) {
      const page = await callData(endpoint, { as: w.as.admin, body: { search: created[0].code } });
      expect(page.results.map((r) => r.id)).toEqual(endpoint === orderApi.mWithoutFlow ? [id] : [id]);
    }
    expect((await callData(orderApi.v2ListTmdt, { as: w.as.admin, body: {} })).total).toBe(0);
    const customer = await callData(orderApi.v2ListCustomer, {
      as: w.as.admin,
      body: { account_id: w.ids.chth },
    });
    expect(customer.total).toBeGreaterThanOrEqual(3);
    expect((await callData(orderApi.mDrafts, { as: w.as.chth, body: {} })).total).toBeGreaterThanOrEqual(3);
    for (const get of [
      callData(orderApi.v2Get, { as: w.as.chth, params: { id } }),
      callData(orderApi.mGet, { as: w.as.chth, params: { id } }),
      callData(orderApi.v2TmdtDetail, { as: w.as.chth, query: { order_id: id } }),
      callData(orderApi.legacyDetail, { as: w.as.chth, body: { order_id: id } }),
    ])
      expect((await get).id).toBe(id);
    const updated = await callData(orderApi.legacyUpdate, {
      as: w.as.chth,
      body: { order_id: id, ...body({ lines: [line(2, 4)] }) },
    });
    expect(updated).toMatchObject({ line_count: 1, total: 120_000 });
    const v2 = await callData(orderApi.v2Update, {
      as: w.as.chth,
      params: { id },
      body: body({ note: 'Giao buổi sáng' }),
    });
    expect(v2.note).toBe('Giao buổi sáng');
    const discounted = await callData(orderApi.create, {
      as: w.as.chth,
      body: body({ lines: [{ ...line(0), discount_percent: 1 }] }),
    });
    const promos = await callData(orderApi.v2ApplyPromotions, { as: w.as.chth, query: {} });
    expect(promos.results.map((r) => r.id)).toContain(discounted.id);
    expect(promos.results.map((r) => r.id)).not.toContain(id);
    const statuses = await callData(orderApi.flowStatusList, { as: w.as.reader });
    expect(statuses[0]).toEqual({ value: 'draft', vi: 'Nháp', en: 'Draft', color: 'default' });
  });

  it('filters and sorts the list (status, system, dates, totals, keyset)', async () => {
    const page = await callData(orderApi.list, {
      as: w.as.admin,
      query: { sort: 'total_desc', page_size: 3 },
    });
    const totals = page.results.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const next = await callData(orderApi.list, {
      as: w.as.admin,
      query: { sort: 'total_desc', page_size: 3, after: page.results.at(-1)!.id },
    });
    expect(next.results.map((r) => r.id)).not.toContain(page.results[0]!.id);
    const today = todayInVietnam();
    const chth = await callData(orderApi.list, {
      as: w.as.admin,
      query: { system: 'CHTH', from: today, to: today, statuses: 'draft,pending' },
    });
    expect(chth.total).toBeGreaterThan(0);
    expect(chth.results.every((r) => r.account_system === 'CHTH')).toBe(true);
    const none = await callData(orderApi.list, { as: w.as.admin, query: { to: '2000-01-01' } });
    expect(none.total).toBe(0);
  });

  it('replays a status change retried with its Idempotency-Key instead of refusing its stale version', async () => {
    const draft = await callData(orderApi.create, { as: w.as.chth, body: body() });
    const submit = () =>
      call(orderApi.status, {
        as: w.as.chth,
        params: { id: draft.id },
        body: { action: 'submit', version: draft.version },
        headers: { 'idempotency-key': `submit-${draft.id}` },
      });
    const first = await submit();
    // The answer was lost on the way: the phone sends the same request again.
    const retry = await submit();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.response.headers['idempotency-replayed']).toBe('true');
    expect(retry.data).toEqual(first.data);
    // Without the key, the same stale version is a conflict, not a second submit.
    const again = await call(orderApi.status, {
      as: w.as.chth,
      params: { id: draft.id },
      body: { action: 'submit', version: draft.version },
    });
    expect(again.status).toBe(409);
    const submits = rowsOf<{ n: number }>(
      await w.t.database.db.execute(
        sql`select count(*)::int as n from audit_log where entity = 'order' and entity_id = ${String(draft.id)} and action = 'submit'`,
      ),
    );
    expect(submits[0]?.n).toBe(1);
  });

  it('walks the status machine: allowed transitions move, refused ones answer 409 with a message', async () => {
    const order = await callData(orderApi.create, { as: w.as.chth, body: body() });
    const act = (as: keyof OrderWorld['as'], action: string, reason?: string) =>
      call(orderApi.status, {
        as: w.as[as],
        params: { id: order.id },
        body: { action, ...(reason ? { reason } : {}) } as never,
      });
    const ship = await act('fulfil', 'ship');
    expect(ship.status).toBe(409);
    expect(ship.message).toBe('Trạng thái hiện tại của đơn không cho phép thao tác này');
    expect((await act('fulfil', 'submit')).status).toBe(403);
    expect((await act('chth', 'submit')).data?.status).toBe('pending');
    expect((await act('chth', 'withdraw')).data?.status).toBe('draft');
    expect((await act('chth', 'submit')).data?.status).toBe('pending');
    // No flow: one open step any holder of order.approve decides — never the orderer.
    const approved = await act('outsider', 'approve');
    expect(approved.data).toMatchObject({
      status: 'approved',
      approval: [{ state: 'approved', decided_by: w.ids.outsider }],
    });
    expect((await act('fulfil', 'deliver')).status).toBe(409);
    expect((await act('fulfil', 'ship')).data?.status).toBe('shipping');
    expect((await act('chth', 'cancel', 'Không cần nữa')).status).toBe(409);
    expect((await act('fulfil', 'deliver')).data?.status).toBe('delivered');
    const noReason = await act('fulfil', 'return');
    expect(noReason.status).toBe(400);
    expect(noReason.errors).toEqual([{ field: 'reason', message: 'Vui lòng nhập lý do' }]);
    const done = await act('fulfil', 'complete');
    expect(done.data).toMatchObject({ status: 'completed', allowed_actions: [] });
    expect((await act('admin', 'reopen')).status).toBe(409);
    expect(done.data!.history.map((e) => e.kind)).toEqual([
      'created',
      'submitted',
      'status_changed',
      'submitted',
      'step_approved',
      'approved',
      'status_changed',
      'status_changed',
      'status_changed',
    ]);

    const second = await callData(orderApi.create, { as: w.as.chth, body: body({ submit: true }) });
    expect(second.status).toBe('pending');
    const rejected = await call(orderApi.v2Status, {
      as: w.as.sales1,
      params: { id: second.id },
      body: { action: 'reject', reason: 'Sai địa chỉ' },
    });
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      approval: [{ state: 'rejected', reason: 'Sai địa chỉ' }],
    });
    const reopened = await callData(orderApi.status, {
      as: w.as.chth,
      params: { id: second.id },
      body: { action: 'reopen' },
    });
    expect(reopened.status).toBe('draft');
    const cancelled = await callData(orderApi.status, {
      as: w.as.chth,
      params: { id: second.id },
      body: { action: 'cancel', reason: 'Đặt nhầm' },
    });
    expect(cancelled.status).toBe('cancelled');
    expect(
      (await call(orderApi.update, { as: w.as.chth, params: { id: second.id }, body: body() })).status,
    ).toBe(409);
    const audit = rowsOf<{ action: string }>(
      await w.t.database.db.execute(
        sql`select action from audit_log where entity = 'order' and entity_id = ${String(second.id)} order by id`,
      ),
    ).map((r) => r.action);
    expect(audit).toEqual(['create', 'submit', 'reject', 'reopen', 'cancel']);
  });

  it('computes the receivable as delivered orders minus payments, and keeps the credit limit', async () => {
    const order = await callData(orderApi.create, {
      as: w.as.nppOther,
      body: body({ lines: [line(0, 10)], submit: true }),
    });
    for (const [as, action] of [
      ['sales1', 'approve'],
      ['fulfil', 'ship'],
      ['fulfil', 'deliver'],
    ] as const)
      await callData(orderApi.status, { as: w.as[as], params: { id: order.id }, body: { action } });
    const paid = await callData(orderApi.recordPayment, {
      as: w.as.fulfil,
      body: { account_id: w.ids.nppOther, amount: 30_000, paid_on: '2026-01-05', order_id: order.id },
    });
    expect(paid).toMatchObject({ amount: 30_000, order_id: order.id });
    const limit = await callData(orderApi.setCreditLimit, {
      as: w.as.fulfil,
      params: { id: w.ids.nppOther },
      body: { credit_limit: 1_000_000, payment_term_days: 15 },
    });
    expect(limit).toMatchObject({
      delivered_total: 100_000,
      paid_total: 30_000,
      receivable: 70_000,
      overdue: 0,
      credit_limit: 1_000_000,
      payment_term_days: 15,
      available_credit: 930_000,
    });
    const own = await callData(orderApi.receivable, {
      as: w.as.nppOther,
      body: { account_id: w.ids.nppOther },
    });
    expect(own.receivable).toBe(70_000);
    expect(
      (await call(orderApi.receivable, { as: w.as.npp, body: { account_id: w.ids.nppOther } })).status,
    ).toBe(404);
    expect(
      (await call(orderApi.receivable, { as: w.as.scoped, body: { account_id: w.ids.npp } })).status,
    ).toBe(404);

    const report = await callData(orderApi.mAccountReport, { as: w.as.nppOther, body: {} });
    expect(report.account_id).toBe(w.ids.nppOther);
    expect(report.sold_total).toBeGreaterThanOrEqual(100_000);
    expect(report.by_status.find((s) => s.status === 'delivered')).toMatchObject({
      count: 1,
      total: 100_000,
    });
    const today = todayInVietnam();
    const npp = await callData(orderApi.salesReportNpp, {
      as: w.as.fulfil,
      body: { from: today, to: today },
    });
    expect(npp.results.find((r) => r.account_id === w.ids.nppOther)).toMatchObject({
      order_count: 1,
      ordered_total: 100_000,
    });
    expect(npp.totals.amount).toBeGreaterThanOrEqual(100_000);
    const products = await callData(orderApi.salesReportProducts, {
      as: w.as.scoped,
      body: { from: today, to: today },
    });
    expect(products.results).toEqual([
      expect.objectContaining({
        variant_id: w.catalogue.variants[0],
        base_quantity: 10,
        amount: 100_000,
        order_count: 1,
      }),
    ]);
  });
});
