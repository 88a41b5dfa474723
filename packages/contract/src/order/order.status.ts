import { defineStatusMachine } from '../shared/status-machine.js';

/**
 * An order's life (docs/orders.md "Statuses"). `pending` covers every approval step: the approval
 * progress says which step waits. `approve` leads to `approved` only when the last applicable step
 * is approved; before that the order stays `pending` and the next step waits.
 */
export const orderStatuses = [
  'draft',
  'pending',
  'rejected',
  'approved',
  'shipping',
  'delivered',
  'completed',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Each status's name in both languages (filters, tags, exports, notifications). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, { vi: string; en: string }> = {
  draft: { vi: 'Nháp', en: 'Draft' },
  pending: { vi: 'Chờ duyệt', en: 'Awaiting approval' },
  rejected: { vi: 'Bị từ chối', en: 'Rejected' },
  approved: { vi: 'Đã duyệt', en: 'Approved' },
  shipping: { vi: 'Đang giao', en: 'Shipping' },
  delivered: { vi: 'Đã giao', en: 'Delivered' },
  completed: { vi: 'Hoàn thành', en: 'Completed' },
  returned: { vi: 'Trả hàng', en: 'Returned' },
  cancelled: { vi: 'Đã hủy', en: 'Cancelled' },
};

/** Tag colour per status (Ant Design preset names), so every screen shows a status the same way. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  draft: 'default',
  pending: 'processing',
  rejected: 'error',
  approved: 'cyan',
  shipping: 'geekblue',
  delivered: 'blue',
  completed: 'success',
  returned: 'warning',
  cancelled: 'default',
};

/** Statuses in which the order's lines may still be edited (an edit resets any approval). */
export const EDITABLE_ORDER_STATUSES = ['draft', 'pending', 'rejected', 'approved'] as const;
/** Statuses whose amount the partner owes (receivable = these orders − payments). */
export const RECEIVABLE_ORDER_STATUSES = ['delivered', 'completed'] as const;
/** Statuses of goods that left for the orderer: a store's goods receipt (`/chth-manager/{id}/import/{id}`). */
export const SHIPPED_ORDER_STATUSES = ['shipping', 'delivered', 'completed', 'returned'] as const;
/**
 * Statuses past the goods going out: they left, or they never will. A goods issue or shipment the
 * order does not have by now was not made, rather than "not yet".
 */
const DISPATCH_SETTLED_ORDER_STATUSES: readonly OrderStatus[] = [...SHIPPED_ORDER_STATUSES, 'cancelled'];
export const isDispatchSettled = (status: OrderStatus | undefined): boolean =>
  status !== undefined && DISPATCH_SETTLED_ORDER_STATUSES.includes(status);
/** Statuses counted as sales in the reports (approved and beyond, not returned or cancelled). */
export const SOLD_ORDER_STATUSES = ['approved', 'shipping', 'delivered', 'completed'] as const;

export const orderActions = [
  'submit',
  'withdraw',
  'approve',
  'reject',
  'reopen',
  'ship',
  'deliver',
  'complete',
  'return',
  'cancel',
] as const;
export type OrderAction = (typeof orderActions)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, { vi: string; en: string }> = {
  submit: { vi: 'Gửi duyệt', en: 'Submit' },
  withdraw: { vi: 'Rút lại', en: 'Withdraw' },
  approve: { vi: 'Duyệt', en: 'Approve' },
  reject: { vi: 'Từ chối', en: 'Reject' },
  reopen: { vi: 'Mở lại', en: 'Reopen' },
  ship: { vi: 'Xuất giao', en: 'Ship' },
  deliver: { vi: 'Đã giao hàng', en: 'Mark delivered' },
  complete: { vi: 'Hoàn thành', en: 'Complete' },
  return: { vi: 'Trả hàng', en: 'Return' },
  cancel: { vi: 'Hủy đơn', en: 'Cancel order' },
};

/** The orderer's code: an orderer acts on their own orders, staff on orders in their scope. */
const ORDERER = ['exporttodistributororder', 'order.manage'] as const;
const APPROVE = 'order.approve' as const;
const FULFIL = 'order.fulfil' as const;

/**
 * Approve and reject also need the caller to be an approver of the waiting step (its room and
 * system, or the active deputy of such a member) and not the orderer (checked by the server).
 */
export const orderStatusMachine = defineStatusMachine<OrderStatus, OrderAction>({
  draft: {
    submit: { to: 'pending', permission: ORDERER },
    cancel: { to: 'cancelled', permission: ORDERER, danger: true },
  },
  pending: {
    approve: { to: 'approved', permission: APPROVE },
    reject: { to: 'rejected', permission: APPROVE, danger: true },
    withdraw: { to: 'draft', permission: ORDERER },
  },
  rejected: {
    reopen: { to: 'draft', permission: ORDERER },
    cancel: { to: 'cancelled', permission: ORDERER, danger: true },
  },
  approved: {
    ship: { to: 'shipping', permission: FULFIL },
    cancel: { to: 'cancelled', permission: [APPROVE, FULFIL], danger: true },
  },
  shipping: {
    deliver: { to: 'delivered', permission: FULFIL },
    return: { to: 'returned', permission: FULFIL, danger: true },
  },
  delivered: {
    complete: { to: 'completed', permission: FULFIL },
    return: { to: 'returned', permission: FULFIL, danger: true },
  },
  completed: {},
  returned: {},
  cancelled: {},
});

/** Actions that must carry a reason (shown in the history and sent to the orderer). */
export const ORDER_ACTIONS_NEEDING_REASON: readonly OrderAction[] = ['reject', 'cancel', 'return'];
