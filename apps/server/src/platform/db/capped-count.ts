import { and, getTableName, not, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/app-error.js';
import type { DbOrTx } from './database.js';
import { rowsOf } from './rows.js';

/** Lists count matching rows up to this many; past it the total reads "10 000+" (`total_capped`). */
export const COUNT_CAP = 10_000;

/**
 * The rows a count reads: one condition (undefined: every row), or disjoint branches — conditions no
 * two of which a row matches (`disjointBranches`) — whose union is the rows.
 */
export type CountedRows = SQL | undefined | { branches: readonly SQL[] };

/**
 * `conditions` (any of which a row may match) as disjoint branches with the same union: each keeps
 * its condition and excludes the rows of the ones before it (`not coalesce(<before>, false)`, a null
 * column matching no branch before). Counted as `union all`, each branch walks an index of its own
 * and stops at the cap, where the `or` of the conditions visits a heap page per matching row
 * (docs/decisions/0012-list-queries.md).
 */
export function disjointBranches(conditions: readonly SQL[]): SQL[] {
  return conditions.map((condition, i) =>
    and(condition, ...conditions.slice(0, i).map((before) => not(sql`coalesce(${before}, false)`)))!,
  );
}

/**
 * An exact `count(*)` walks every matching row on each page request, which is what made large lists
 * slow. Counting through a `LIMIT cap + 1` subquery stops early, so a page costs the same on a table
 * of 10 thousand or 10 million rows; a narrower filter gets its exact count back.
 */
export async function countCapped(
  db: DbOrTx,
  table: PgTable,
  where: CountedRows,
  cap: number = COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  if (!where && (await estimatedRows(db, table)) > ESTIMATE_MARGIN * cap) return { total: cap, capped: true };
  const [row] = await cappedCountQuery(db, table, where, cap);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * An unfiltered list of a table the statistics put far past the cap reads "10 000+" without walking
 * 10 001 index entries on every page (a millisecond per request at 100 000 rows). The margin covers
 * statistics that lag behind deletes; a table never analyzed (-1) is counted.
 */
const ESTIMATE_MARGIN = 2;

async function estimatedRows(db: DbOrTx, table: PgTable): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(estimatedRowsQuery(table)))[0]?.n ?? -1);
}

/** The planner's row count of `table` (`pg_class.reltuples`; -1 before its first ANALYZE). */
export const estimatedRowsQuery = (table: PgTable): SQL =>
  sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`;

/**
 * The query `countCapped` runs: `count(*)` of at most `cap + 1` matching rows — of the `union all` of
 * the branches when given branches (no branch: a query that counts nothing).
 */
export function cappedCountQuery(db: DbOrTx, table: PgTable, where: CountedRows, cap: number = COUNT_CAP) {
  const ones = (condition: SQL | undefined) =>
    db
      .select({ one: sql<number>`1`.as('one') })
      .from(table)
      .where(condition);
  const branches = !where || !('branches' in where) ? [where] : where.branches;
  const [first, second, ...rest] = branches.length > 0 ? branches : [sql`false`];
  const rows = second ? unionAll(ones(first), ones(second), ...rest.map(ones)) : ones(first);
  const limited = rows.limit(cap + 1).as('limited');
  return db.select({ n: sql<number>`count(*)::int` }).from(limited);
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
