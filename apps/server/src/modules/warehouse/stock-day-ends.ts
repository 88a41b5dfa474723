import { plusDays, todayInVietnam } from '@kenh/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { endOfVietnamDay, vietnamDayOf } from '../../platform/db/vietnam-days.js';
import { exec } from './stock-sql.js';

/**
 * How long after a day's end its movements are taken as complete. A movement is stamped with its
 * transaction's start (`now()`): one that began at 23:59 may commit a little after midnight, and a
 * day closed at once would miss it for ever.
 */
const SETTLE_MS = 15 * 60_000;

/** The latest day whose end may be stored: yesterday, or the day before in the first minutes of a day. */
export function lastClosableDay(now: Date = new Date()): string {
  return plusDays(todayInVietnam(new Date(now.getTime() - SETTLE_MS)), -1);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Units and value at lot cost per warehouse and Vietnam day, of the movements in [from, until). */
const movedPerDay = (from: SQL, until: SQL | undefined) => sql`
  select ${vietnamDayOf(sql`m.created_at`)} as day, m.warehouse_id,
         sum(m.quantity)::bigint as q, sum(m.quantity::bigint * c.unit_cost)::bigint as v
  from stock_movements m join consignments c on c.id = m.consignment_id
  where m.created_at >= ${from} ${until ? sql`and m.created_at < ${until}` : sql``}
  group by 1, 2`;

/** Today's balances per warehouse, as units and value at lot cost. */
const BALANCES = sql`
  select b.warehouse_id, sum(b.on_hand)::bigint as q, sum(b.on_hand::bigint * c.unit_cost)::bigint as v
  from stock_balances b join consignments c on c.id = b.consignment_id group by b.warehouse_id`;

const storedEnd = (day: string) =>
  sql`select warehouse_id, quantity as q, value as v from stock_day_ends where day = ${day}`;

/**
 * Stores the ends of days `first + 1 … first + count` (Vietnam days) in one statement (one snapshot of
 * the ledger): every warehouse's stock at the boundary, plus (forward from the end of `first`) or
 * minus (back from a later end, or from today's balances) the movements of the days between.
 */
async function storeDays(
  db: DbOrTx,
  o: { first: string; count: number; base: SQL; moved: SQL; forward: boolean },
): Promise<void> {
  // Back: a day's end is the boundary less everything moved after it — within the filled days
  // (the rows after this one) and after them (today's movements, when walking from the balances).
  const walked = o.forward
    ? sql`coalesce(b.q, 0) + sum(coalesce(x.q, 0)) over running as q,
          coalesce(b.v, 0) + sum(coalesce(x.v, 0)) over running as v`
    : sql`coalesce(b.q, 0) - coalesce(t.q, 0) - coalesce(sum(x.q) over later, 0) as q,
          coalesce(b.v, 0) - coalesce(t.v, 0) - coalesce(sum(x.v) over later, 0) as v`;
  const last = plusDays(o.first, o.count);
  await db.execute(sql`
    with base as (${o.base}),
    moved as (${o.moved}),
    keys as (select warehouse_id from base union select warehouse_id from moved),
    grid as (select (${o.first}::date + i) as day, k.warehouse_id
             from generate_series(1, ${o.count}::int) i cross join keys k),
    tail as (select warehouse_id, sum(q) as q, sum(v) as v from moved where day > ${last}::date group by warehouse_id),
    ends as (
      select g.day, g.warehouse_id, ${walked}
      from grid g
      left join base b on b.warehouse_id = g.warehouse_id
      left join moved x on x.day = g.day and x.warehouse_id = g.warehouse_id
      left join tail t on t.warehouse_id = g.warehouse_id
      window running as (partition by g.warehouse_id order by g.day rows between unbounded preceding and current row),
             later as (partition by g.warehouse_id order by g.day desc rows between unbounded preceding and 1 preceding)
    )
    insert into stock_day_ends (day, warehouse_id, quantity, value)
    select * from ends e where e.q <> 0`);
  await db.execute(sql`insert into stock_day_closings (day)
    select ${o.first}::date + i from generate_series(1, ${o.count}::int) i`);
}

const isClosed = async (db: DbOrTx, day: string) =>
  (await exec(db, sql`select 1 from stock_day_closings where day = ${day}`)).length > 0;

/**
 * Makes sure the end of `day` (on or before `lastClosableDay()`) is stored, filling every day between
 * it and the nearest stored boundary on the way — forward from the nearest earlier stored day, or back
 * from the nearest later one or from today's balances, whichever walks fewer days of the ledger. Under
 * one lock, so two readers never fill the same days.
 */
export async function ensureDayEnd(db: DbOrTx, day: string): Promise<void> {
  if (await isClosed(db, day)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stock_day_ends'))`);
    if (await isClosed(tx, day)) return;
    const [near] = await exec<{ before: string | null; after: string | null }>(
      tx,
      sql`select (select max(day)::text from stock_day_closings where day < ${day}) as before,
                 (select min(day)::text from stock_day_closings where day > ${day}) as after`,
    );
    const { before, after } = near!;
    const ahead = daysBetween(day, after ?? todayInVietnam());
    if (before && daysBetween(before, day) <= ahead) {
      await storeDays(tx, {
        first: before,
        count: daysBetween(before, day),
        base: storedEnd(before),
        moved: movedPerDay(endOfVietnamDay(before), endOfVietnamDay(day)),
        forward: true,
      });
      return;
    }
    // Back to `day` from the later stored end, or from the balances through the last closable day.
    const upTo = after ? plusDays(after, -1) : lastClosableDay();
    const first = plusDays(day, -1);
    await storeDays(tx, {
      first,
      count: daysBetween(first, upTo),
      base: after ? storedEnd(after) : BALANCES,
      moved: movedPerDay(endOfVietnamDay(day), after ? endOfVietnamDay(after) : undefined),
      forward: false,
    });
  });
}
