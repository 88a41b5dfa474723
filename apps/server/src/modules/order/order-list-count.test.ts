import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@kenh/contract';
import type { Caller, DataScope } from '../../platform/auth/caller.js';
import type { Database } from '../../platform/db/database.js';
import { openTestDatabase, testCaller } from '../../testing/test-app.js';
import { insertOrderSample, type OrderSample } from './order-sample.test-kit.js';
import { orderVisibility, orderVisibilityBranches, orderVisibleTo } from './order-scope.js';
import { countOrderRows, listOrderRows, type OrderListFilter } from './order.repository.js';
import { orders } from './order.tables.js';

const scope = (s: Partial<DataScope>): DataScope => ({
  unrestricted: false,
  areaIds: [],
  zoneIds: [],
  accountIds: [],
  ...s,
});

describe('the order list count with the visibility as disjoint branches', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let sample: OrderSample;
  let callers: Record<string, Caller>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    sample = await insertOrderSample(database.db);
    // As the server resolves a restricted scope (`scopeOfRow`): it always holds the account itself.
    const staff = (s: Partial<DataScope>) =>
      testCaller({
        accountId: sample.staffId,
        scope: scope({ ...s, accountIds: [...(s.accountIds ?? []), sample.staffId] }),
      });
    callers = {
      'one-zone staff': staff({ zoneIds: [1] }),
      'staff scoped on every axis': staff({
        areaIds: [20],
        zoneIds: [1],
        accountIds: [sample.partnerIds[2]!],
      }),
      'staff with an empty scope': staff({}),
      partner: testCaller({ accountId: sample.partnerIds[0]!, type: 'NPP', systemKey: 'default' }),
    };
  });
  afterAll(() => drop());

  /**
   * Every page of a list in turn (pages of 7: the count runs on each full page), by offset and again
   * by keyset (`after` the last row shown), in the sort asked; both must list the same rows in order.
   */
  async function allPages(filter: OrderListFilter, sort: string) {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let page = 0; ; page++) {
      const result = await listOrderRows(database.db, { ...filter, sort, page, pageSize: 7 });
      totals.add(result.total);
      ids.push(...result.rows.map((r) => r.id));
      if (result.rows.length < 7) break;
    }
    const walked: number[] = [];
    for (;;) {
      const result = await listOrderRows(database.db, {
        ...filter,
        sort,
        page: 0,
        pageSize: 7,
        after: walked.at(-1),
      });
      walked.push(...result.rows.map((r) => r.id));
      if (result.rows.length < 7) break;
    }
    expect(walked).toEqual(ids);
    return { ids, totals: [...totals] };
  }

  const cases: { statuses?: OrderStatus[]; extra?: boolean }[] = [
    {},
    { statuses: ['completed'] },
    { extra: true },
  ];
  it.each(['one-zone staff', 'staff scoped on every axis', 'staff with an empty scope', 'partner'])(
    'counts exactly the orders %s may see: own orders in and out of scope, orders created for others',
    async (who) => {
      const caller = callers[who]!;
      for (const { statuses, extra } of cases) {
        // A further condition beside the branches, as the service adds for "awaiting me".
        const visibility = extra ? sql`${orders.total} > 4000` : undefined;
        const expected = sample.orders
          .filter((o) => orderVisibleTo(caller, o))
          .filter((o) => !statuses || statuses.includes(o.status))
          .filter((o) => !extra || o.total > 4000)
          .map((o) => o.id);
        expect(expected.length).toBeGreaterThan(7);
        const filter = { visibility, visibilityBranches: orderVisibilityBranches(caller), statuses };
        const newest = await allPages(filter, 'newest');
        expect(newest.totals).toEqual([expected.length]);
        expect(newest.ids).toEqual(expected.toSorted((a, b) => b - a));
        const byTotal = sample.orders.filter((o) => expected.includes(o.id));
        byTotal.sort((a, b) => b.total - a.total || b.id - a.id);
        expect((await allPages(filter, 'total_desc')).ids).toEqual(byTotal.map((o) => o.id));
        expect((await allPages(filter, 'oldest')).ids).toEqual(expected.toSorted((a, b) => a - b));
        expect(await countOrderRows(database.db, filter, 1_000)).toEqual({
          total: expected.length,
          capped: false,
        });
        expect(await countOrderRows(database.db, filter, 5)).toEqual({ total: 5, capped: true });
        // The one `or` of the visibility reads the very same orders.
        const single = await countOrderRows(
          database.db,
          {
            visibility: extra ? sql`${orderVisibility(caller)} and ${visibility}` : orderVisibility(caller),
            statuses,
          },
          1_000,
        );
        expect(single.total).toBe(expected.length);
      }
    },
  );

  it('covers the cases the branches must tell apart', () => {
    const { staffId, orders: all } = sample;
    const zoneStaff = callers['one-zone staff']!;
    const own = all.filter((o) => o.accountId === staffId);
    expect(own.some((o) => o.zoneId === 1)).toBe(true);
    expect(own.some((o) => o.zoneId === 2)).toBe(true);
    expect(own.some((o) => o.zoneId === null)).toBe(true);
    expect(all.some((o) => o.createdBy === staffId && o.accountId !== staffId && o.zoneId !== 1)).toBe(true);
    expect(all.some((o) => !orderVisibleTo(zoneStaff, o))).toBe(true);
    // The zone alone, then the caller's own orders: the scope's account axis holding only the caller
    // is the own branch again, and an `or` of it with the zone would defeat the zone's index.
    const [zoneBranch, ownBranch, ...more] = orderVisibilityBranches(zoneStaff)!.map(
      (branch) => new PgDialect().sqlToQuery(branch).sql,
    );
    expect(more).toEqual([]);
    expect(zoneBranch).toBe('"orders"."zone_id" in ($1)');
    expect(ownBranch).toContain('"orders"."created_by" = $');
    expect(orderVisibilityBranches(testCaller({ isSuperuser: true }))).toBeUndefined();
  });
});
