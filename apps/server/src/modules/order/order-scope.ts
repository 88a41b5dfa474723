import { eq, or, type SQL } from 'drizzle-orm';
import { PARTNER_TYPES, type OrderAccountRole } from '@kenh/contract';
import { disjointBranches } from '../../platform/db/capped-count.js';
import type { DbOrTx } from '../../platform/db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { scopeAllows, scopeAxes, scopeCondition } from '../../platform/auth/data-scope.js';
import { accounts } from '../account/index.js';
import { isDistributorOf } from './order-accounts.repository.js';
import { accountForOrder } from './order.repository.js';
import { orders } from './order.tables.js';

/** The facts of one order that decide who sees it. */
export interface OrderScopeFacts {
  accountId: number;
  sellerId: number | null;
  createdBy: number | null;
  areaId: number | null;
  zoneId: number | null;
}

const isPartner = (caller: Caller): boolean => (PARTNER_TYPES as readonly string[]).includes(caller.type);

/**
 * Who sees an order (docs/orders.md "Who sees what"): everyone their own orders (as orderer or
 * author); a partner account also those it sells, and nothing else whatever its data scope; staff
 * the orders whose orderer lies in their data scope (area, zone or account), all when unrestricted.
 */
export function orderVisibility(caller: Caller): SQL | undefined {
  const branches = visibilityConditions(caller);
  return branches && or(...branches);
}

/**
 * The same visibility as disjoint branches whose union it is (`disjointBranches`): what a list's
 * count reads, each branch through an index of its own (`orders_zone_status_idx` for a zone's
 * staff) instead of one heap page per visible order. Undefined: every order.
 */
export function orderVisibilityBranches(caller: Caller): SQL[] | undefined {
  const conditions = visibilityConditions(caller);
  return conditions && disjointBranches(conditions);
}

/**
 * The visibility's conditions: one per data-scope axis (the many rows), the caller's own last. The
 * scope's account axis always holds the caller (`scopeOfRow`), which the own condition already
 * admits: it is left out there, so a one-zone staff's count is one index walk of the zone plus its
 * own orders, not an `or` of the zone and itself (docs/decisions/0012 §7).
 */
function visibilityConditions(caller: Caller): SQL[] | undefined {
  const own = or(eq(orders.accountId, caller.accountId), eq(orders.createdBy, caller.accountId))!;
  if (isPartner(caller)) return [or(own, eq(orders.sellerId, caller.accountId))!];
  if (caller.isSuperuser || caller.scope.unrestricted) return undefined;
  const others = {
    ...caller.scope,
    accountIds: caller.scope.accountIds.filter((id) => id !== caller.accountId),
  };
  const axes = scopeAxes(others, { area: orders.areaId, zone: orders.zoneId, account: orders.accountId })!;
  return [...axes, own];
}

/** Staff with no data restriction (and super users): every order, payment and limit is theirs to see. */
export const seesAllOrders = (caller: Caller): boolean =>
  caller.isSuperuser || (!isPartner(caller) && caller.scope.unrestricted);

/** The same rule for one order in memory. */
export function orderVisibleTo(caller: Caller, order: OrderScopeFacts): boolean {
  if (order.accountId === caller.accountId || order.createdBy === caller.accountId) return true;
  if (isPartner(caller)) return order.sellerId === caller.accountId;
  if (caller.isSuperuser) return true;
  return scopeAllows(caller.scope, { area: order.areaId, zone: order.zoneId, account: order.accountId });
}

/** Whether a caller may order for an account placed here: itself, or staff with order.manage in scope. */
export function mayOrderFor(
  caller: Caller,
  account: { id: number; areaId: number | null; zoneId: number | null },
): boolean {
  if (account.id === caller.accountId) return true;
  if (isPartner(caller)) return false;
  if (!caller.isSuperuser && !caller.permissions.has('order.manage')) return false;
  return (
    caller.isSuperuser ||
    scopeAllows(caller.scope, { area: account.areaId, zone: account.zoneId, account: account.id })
  );
}

/** Whether the caller may see a partner's money (receivable, limit, payments): the rule of its orders. */
export async function partnerVisible(db: DbOrTx, caller: Caller, accountId: number): Promise<boolean> {
  const account = await accountForOrder(db, accountId);
  return (
    account !== undefined &&
    orderVisibleTo(caller, {
      accountId: account.id,
      sellerId: null,
      createdBy: null,
      areaId: account.areaId,
      zoneId: account.zoneId,
    })
  );
}

/**
 * Whom the order form lets the caller pick (a condition on `accounts`, undefined: anyone). As
 * orderer: a partner itself only, staff with `order.manage` the accounts in their data scope (what
 * `mayOrderFor` accepts). As seller: a partner the distributor it buys from, staff the distributors
 * in their scope.
 */
export function orderAccountRule(caller: Caller, role: OrderAccountRole): SQL | undefined {
  if (isPartner(caller))
    return role === 'orderer' ? eq(accounts.id, caller.accountId) : isDistributorOf(caller.accountId);
  if (caller.isSuperuser) return undefined;
  if (role === 'orderer' && !caller.permissions.has('order.manage')) return eq(accounts.id, caller.accountId);
  if (caller.scope.unrestricted) return undefined;
  return scopeCondition(caller.scope, { area: accounts.areaId, zone: accounts.zoneId, account: accounts.id });
}
