import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  lt,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP, countCapped, offsetWithinCap, type CountedRows } from './capped-count.js';
import type { DbOrTx } from './database.js';
import { preparedQuery } from './prepared-query.js';

/*
 * The one way a module lists its records (docs/platform.md, "List queries"). A page is answered in
 * two cheap steps instead of one query joining every table the rows name:
 *
 * 1. `pageIds`: the ids of the page, from the module's own table only — `select id … where <filters>
 *    order by <sort>, id limit <size>` — so PostgreSQL plans one table (no join order search, which
 *    cost 9–23 ms per request on the staff list) and walks an index in the requested order, stopping
 *    after the page. Deep pages continue from a row (`after`, keyset) instead of skipping rows.
 * 2. The module fetches what it shows for those ids only (names of what the rows link to), and puts
 *    them back in page order with `inIdOrder`.
 */

export type SortDirection = 'asc' | 'desc';

/**
 * One entry of a list's sort allow-list: the column(s) a page walks, all in one direction (an index
 * should lead with them, so the page is read in order and stops after its rows).
 */
export interface SortKey {
  column: AnyPgColumn | readonly AnyPgColumn[];
  direction: SortDirection;
  /** The columns alone order rows (a unique code): no id tie-breaker needed. */
  unique?: boolean;
}

export interface ListQuerySpec<Sort extends string> {
  /** The module's own table: walked for the page's ids and counted. */
  table: PgTable;
  /** Its integer primary key. */
  id: AnyPgColumn;
  /** Sorts a caller may ask for, by name; anything else falls back to `defaultSort`. */
  sorts: Record<Sort, SortKey>;
  defaultSort: NoInfer<Sort>;
}

export interface ListRequest<Sort extends string> {
  /** Filters and data scope, already combined (`and(...)`); conditions on this table only. */
  where: SQL | undefined;
  /**
   * The same rows as `where` as disjoint branches (`disjointBranches`), each the whole of `where` for
   * its rows, when `where` is an `or` no one index serves: the page's ids and the count read each
   * branch through its own index.
   */
  countWhere?: CountedRows;
  /** 0-based page and its size (the contract's `pagingFields`). Ignored with `after`. */
  page: number;
  pageSize: number;
  /** Keyset continuation: the id of the last row already shown; the page starts right after it. */
  after?: number | null | undefined;
  sort?: Sort | string | null | undefined;
}

export interface PageOfIds {
  ids: number[];
  total: number;
  capped: boolean;
}

/** A built, not yet run, query for a page's ids. */
export type PageIdsQuery = SQLWrapper &
  PromiseLike<{ id: unknown }[]> & { toSQL(): { sql: string; params: unknown[] } };

export interface ListQuery<Sort extends string> {
  /** The page's ids in order, and the matching total (capped at COUNT_CAP). */
  pageIds(db: DbOrTx, request: ListRequest<Sort>): Promise<PageOfIds>;
  /** The query `pageIds` runs for the page's ids (EXPLAIN snapshots read its plan). */
  pageIdsQuery(db: DbOrTx, request: ListRequest<Sort>): PageIdsQuery;
  /** `order by` of the chosen sort (with its tie-breaker), for the display fetch or an export. */
  orderBy(sort?: Sort | string | null): SQL[];
}

const isColumnList = (value: SortKey['column']): value is readonly AnyPgColumn[] => Array.isArray(value);

export function defineListQuery<Sort extends string>(spec: ListQuerySpec<Sort>): ListQuery<Sort> {
  const sortOf = (name: string | null | undefined): SortKey =>
    name && Object.hasOwn(spec.sorts, name) ? spec.sorts[name as Sort] : spec.sorts[spec.defaultSort];

  /** The sort's columns with the id tie-breaker unless they order rows alone. */
  const keyColumns = (key: SortKey): AnyPgColumn[] => {
    const columns: AnyPgColumn[] = isColumnList(key.column) ? [...key.column] : [key.column];
    return key.unique || columns.includes(spec.id) ? columns : [...columns, spec.id];
  };

  const orderBy = (key: SortKey): SQL[] =>
    keyColumns(key).map((column) => (key.direction === 'asc' ? asc(column) : desc(column)));

  /**
   * Rows after the row `after` in the sort order. The cursor row's sort value is read by its
   * primary key inside the query, so the client only ever passes an id.
   */
  const afterCondition = (key: SortKey, after: number): SQL => {
    const columns = keyColumns(key);
    if (columns.length === 1 && columns[0] === spec.id)
      return (key.direction === 'asc' ? gt : lt)(spec.id, after);
    const list = sql.join(columns, sql`, `);
    const operator = key.direction === 'asc' ? sql`>` : sql`<`;
    return sql`(${list}) ${operator} (select ${list} from ${spec.table} where ${eq(spec.id, after)})`;
  };

  const pageIdsQuery = (db: DbOrTx, request: ListRequest<Sort>): PageIdsQuery => {
    const key = sortOf(request.sort);
    const keyset = request.after !== undefined && request.after !== null;
    const offset = keyset ? 0 : offsetWithinCap(request.page, request.pageSize);
    const after = keyset ? afterCondition(key, request.after!) : undefined;
    const branches =
      request.countWhere && 'branches' in request.countWhere ? request.countWhere.branches : [];
    if (branches.length < 2)
      return db
        .select({ id: spec.id })
        .from(spec.table)
        .where(and(request.where, after))
        .orderBy(...orderBy(key))
        .limit(request.pageSize)
        .offset(offset);
    // Disjoint branches, each the whole of `where` for its rows (a data scope's zone, then the
    // caller's own rows): each branch's first rows up to the page's end in the sort, each through an
    // index of its own, then the page of their union. The `or` of the branches could only walk one
    // index for all of them and filter (a one-zone staff's newest orders: 6.8 → 0.04 ms).
    const columns = keyColumns(key);
    const keys = Object.fromEntries(columns.map((column, i) => [`k${i}`, sql`${column}`.as(`k${i}`)]));
    const first = (branch: SQL) =>
      db
        .select({ id: spec.id, ...keys })
        .from(spec.table)
        .where(and(branch, after))
        .orderBy(...orderBy(key))
        .limit(offset + request.pageSize);
    const [one, two, ...rest] = branches.map(first);
    const union = unionAll(one!, two!, ...rest).as('branches');
    const outer = columns.map((_, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(key.direction)}`);
    return db
      .select({ id: sql<number>`${sql.identifier('id')}` })
      .from(union)
      .orderBy(...outer)
      .limit(request.pageSize)
      .offset(offset);
  };

  return {
    orderBy: (sort) => orderBy(sortOf(sort)),

    pageIdsQuery: (db, request) => pageIdsQuery(db, request),

    async pageIds(db, request) {
      const keyset = request.after !== undefined && request.after !== null;
      const offset = keyset ? 0 : offsetWithinCap(request.page, request.pageSize);
      const rows = await pageIdsQuery(db, request);
      const ids = rows.map((r) => Number(r.id));
      // A page that is neither full nor past the end already tells the total: no count query.
      if (!keyset && ids.length > 0 && ids.length < request.pageSize && offset + ids.length <= COUNT_CAP) {
        return { ids, total: offset + ids.length, capped: false };
      }
      const counted = await countCapped(db, spec.table, request.countWhere ?? request.where);
      return { ids, ...counted };
    },
  };
}

/** `rows` (fetched by id, in any order) in the order of `ids`; ids without a row are left out. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** The display query of a list before its `where`: what `defineDisplayFetch` completes. */
interface DisplaySelect<Row> {
  where(
    condition: SQL,
  ): SQLWrapper & { prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> } };
}

/**
 * A list's display fetch — its rows, with the names they show, for a page's ids — as one statement
 * whatever the page's size (`<id> = any($ids)` instead of a list of `$n`), so it is built once and
 * prepared (`preparedQuery`): building a select of a few dozen columns and sub-selects was most of
 * Drizzle's share of a list request. `rows` answers in the ids' order; `query` binds the ids in the
 * very same statement, for EXPLAIN snapshots.
 */
export function defineDisplayFetch<Row extends { id: number }>(
  name: string,
  id: AnyPgColumn,
  select: (db: DbOrTx) => DisplaySelect<Row>,
) {
  const among = (ids: SQL) => sql`${id} = any(${ids})`;
  const prepared = preparedQuery<{ ids: number[] }, Row[]>(name, (db) =>
    select(db).where(among(sql`${sql.placeholder('ids')}`)),
  );
  return {
    async rows(db: DbOrTx, ids: readonly number[]): Promise<Row[]> {
      return ids.length === 0 ? [] : inIdOrder(ids, await prepared(db, { ids: [...ids] }));
    },
    query: (db: DbOrTx, ids: readonly number[]): SQLWrapper =>
      select(db).where(among(sql`${sql.param([...ids])}`)),
  };
}

/**
 * Filter builders that skip an absent value (undefined, null, ''), so a list's filters read as one
 * `and(...)` of optional conditions.
 */
const present = <T>(value: T | null | undefined | ''): value is T =>
  value !== undefined && value !== null && value !== '';

export const filterOn = {
  eq: <T>(column: AnyPgColumn, value: T | null | undefined): SQL | undefined =>
    present(value) ? eq(column, value) : undefined,
  gte: <T>(column: AnyPgColumn, value: T | null | undefined): SQL | undefined =>
    present(value) ? gte(column, value) : undefined,
  lte: <T>(column: AnyPgColumn, value: T | null | undefined): SQL | undefined =>
    present(value) ? lte(column, value) : undefined,
};

/**
 * A display value read per row by primary key, as a scalar sub-select in the select list —
 * `(select <name> from <its table> where <id> = <reference>)` — so PostgreSQL has no join order to
 * search, and evaluates it only for the rows fetched. Names are written out qualified because the
 * sub-select may read the list's own table (a staff member's manager).
 */
export function nameOf(name: AnyPgColumn, id: AnyPgColumn, reference: AnyPgColumn): SQL<string | null> {
  const ref = sql.identifier('display_ref');
  const outer = sql`${sql.identifier(getTableName(reference.table))}.${sql.identifier(reference.name)}`;
  return sql<string | null>`(select ${ref}.${sql.identifier(name.name)} from ${sql.identifier(
    getTableName(name.table),
  )} ${ref} where ${ref}.${sql.identifier(id.name)} = ${outer})`;
}
