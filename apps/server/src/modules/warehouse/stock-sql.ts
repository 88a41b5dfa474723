import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { VIETNAM_TODAY } from '../../platform/db/vietnam-days.js';
import { NEAR_EXPIRY_DAYS } from './warehouse-settings.repository.js';

/** SQL fragments the stock repositories share. */

/** The first day past the near-expiry window (the settings' days from today). */
export const NEAR_LIMIT = sql`(${VIETNAM_TODAY} + ${NEAR_EXPIRY_DAYS})`;

export const exec = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));

/**
 * A page of grouped rows whose query carries the number of groups (`count(*) over () as total_rows`):
 * the total comes with the page; a page past the end has no row to carry it, so `counted` (the rows
 * being paged) is counted apart.
 */
export async function pageWithTotal<T extends { total_rows: number }>(
  db: DbOrTx,
  page: SQL,
  counted: SQL,
  pageIndex: number,
): Promise<{ rows: T[]; total: number }> {
  const rows = await exec<T>(db, page);
  if (rows.length > 0 || pageIndex === 0) return { rows, total: rows[0]?.total_rows ?? 0 };
  const [count] = await exec<{ n: number }>(db, sql`select count(*)::int as n from (${counted}) counted`);
  return { rows, total: count?.n ?? 0 };
}
