import { eq, or, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../platform/auth/caller.js';
import { scopeCondition } from '../../platform/auth/data-scope.js';
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
