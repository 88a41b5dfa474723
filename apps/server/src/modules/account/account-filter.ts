import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountFilter } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { searchCondition } from './account.repository.js';
import { accountScopeCondition } from './account-scope.js';
import type { AccountPortFunctions } from './account.ports.js';
import { accounts } from './account.tables.js';

/**
 * The user manager's filters (get_all and its export) as one condition, within the caller's data
 * scope when a caller is given. The role filter is the access module's subquery of the role's
 * member ids, so the list stays one query on indexes (account_roles' primary key, then accounts').
 */
export function accountFilterCondition(
  filter: AccountFilter,
  roleMembers: AccountPortFunctions['roleMembers'],
  caller?: Pick<Caller, 'scope' | 'accountId'>,
): SQL | undefined {
  return and(
    caller ? accountScopeCondition(caller.scope, caller.accountId) : undefined,
    searchCondition(filter.search),
    filter.type ? eq(accounts.type, filter.type) : undefined,
    filter.is_active === undefined ? undefined : eq(accounts.isActive, filter.is_active),
    filter.system_key ? eq(accounts.systemKey, filter.system_key) : undefined,
    filter.area_id ? eq(accounts.areaId, filter.area_id) : undefined,
    filter.zone_id ? eq(accounts.zoneId, filter.zone_id) : undefined,
    filter.role_id ? sql`${accounts.id} in (${roleMembers(filter.role_id)})` : undefined,
  );
}
