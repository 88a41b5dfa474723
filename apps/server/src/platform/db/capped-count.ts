import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/app-error.js';
import type { DbOrTx } from './database.js';

/** Lists count matching rows up to this many; past it the total reads "10 000+" (`total_capped`). */
export const COUNT_CAP = 10_000;

/**
 * An exact `count(*)` walks every matching row on each page request, which is what made large lists
 * slow. Counting through a `LIMIT cap + 1` subquery stops early, so a page costs the same on a table
 * of 10 thousand or 10 million rows; a narrower filter gets its exact count back.
 */
export async function countCapped(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap: number = COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const limited = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * Offset paging walks every skipped row, so pages stop where counting stops: the pager never offers
 * a page past COUNT_CAP rows, and a request for one is refused with a hint to narrow the filter.
 */
export function offsetWithinCap(page: number, pageSize: number): number {
  const offset = page * pageSize;
  if (offset >= COUNT_CAP) {
    throw badRequest('error.bad_request', [{ field: 'page', message: 'validation.page_too_deep' }]);
  }
  return offset;
}
