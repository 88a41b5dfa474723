import { sql } from 'drizzle-orm';
import { orderApi, orderStatuses } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/app-context.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { callData, clientFor } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { accountManifest, insertAccounts } from '../account/index.js';
import { areas, locateManifest } from '../locate/index.js';
import { priceListManifest } from '../price-list/index.js';
import { productManifest } from '../product/index.js';
import { lastTet } from './order.demo.js';
import { salesMonthsDrift } from './order-sales-months.test-kit.js';
import { orderManifest } from './index.js';

describe('order demo data', () => {
  let t: TestApp;
  const approver = testCaller({ permissions: ['exporttodistributororder', 'order.approve'] });

  beforeAll(async () => {
    t = await createTestApp({}, { callers: { approver } });
  });
  afterAll(() => t.close());

  it(
    'seeds a year of priced orders in every status with a Tết peak, a few waiting for truongvung, once',
    { timeout: 300_000 },
    async () => {
      const seed = {
        ctx: { db: t.database.db } as unknown as AppContext,
        admin: () => Promise.resolve(testCaller({ accountId: 1, isSuperuser: true })),
        password: 'Demo-pass-2026',
      } satisfies SeedContext;
      for (const manifest of [accountManifest, locateManifest, productManifest, priceListManifest])
        await manifest.seed?.run(seed);
      // The partner network's own seed takes minutes: a small network of distributors and stores.
      const places = await t.database.db.select({ id: areas.id }).from(areas);
      await insertAccounts(
        t.database.db,
        Array.from({ length: 60 }, (_, i) => ({
          username: `demo.partner${i}`,
          passwordHash: 'not-used',
          fullname: `Đối tác ${i}`,
          type: i % 6 === 0 ? ('NPP' as const) : ('CHTH' as const),
          systemKey: i % 6 === 0 ? 'NPP' : 'CHTH',
          areaId: places[i % places.length]?.id ?? null,
        })),
      );
      // Wall time on a shared machine says little: the process's CPU time is logged beside it.
      const started = performance.now();
      const cpu = process.cpuUsage();
      await orderManifest.seed!.run(seed);
      const used = process.cpuUsage(cpu);
      console.info(
        `order demo seed: ${Math.round(performance.now() - started)} ms wall, ` +
          `${Math.round((used.user + used.system) / 1000)} ms CPU`,
      );
      await orderManifest.seed!.run(seed);

      const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));
      const [counts] = await query<{ orders: number; lines: number; bad: number; unpriced: number }>(sql`
        select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines,
          (select count(*)::int from orders o where o.total <> (select sum(l.line_total) from order_lines l where l.order_id = o.id)) as bad,
          (select count(*)::int from order_lines l where not exists (select 1 from price_list_items i
             where i.price_list_id = l.price_list_id and i.variant_id = l.variant_id and i.unit_id = l.unit_id
               and i.price = l.unit_price)) as unpriced`);
      expect(counts!.orders).toBeGreaterThan(15_000);
      expect(counts!.lines).toBeGreaterThan(counts!.orders);
      expect(counts!.bad).toBe(0);
      expect(counts!.unpriced).toBe(0);
      // The bulk load skips ordinary triggers; the monthly sales totals follow it all the same.
      expect(await salesMonthsDrift(t.database.db)).toBe(0);

      // Ids and codes follow the dates, as real orders get them: "newest" (by id) is the latest order.
      const [order] = await query<{ unordered: number }>(sql`
        select count(*)::int as unordered from (
          select created_at < lag(created_at) over (order by id) as back,
                 code < lag(code) over (order by id) as code_back from orders) o
        where back or code_back`);
      expect(order!.unordered).toBe(0);

      const statuses = await query<{ status: string }>(sql`select distinct status from orders`);
      expect(statuses.map((s) => s.status).sort()).toEqual([...orderStatuses].sort());

      // The month before Tết holds far more orders than an average month.
      const tet = lastTet(new Date());
      const [season] = await query<{ peak: number; year: number }>(sql`
        select count(*) filter (where created_at between ${tet.toISOString()}::timestamptz - interval '30 days'
                                  and ${tet.toISOString()}::timestamptz)::int as peak,
               count(*)::int as year from orders`);
      expect(season!.peak).toBeGreaterThan((season!.year / 12) * 2);

      const [boss] = await query<{ id: number }>(sql`select id from accounts where username = 'truongvung'`);
      approver.accountId = boss!.id;
      approver.systemKey = 'AD';
      const waiting = await callData(orderApi.list, {
        as: clientFor(t, boss!.id, { authorization: 'Bearer approver' }),
        query: { awaiting_me: true },
      });
      expect(waiting.total).toBeGreaterThan(0);
      expect(waiting.results.every((r) => r.status === 'pending')).toBe(true);

      // The past's reminders and escalations happened in the past: nothing is due at the first start.
      const [due] = rowsOf<{ remind: number; escalate: number; done: number }>(
        await t.database.db.execute(sql`
          select
            count(*) filter (where reminded_at is null
              and waiting_since + make_interval(hours => remind_after_hours) < now())::int as remind,
            count(*) filter (where escalated_at is null
              and waiting_since + make_interval(hours => escalate_after_hours) < now())::int as escalate,
            count(*) filter (where escalated_at is not null)::int as done
          from order_approval_steps where state = 'waiting'`),
      );
      expect(due).toMatchObject({ remind: 0, escalate: 0 });
      expect(due!.done).toBeGreaterThan(0);
    },
  );
});
