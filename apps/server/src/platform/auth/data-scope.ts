import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataScope } from './caller.js';

/** Where a table keeps the facts a data scope is checked against. */
export interface ScopeColumns {
  /** Area of the row (e.g. `accounts.area_id`, `orders.area_id`). */
  area?: AnyPgColumn;
  /** Zone of the row. */
  zone?: AnyPgColumn;
  /** Account the row belongs to (owner, creator, customer — whichever the list means). */
  account?: AnyPgColumn;
}

/** No data restriction (super users, and accounts without a data scope). Frozen: share it freely. */
const NONE: number[] = [];
Object.freeze(NONE);
export const UNRESTRICTED_SCOPE: DataScope = Object.freeze({
  unrestricted: true,
  areaIds: NONE,
  zoneIds: NONE,
  accountIds: NONE,
});

/**
 * The one filter every list and report adds for the caller's data scope (docs/access-control.md):
 * `undefined` = no restriction; otherwise a row is visible when its area is one of the scope's
 * areas, OR its zone one of its zones, OR its account one of its accounts. Each axis counts only if
 * the table maps a column for it, so a restricted scope that no mapped column can satisfy — no
 * columns mapped, or only columns for axes the scope leaves empty — matches nothing.
 */
export function scopeCondition(scope: DataScope, columns: ScopeColumns): SQL | undefined {
  const axes = scopeAxes(scope, columns);
  if (!axes) return undefined;
  if (axes.length === 0) return sql`false`;
  return axes.length === 1 ? axes[0] : or(...axes);
}

/**
 * The same rule as one condition per axis the scope and the table both have, any of which admits a
 * row (`undefined`: no restriction; empty: nothing). For callers that count each axis through an
 * index of its own (`disjointBranches`), where the `or` of two axes would defeat both indexes.
 */
export function scopeAxes(scope: DataScope, columns: ScopeColumns): SQL[] | undefined {
  if (scope.unrestricted) return undefined;
  const axes: SQL[] = [];
  if (columns.area && scope.areaIds.length > 0) axes.push(inArray(columns.area, scope.areaIds));
  if (columns.zone && scope.zoneIds.length > 0) axes.push(inArray(columns.zone, scope.zoneIds));
  if (columns.account && scope.accountIds.length > 0) axes.push(inArray(columns.account, scope.accountIds));
  return axes;
}

/** The same rule for one row already in memory (e.g. a record fetched by id). */
export function scopeAllows(
  scope: DataScope,
  row: { area?: number | null; zone?: number | null; account?: number | null },
): boolean {
  if (scope.unrestricted) return true;
  const has = (ids: readonly number[], value: number | null | undefined) =>
    value !== null && value !== undefined && ids.includes(value);
  return has(scope.areaIds, row.area) || has(scope.zoneIds, row.zone) || has(scope.accountIds, row.account);
}
