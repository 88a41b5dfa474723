import {
  EDITABLE_ORDER_STATUSES,
  isOneOf,
  orderStatusMachine,
  transitionPermissions,
  type OrderAction,
  type OrderStatus,
} from '@kenh/contract';
import { satisfies, type Caller } from '../../platform/auth/caller.js';

/** Actions an orderer runs on their own order (or staff with order.manage on one in scope). */
export const ORDERER_ACTIONS: readonly OrderAction[] = ['submit', 'withdraw', 'reopen'];
/** Decisions on the waiting step. */
export const DECISIONS: readonly OrderAction[] = ['approve', 'reject'];

interface OwnedOrder {
  status: OrderStatus;
  accountId: number;
  createdBy: number | null;
}

/** The orderer, whoever placed it, or staff ordering for partners (the order is visible to them). */
export function ordersFor(caller: Caller, order: OwnedOrder): boolean {
  return (
    order.accountId === caller.accountId ||
    order.createdBy === caller.accountId ||
    caller.isSuperuser ||
    caller.permissions.has('order.manage')
  );
}

/** Cancelling a draft or rejected order is the orderer's; an approved one is the approver's or fulfiller's. */
export function isOrdererAction(status: OrderStatus, action: OrderAction): boolean {
  return (
    ORDERER_ACTIONS.includes(action) || (action === 'cancel' && (status === 'draft' || status === 'rejected'))
  );
}

/** The machine's actions from this status whose permission the caller holds (before the flow's checks). */
export function permittedActions(caller: Caller, order: OwnedOrder): OrderAction[] {
  const transitions = orderStatusMachine[order.status];
  return (Object.keys(transitions) as OrderAction[]).filter((action) => {
    const transition = transitions[action]!;
    if (!satisfies(caller, transitionPermissions(transition))) return false;
    return !isOrdererAction(order.status, action) || ordersFor(caller, order);
  });
}

export function canEditOrder(caller: Caller, order: OwnedOrder): boolean {
  return (
    isOneOf(EDITABLE_ORDER_STATUSES, order.status) &&
    satisfies(caller, ['exporttodistributororder', 'order.manage']) &&
    ordersFor(caller, order)
  );
}
