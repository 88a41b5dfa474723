import { orderApi, orderStatuses, plusDays, todayInVietnam } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { callData } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from './order-world.test-kit.js';
import { salesByDistributor, wholeMonthsWithin } from './order-report.repository.js';
import { salesMonthsDrift } from './order-sales-months.test-kit.js';

describe('order sales report: whole months', () => {
  it('splits a period into whole months and the partial days around them', () => {
    expect(wholeMonthsWithin('2026-01-15', '2026-04-10')).toEqual({
      first: '2026-02-01',
      last: '2026-03-01',
      before: { from: '2026-01-15', to: '2026-01-31' },
      after: { from: '2026-04-01', to: '2026-04-10' },
    });
    expect(wholeMonthsWithin('2025-12-01', '2026-02-28')).toEqual({
      first: '2025-12-01',
      last: '2026-02-01',
      before: undefined,
      after: undefined,
    });
    expect(wholeMonthsWithin('2028-02-01', '2028-02-28')).toBeUndefined();
    expect(wholeMonthsWithin('2028-02-01', '2028-02-29')?.last).toBe('2028-02-01');
    expect(wholeMonthsWithin('2026-03-02', '2026-04-30')).toMatchObject({
      first: '2026-04-01',
      last: '2026-04-01',
      after: undefined,
    });
    expect(wholeMonthsWithin('2026-03-02', '2026-03-30')).toBeUndefined();
  });
});

describe('order sales report: monthly totals kept by the orders table', () => {
  let w: OrderWorld;
  const today = todayInVietnam();

  const drift = () => salesMonthsDrift(w.t.database.db);

  beforeAll(async () => {
    w = await createOrderWorld();
    // 420 orders over 14 months, every status, distributors and stores, with and without an area or
    // a seller, in one statement (as the bench and bulk imports write).
    const statuses = sql.join(
      orderStatuses.map((s) => sql`${s}`),
      sql`, `,
    );
    await w.t.database.db.execute(sql`
      insert into orders (code, status, account_id, account_system, area_id, seller_id, delivery_address,
                          subtotal, discount, total, created_at)
      select 'RPT' || g, (array[${statuses}])[1 + g % ${orderStatuses.length}],
             case when g % 3 = 0 then ${w.ids.chth}::int when g % 3 = 1 then ${w.ids.npp}::int else ${w.ids.nppOther}::int end,
             case when g % 3 = 0 then 'CHTH' else 'NPP' end,
             case when g % 5 = 0 then null else (array[${w.areaIds[0]}::int, ${w.areaIds[1]}::int])[1 + g % 2] end,
             case when g % 3 = 0 then ${w.ids.npp}::int when g % 4 = 0 then ${w.ids.nppOther}::int end,
             'Địa chỉ', 1000 * g + 500, 500, 1000 * g,
             now() - (g * interval '1 day') + (g % 7) * interval '3 hours'
      from generate_series(1, 420) g`);
  });

  afterAll(async () => {
    await w.t.close();
  });

  it('keeps the totals equal to the sold orders through inserts, status changes, edits and deletes', async () => {
    const db = w.t.database.db;
    expect(await drift()).toBe(0);
    const kept = rowsOf<{ n: number }>(
      await db.execute(sql`select sum(order_count)::int as n from order_sales_months`),
    )[0]!.n;
    expect(kept).toBeGreaterThan(0);
    // Orders approved, cancelled after approval, repriced, moved to another area, deleted.
    await db.execute(
      sql`update orders set status = 'approved' where code like 'RPT%' and status = 'pending'`,
    );
    expect(await drift()).toBe(0);
    await db.execute(
      sql`update orders set status = 'cancelled' where code like 'RPT%' and status = 'shipping'`,
    );
    await db.execute(
      sql`update orders set subtotal = subtotal + 70, total = total + 70 where code like 'RPT%' and id % 7 = 0`,
    );
    await db.execute(sql`update orders set area_id = ${w.areaIds[1]} where code like 'RPT%' and id % 11 = 0`);
    await db.execute(sql`update orders set note = 'chỉ ghi chú' where code like 'RPT%' and id % 2 = 0`);
    await db.execute(sql`delete from orders where code like 'RPT%' and id % 13 = 0`);
    expect(await drift()).toBe(0);
  });

  it('reports the same from the kept months as from the orders one by one, for any period and area', async () => {
    const db = w.t.database.db;
    const periods = [
      [plusDays(today, -365), today],
      [plusDays(today, -200), plusDays(today, -20)],
      [plusDays(today, -40), plusDays(today, -3)],
      [plusDays(today, -10), today],
    ] as const;
    for (const [from, to] of periods)
      for (const areaId of [undefined, w.areaIds[1]]) {
        const range = { from, to, areaId, page: 0, pageSize: 50 };
        // Seeing every order reads the kept months; a condition that holds for every order reads `orders`.
        const kept = await salesByDistributor(db, { ...range, visibility: undefined });
        const oneByOne = await salesByDistributor(db, { ...range, visibility: sql`true` });
        expect(kept, `${from} … ${to}, area ${areaId}`).toEqual(oneByOne);
        if (to === today && from < plusDays(today, -300)) expect(kept.totals.order_count).toBeGreaterThan(50);
      }
    const year = await callData(orderApi.salesReportNpp, {
      as: w.as.boss,
      body: { from: plusDays(today, -365), to: today },
    });
    expect(year.results.map((r) => r.account_id).sort()).toEqual([w.ids.npp, w.ids.nppOther].sort());
  });
});
