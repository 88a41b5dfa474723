import { sql } from 'drizzle-orm';
import { accessApi, orderApi, type OrderCreateBody, type OrderFlowFields } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { call, callData } from '../../testing/api-client.js';
import { runReminders } from './order-reminders.js';
import { createOrderWorld, type OrderWorld } from './order-world.test-kit.js';

const HOUR = 3_600_000;

describe('orders: approval flows, delegation, resets, concurrency, reminders', () => {
  let w: OrderWorld;
  let nppFlow: number;
  const body = (quantity: number, over: Partial<OrderCreateBody> = {}): OrderCreateBody => ({
    delivery_address: 'Kho Minh Phát, Bình Dương',
    lines: [{ variant_id: w.catalogue.variants[0]!, unit_id: w.catalogue.box, quantity }],
    ...over,
  });
  const decide = (as: keyof OrderWorld['as'], id: number, action: 'approve' | 'reject', reason?: string) =>
    call(orderApi.status, { as: w.as[as], params: { id }, body: { action, ...(reason ? { reason } : {}) } });
  const sqlRows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await w.t.database.db.execute(query));
  const noticesOf = (accountId: number) =>
    sqlRows<{ title: string; content: string; path: string }>(
      sql`select title, content, path from notifications where user_id = ${accountId} and module = 'ORDER' order by id`,
    );

  /** Kinh doanh (sales room) → kế toán on credit overrun → giám đốc above 1,000,000 đ or 5 % off. */
  const distributorFlow = (): OrderFlowFields => ({
    name: 'Duyệt đơn NPP',
    systems: ['NPP'],
    is_default: true,
    steps: [
      {
        name: 'Kinh doanh xác nhận',
        system: 'AD',
        room_id: w.rooms.sales,
        remind_after_hours: 2,
        escalate_after_hours: 4,
        escalate_room_id: w.rooms.board,
      },
      { name: 'Kế toán kiểm tra công nợ', system: 'KT', room_id: w.rooms.accounting, credit_exceeded: true },
      {
        name: 'Giám đốc duyệt',
        system: 'AD',
        room_id: w.rooms.board,
        min_amount: 1_000_000,
        min_discount_percent: 5,
      },
    ],
  });

  beforeAll(async () => {
    w = await createOrderWorld();
    const flow = await callData(orderApi.flowCreate, { as: w.as.boss, body: distributorFlow() });
    nppFlow = flow.id;
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('keeps a room a flow step names: deleting it is refused with a 409 naming the flows', async () => {
    const refused = await call(accessApi.deleteRoom, { as: w.as.admin, params: { id: w.rooms.board } });
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/luồng duyệt/i);
    const room = await callData(accessApi.getRoom, { as: w.as.admin, params: { id: w.rooms.board } });
    expect(room.id).toBe(w.rooms.board);
  });

  it('keeps flows: create, list (page 0, 30 a page), read, update by body and by path, pick one', async () => {
    const flow = await callData(orderApi.flowGet, { as: w.as.reader, params: { id: nppFlow } });
    expect(flow.steps.map((s) => [s.position, s.room_id, s.credit_exceeded, s.min_amount])).toEqual([
      [1, w.rooms.sales, false, null],
      [2, w.rooms.accounting, true, null],
      [3, w.rooms.board, false, 1_000_000],
    ]);
    const list = await callData(orderApi.flowList, { as: w.as.reader, body: {} });
    expect(list.total).toBe(1);
    const stores = await callData(orderApi.flowCreate, {
      as: w.as.boss,
      body: {
        name: 'Duyệt đơn cửa hàng',
        systems: ['CHTH'],
        steps: [{ name: 'Kinh doanh', system: 'AD', room_id: w.rooms.sales }],
      },
    });
    const taken = await call(orderApi.flowCreate, {
      as: w.as.boss,
      body: { ...distributorFlow(), name: 'duyet don npp' },
    });
    expect(taken.status).toBe(409);
    const badRoom = await call(orderApi.flowPut, {
      as: w.as.boss,
      params: { id: stores.id },
      body: {
        name: 'Duyệt đơn cửa hàng',
        systems: ['CHTH'],
        steps: [{ name: 'X', system: 'AD', room_id: 999_999 }],
      },
    });
    expect(badRoom.errors).toEqual([{ field: 'steps.0.room_id', message: 'Phòng không tồn tại' }]);
    const renamed = await callData(orderApi.flowUpdate, {
      as: w.as.boss,
      body: {
        id: stores.id,
        name: 'Duyệt đơn tạp hoá',
        systems: ['CHTH'],
        status: 'inactive',
        steps: [{ name: 'Kinh doanh', system: 'AD', room_id: w.rooms.sales }],
      },
    });
    expect(renamed).toMatchObject({ name: 'Duyệt đơn tạp hoá', status: 'inactive' });
    expect((await call(orderApi.setMyFlow, { as: w.as.chth, body: { flow_id: stores.id } })).status).toBe(
      400,
    );
    expect((await callData(orderApi.myFlow, { as: w.as.npp })).flow_id).toBeNull();
    const mine = await callData(orderApi.setMyFlow, { as: w.as.npp, body: { flow_id: nppFlow } });
    expect(mine).toMatchObject({ flow_id: nppFlow, flow: { name: 'Duyệt đơn NPP' } });
    expect((await call(orderApi.flowCreate, { as: w.as.sales1, body: distributorFlow() })).status).toBe(403);

    const type = await callData(orderApi.typeCreate, {
      as: w.as.boss,
      body: { code: 'BAN', name: 'Đơn bán hàng' },
    });
    expect(
      (await call(orderApi.typeCreate, { as: w.as.boss, body: { code: 'ban', name: 'Trùng' } })).status,
    ).toBe(409);
    const off = await callData(orderApi.typeUpsert, {
      as: w.as.boss,
      body: { id: type.id, code: 'BAN', name: 'Đơn bán', is_active: false },
    });
    expect(off).toMatchObject({ id: type.id, is_active: false });
    await callData(orderApi.typeUpsert, { as: w.as.boss, body: { code: 'KM', name: 'Đơn khuyến mãi' } });
    expect((await callData(orderApi.typeList, { as: w.as.reader })).map((t) => t.code)).toEqual([
      'KM',
      'BAN',
    ]);
    const inactiveType = await call(orderApi.create, {
      as: w.as.npp,
      body: body(1, { order_type_id: type.id }),
    });
    expect(inactiveType.errors).toEqual([{ field: 'order_type_id', message: 'Loại đơn không hợp lệ' }]);
  });

  it('runs only the steps whose conditions hold, in order, and tells the next approvers', async () => {
    // 2 boxes = 400,000 đ: no credit overrun, under the director's threshold → one step.
    const small = await callData(orderApi.create, { as: w.as.npp, body: body(2, { submit: true }) });
    expect(small).toMatchObject({
      status: 'pending',
      flow_id: nppFlow,
      waiting_step_name: 'Kinh doanh xác nhận',
    });
    expect(small.approval.map((s) => s.state)).toEqual(['waiting', 'skipped', 'skipped']);
    expect(small.allowed_actions).toEqual(['withdraw']);
    const forSales = await callData(orderApi.get, { as: w.as.sales1, params: { id: small.id } });
    // Sales staff order for partners (order.manage): they may also withdraw it for them.
    expect(forSales.allowed_actions).toEqual(['approve', 'reject', 'withdraw']);
    expect((await noticesOf(w.ids.sales2)).at(-1)).toMatchObject({
      title: 'Đơn hàng chờ duyệt',
      path: `/order/export/${small.id}`,
    });
    expect(
      (
        await callData(orderApi.status, {
          as: w.as.sales2,
          params: { id: small.id },
          body: { action: 'approve' },
        })
      ).status,
    ).toBe('approved');
    expect((await noticesOf(w.ids.npp)).at(-1)?.content).toContain('đã được duyệt');

    // 10 boxes = 2,000,000 đ: above the threshold → sales, then the director.
    const big = await callData(orderApi.create, { as: w.as.npp, body: body(10, { submit: true }) });
    expect(big.approval.map((s) => [s.state, s.matched])).toEqual([
      ['waiting', []],
      ['skipped', []],
      ['upcoming', ['amount_above']],
    ]);
    const notMember = await decide('outsider', big.id, 'approve');
    expect(notMember.status).toBe(403);
    expect(notMember.message).toBe('Bạn không thuộc phòng duyệt của bước đang chờ');
    expect((await decide('boss', big.id, 'approve')).status).toBe(403);
    const first = await decide('sales1', big.id, 'approve');
    expect(first.data).toMatchObject({ status: 'pending', waiting_step_name: 'Giám đốc duyệt' });
    expect((await noticesOf(w.ids.boss)).at(-1)?.content).toContain('Giám đốc duyệt');
    expect((await decide('sales2', big.id, 'approve')).status).toBe(403);
    const last = await decide('boss', big.id, 'approve');
    expect(last.data?.status).toBe('approved');
    expect(last.data?.history.map((e) => e.kind)).toEqual([
      'created',
      'submitted',
      'step_approved',
      'step_approved',
      'approved',
    ]);

    // A 6 % discount on a small order also needs the director.
    const discounted = await callData(orderApi.create, {
      as: w.as.npp,
      body: body(1, {
        lines: [
          {
            variant_id: w.catalogue.variants[0]!,
            unit_id: w.catalogue.piece,
            quantity: 1,
            discount_percent: 6,
          },
        ],
        submit: true,
      }),
    });
    expect(discounted.approval[2]).toMatchObject({ state: 'upcoming', matched: ['discount_above'] });
  });

  it('needs the credit step when the order would exceed the credit limit, and refuses a flow without one', async () => {
    await callData(orderApi.setCreditLimit, {
      as: w.as.accountant,
      params: { id: w.ids.npp },
      body: { credit_limit: 500_000 },
    });
    const over = await callData(orderApi.create, { as: w.as.npp, body: body(3, { submit: true }) });
    expect(over.approval.map((s) => [s.state, s.matched])).toEqual([
      ['waiting', []],
      ['upcoming', ['credit_exceeded']],
      ['skipped', []],
    ]);
    await decide('sales1', over.id, 'approve');
    const accountant = await decide('accountant', over.id, 'approve');
    expect(accountant.data?.status).toBe('approved');

    const noCredit = await callData(orderApi.flowCreate, {
      as: w.as.boss,
      body: {
        name: 'Không có bước công nợ',
        systems: ['NPP'],
        steps: [{ name: 'Kinh doanh', system: 'AD', room_id: w.rooms.sales }],
      },
    });
    const refused = await call(orderApi.create, {
      as: w.as.npp,
      body: body(3, { flow_id: noCredit.id, submit: true }),
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Đơn vượt hạn mức công nợ nhưng luồng duyệt không có bước duyệt công nợ');
    await callData(orderApi.setCreditLimit, {
      as: w.as.accountant,
      params: { id: w.ids.npp },
      body: { credit_limit: null },
    });
  });

  it('never lets anyone approve their own order, and lets a deputy decide for an away approver', async () => {
    // Sales staff order for the distributor: they cannot approve the order they placed.
    const placed = await callData(orderApi.create, {
      as: w.as.sales1,
      body: body(1, { account_id: w.ids.npp, submit: true }),
    });
    const own = await decide('sales1', placed.id, 'approve');
    expect(own.status).toBe(403);
    expect(own.message).toBe('Không được tự duyệt đơn của chính mình');
    expect((await decide('admin', placed.id, 'approve')).status).toBe(200);

    const order = await callData(orderApi.create, { as: w.as.npp, body: body(1, { submit: true }) });
    expect((await decide('outsider', order.id, 'approve')).status).toBe(403);
    const start = new Date(Date.now() - HOUR).toISOString();
    const end = new Date(Date.now() + 24 * HOUR).toISOString();
    const self = await call(orderApi.createDelegation, {
      as: w.as.sales2,
      body: { deputy_id: w.ids.sales2, starts_at: start, ends_at: end },
    });
    expect(self.errors).toEqual([{ field: 'deputy_id', message: 'Không thể ủy quyền cho chính mình' }]);
    const delegation = await callData(orderApi.createDelegation, {
      as: w.as.sales2,
      body: { deputy_id: w.ids.outsider, starts_at: start, ends_at: end, note: 'Nghỉ phép' },
    });
    expect(delegation).toMatchObject({ approver_id: w.ids.sales2, deputy_id: w.ids.outsider });
    expect((await callData(orderApi.delegations, { as: w.as.outsider })).map((d) => d.id)).toEqual([
      delegation.id,
    ]);
    const awaiting = await callData(orderApi.list, {
      as: w.as.outsider,
      query: { awaiting_me: true, page_size: 100 },
    });
    expect(awaiting.results.map((r) => r.id)).toContain(order.id);
    const byDeputy = await decide('outsider', order.id, 'approve');
    expect(byDeputy.data?.approval[0]).toMatchObject({
      state: 'approved',
      decided_by: w.ids.outsider,
      on_behalf_of_name: 'Người sales2',
    });
    await callData(orderApi.deleteDelegation, { as: w.as.sales2, params: { id: delegation.id } });
    const next = await callData(orderApi.create, { as: w.as.npp, body: body(1, { submit: true }) });
    expect((await decide('outsider', next.id, 'approve')).status).toBe(403);
  });

  it('resets any approval when an approved or partly approved order is edited; duplicates start as drafts', async () => {
    const order = await callData(orderApi.create, { as: w.as.npp, body: body(10, { submit: true }) });
    await decide('sales1', order.id, 'approve');
    const edited = await callData(orderApi.update, {
      as: w.as.npp,
      params: { id: order.id },
      body: body(11),
    });
    expect(edited).toMatchObject({
      status: 'pending',
      waiting_step_name: 'Kinh doanh xác nhận',
      total: 2_200_000,
    });
    expect(edited.approval.map((s) => s.state)).toEqual(['waiting', 'skipped', 'upcoming']);
    expect(edited.history.map((e) => e.kind).slice(-3)).toEqual(['updated', 'approval_reset', 'submitted']);
    await decide('sales1', order.id, 'approve');
    const approved = (await decide('boss', order.id, 'approve')).data!;
    expect(approved.status).toBe('approved');
    const again = await callData(orderApi.v2Update, {
      as: w.as.npp,
      params: { id: order.id },
      body: body(1),
    });
    expect(again).toMatchObject({ status: 'pending', approved_at: null });
    expect(again.approval.map((s) => s.state)).toEqual(['waiting', 'skipped', 'skipped']);

    const copy = await callData(orderApi.duplicate, { as: w.as.npp, params: { id: order.id } });
    expect(copy).toMatchObject({ status: 'draft', approval: [], line_count: 1, approved_at: null });
    expect(copy.id).not.toBe(order.id);
    expect(copy.history.map((e) => [e.kind, e.reason])).toEqual([
      ['created', null],
      ['duplicated_from', order.code],
    ]);
  });

  it('approves many orders at once with the same rules, reporting per order', async () => {
    const mine = await callData(orderApi.create, {
      as: w.as.sales2,
      body: body(1, { account_id: w.ids.npp, submit: true }),
    });
    const other = await callData(orderApi.create, { as: w.as.npp, body: body(1, { submit: true }) });
    const draft = await callData(orderApi.create, { as: w.as.npp, body: body(1) });
    const result = await callData(orderApi.mConfirmMultiple, {
      as: w.as.sales2,
      body: { ids: [mine.id, other.id, draft.id, 999_999], decision: 'approve' },
    });
    expect(result).toMatchObject({ succeeded: 1, failed: 3 });
    expect(result.results).toEqual([
      {
        id: mine.id,
        code: mine.code,
        ok: false,
        status: 'pending',
        message: 'Không được tự duyệt đơn của chính mình',
      },
      { id: other.id, code: other.code, ok: true, status: 'approved', message: null },
      {
        id: draft.id,
        code: draft.code,
        ok: false,
        status: 'draft',
        message: 'Trạng thái hiện tại của đơn không cho phép thao tác này',
      },
      { id: 999_999, code: null, ok: false, status: null, message: 'Không tìm thấy đơn hàng' },
    ]);
    const rejectMany = await callData(orderApi.v2StatusMany, {
      as: w.as.sales1,
      body: { ids: [mine.id], action: 'reject', reason: 'Sai giá' },
    });
    expect(rejectMany.results[0]).toMatchObject({ ok: true, status: 'rejected' });
    const v3 = await callData(orderApi.statusMany, {
      as: w.as.npp,
      body: { ids: [draft.id], action: 'submit' },
    });
    expect(v3.results[0]).toMatchObject({ ok: true, status: 'pending' });
  });

  it('makes exactly one order of 50 identical concurrent submits with one Idempotency-Key', async () => {
    const before = await sqlRows<{ n: number }>(sql`select count(*)::int as n from orders`);
    const headers = { 'idempotency-key': 'order-submit-50' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(orderApi.create, { as: w.as.npp, headers, body: body(1, { submit: true }) }),
      ),
    );
    // PGlite runs one request at a time, so every duplicate replays the first answer; on PostgreSQL
    // a duplicate arriving while the first still runs is told so (409, the client retries).
    const created = answers.filter((a) => a.status === 200);
    expect(created.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(new Set(created.map((a) => a.data!.id)).size).toBe(1);
    const after = await sqlRows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });

  it('lets exactly one of two approvers racing on the same step win; the other gets 409', async () => {
    const order = await callData(orderApi.create, { as: w.as.npp, body: body(10, { submit: true }) });
    const race = await Promise.all(
      (['sales1', 'sales2'] as const).map((as) =>
        call(orderApi.mConfirm, {
          as: w.as[as],
          params: { id: order.id },
          body: { decision: 'approve', version: order.version },
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const steps = await sqlRows<{ state: string }>(
      sql`select state from order_approval_steps where order_id = ${order.id} order by position`,
    );
    expect(steps.map((s) => s.state)).toEqual(['approved', 'skipped', 'waiting']);
    // The same race through the legacy call, without a version: the step is taken once.
    const single = await callData(orderApi.create, { as: w.as.npp, body: body(1, { submit: true }) });
    const legacy = await Promise.all(
      (['sales1', 'sales2'] as const).map((as) =>
        call(orderApi.legacyConfirm, { as: w.as[as], body: { order_id: single.id, decision: 'approve' } }),
      ),
    );
    expect(legacy.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('reminds the approvers of a step waiting too long, then escalates to the escalation room', async () => {
    const order = await callData(orderApi.create, { as: w.as.npp, body: body(1, { submit: true }) });
    const soon = await runReminders(w.t.database.db, new Date(Date.now() + HOUR));
    expect(soon.reminded).not.toContain(order.id);
    const later = await runReminders(w.t.database.db, new Date(Date.now() + 3 * HOUR));
    expect(later.reminded).toContain(order.id);
    expect(later.escalated).not.toContain(order.id);
    expect((await noticesOf(w.ids.sales1)).at(-1)).toMatchObject({ title: 'Nhắc duyệt đơn hàng' });
    const again = await runReminders(w.t.database.db, new Date(Date.now() + 3 * HOUR));
    expect(again.reminded).not.toContain(order.id);
    const overdue = await runReminders(w.t.database.db, new Date(Date.now() + 5 * HOUR));
    expect(overdue.escalated).toContain(order.id);
    expect((await noticesOf(w.ids.boss)).at(-1)).toMatchObject({ title: 'Đơn hàng chờ duyệt quá hạn' });
    const detail = await callData(orderApi.get, { as: w.as.npp, params: { id: order.id } });
    expect(detail.history.map((e) => e.kind).slice(-2)).toEqual(['reminded', 'escalated']);
  });
});
