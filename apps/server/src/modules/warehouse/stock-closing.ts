import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { endOfVietnamDay } from '../../platform/db/vietnam-days.js';

/** The last day of the month before `day`'s month — or `day` itself when it ends its month. */
export function monthEndOnOrBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const next = new Date(date);
  next.setUTCDate(date.getUTCDate() + 1);
  if (next.getUTCDate() === 1) return day;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

/** The last day of `day`'s month. */
export function monthEndOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * Where stock as of `day` is read from: a stored month end (or today's balances, `null`) and the
 * side the movements between them and the day are walked — forward from the month end on or before
 * the day, or back from the month end after it (today's balances in the current month), whichever
 * is nearer. At most half a month of the ledger, however old the day.
 */
export function stockBoundary(day: string, today: string): { monthEnd: string | null; forward: boolean } {
  const before = monthEndOnOrBefore(day);
  if (before === day) return { monthEnd: day, forward: true };
  const after = monthEndOf(day);
  const back = after < today ? after : null;
  const backDays = daysBetween(day, back ?? today);
  return daysBetween(before, day) <= backDays
    ? { monthEnd: before, forward: true }
    : { monthEnd: back, forward: false };
}

/**
 * Makes sure the stock at the end of `monthEnd` (a past month's last day) is stored: from the nearest
 * later month end already stored, or else from today's balances, minus the movements in between.
 * Taken under a lock per month end, so two readers never compute it twice.
 */
export async function ensureMonthEnd(db: DbOrTx, monthEnd: string): Promise<void> {
  const done = async () =>
    rowsOf(await db.execute(sql`select 1 from stock_closings where month_end = ${monthEnd}`)).length > 0;
  if (await done()) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stock_closing'), hashtext(${monthEnd}))`);
    if (rowsOf(await tx.execute(sql`select 1 from stock_closings where month_end = ${monthEnd}`)).length > 0)
      return;
    const [later] = rowsOf<{ month_end: string }>(
      await tx.execute(sql`select month_end::text from stock_closings where month_end > ${monthEnd}
        order by month_end limit 1`),
    );
    const start = later
      ? sql`select warehouse_id, variant_id, consignment_id, on_hand as q from stock_month_ends
          where month_end = ${later.month_end}`
      : sql`select warehouse_id, variant_id, consignment_id, on_hand as q from stock_balances`;
    const until = later ? sql`and created_at < ${endOfVietnamDay(later.month_end)}` : sql``;
    await tx.execute(sql`
      insert into stock_month_ends (month_end, warehouse_id, variant_id, consignment_id, on_hand)
      select ${monthEnd}::date, warehouse_id, variant_id, consignment_id, sum(q)::int from (
        ${start}
        union all
        select warehouse_id, variant_id, consignment_id, -quantity from stock_movements
          where created_at >= ${endOfVietnamDay(monthEnd)} ${until}
      ) moved group by warehouse_id, variant_id, consignment_id having sum(q) <> 0`);
    await tx.execute(sql`insert into stock_closings (month_end) values (${monthEnd})`);
  });
}
