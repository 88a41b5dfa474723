import { eq, or, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../platform/auth/caller.js';
import { scopeAllows, scopeCondition } from '../../platform/auth/data-scope.js';
import { accounts } from './account.tables.js';

/**
 * Rows of `accounts` a caller may see: the platform's data-scope rule on the account's area, zone
 * and id, plus always the caller's own account. `undefined` means no limit.
 */
export function accountScopeCondition(scope: DataScope, selfId?: number): SQL | undefined {
  const scoped = scopeCondition(scope, {
    area: accounts.areaId,
    zone: accounts.zoneId,
    account: accounts.id,
  });
  if (!scoped || selfId === undefined) return scoped;
  return or(scoped, eq(accounts.id, selfId));
}

/**
 * The same rule for an account as a write would leave it (its area, zone and id; no id yet for a
 * new one): a caller may create or move an account only within its own data scope.
 */
export function accountScopeAllows(
  scope: DataScope,
  row: { id: number | null; areaId: number | null; zoneId: number | null },
  selfId?: number,
): boolean {
  if (row.id !== null && row.id === selfId) return true;
  return scopeAllows(scope, { area: row.areaId, zone: row.zoneId, account: row.id });
}
