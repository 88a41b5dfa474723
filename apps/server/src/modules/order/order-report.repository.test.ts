import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLD_ORDER_STATUSES, todayInVietnam } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Database } from '../../platform/db/database.js';
import { openTestDatabase, testCaller } from '../../testing/test-app.js';
import { salesByDistributor } from './order-report.repository.js';
import { insertOrderSample, type OrderSample, type SampleOrder } from './order-sample.test-kit.js';
import { orderVisibility, orderVisibleTo } from './order-scope.js';

/** What `sales_report_npp` must answer, computed from the sample in memory. */
function expectedReport(visible: SampleOrder[]) {
  const sold = visible.filter(
    (o) => o.recent && (SOLD_ORDER_STATUSES as readonly string[]).includes(o.status),
  );
  const per = new Map<
    number,
    { order_count: number; ordered_total: number; sold_count: number; sold_total: number }
  >();
  const of = (id: number) => {
    if (!per.has(id)) per.set(id, { order_count: 0, ordered_total: 0, sold_count: 0, sold_total: 0 });
    return per.get(id)!;
  };
  for (const o of sold) {
    if (o.accountSystem === 'NPP') {
      of(o.accountId).order_count += 1;
      of(o.accountId).ordered_total += o.total;
    }
    if (o.sellerId !== null) {
      of(o.sellerId).sold_count += 1;
      of(o.sellerId).sold_total += o.total;
    }
  }
  const rows = [...per.entries()]
    .map(([account_id, figures]) => ({ account_id, ...figures }))
    .sort(
      (a, b) =>
        b.ordered_total + b.sold_total - (a.ordered_total + a.sold_total) || a.account_id - b.account_id,
    );
  return {
    rows,
    total: rows.length,
    totals: { order_count: sold.length, amount: sold.reduce((n, o) => n + o.total, 0) },
  };
}

describe('salesByDistributor', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let sample: OrderSample;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    sample = await insertOrderSample(database.db);
  });
  afterAll(() => drop());

  const today = todayInVietnam();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

  it.each([
    ['admin', () => testCaller({ isSuperuser: true })],
    [
      'one-zone staff',
      () =>
        testCaller({
          accountId: sample.staffId,
          scope: { unrestricted: false, areaIds: [], zoneIds: [1], accountIds: [] },
        }),
    ],
  ] as const)(
    "answers %s each distributor's ordered and sold orders of the period, largest first, and the totals",
    async (_, callerOf) => {
      const caller: Caller = callerOf();
      const expected = expectedReport(sample.orders.filter((o) => orderVisibleTo(caller, o)));
      expect(expected.rows.some((r) => r.order_count > 0 && r.sold_count > 0)).toBe(true);
      expect(expected.rows.some((r) => r.order_count === 0)).toBe(true);
      const range = { from, to: today, visibility: orderVisibility(caller) };
      const all = await salesByDistributor(database.db, { ...range, page: 0, pageSize: 100 });
      expect(all.rows.map(({ account_name: _n, account_username: _u, ...figures }) => figures)).toEqual(
        expected.rows,
      );
      expect(all.total).toBe(expected.total);
      expect(all.totals).toEqual(expected.totals);
      const second = await salesByDistributor(database.db, { ...range, page: 1, pageSize: 2 });
      expect(second.rows.map((r) => r.account_id)).toEqual(
        expected.rows.slice(2, 4).map((r) => r.account_id),
      );
      expect(second.total).toBe(expected.total);
    },
  );

  it('answers an empty period with no rows and zero totals', async () => {
    const report = await salesByDistributor(database.db, {
      from: '2001-01-01',
      to: '2001-01-31',
      visibility: undefined,
      page: 0,
      pageSize: 20,
    });
    expect(report).toEqual({ rows: [], total: 0, totals: { order_count: 0, amount: 0 } });
  });
});
