import { defineStatusMachine } from '../shared/status-machine.js';

/**
 * A price list's life (docs/pricing.md "Status machine"). `approved`, `active`, `replaced` and
 * `expired` were approved once: the resolver reads them by their dates; `active`, `replaced` and
 * `expired` are set by the server's scheduler, never by a person.
 */
export const priceListStatuses = [
  'draft',
  'pending',
  'rejected',
  'approved',
  'active',
  'replaced',
  'expired',
  'cancelled',
] as const;
export type PriceListStatus = (typeof priceListStatuses)[number];

/** Each status's name in both languages (list filters, tags, exports). */
export const PRICE_LIST_STATUS_LABELS: Record<PriceListStatus, { vi: string; en: string }> = {
  draft: { vi: 'Nháp', en: 'Draft' },
  pending: { vi: 'Chờ duyệt', en: 'Awaiting approval' },
  rejected: { vi: 'Bị từ chối', en: 'Rejected' },
  approved: { vi: 'Đã duyệt, chờ áp dụng', en: 'Approved, not yet in force' },
  active: { vi: 'Đang áp dụng', en: 'In force' },
  replaced: { vi: 'Đã được thay thế', en: 'Replaced' },
  expired: { vi: 'Hết hiệu lực', en: 'Expired' },
  cancelled: { vi: 'Đã hủy', en: 'Cancelled' },
};

/** Statuses of a list that was approved once: the only ones that ever price anything. */
export const APPROVED_PRICE_LIST_STATUSES = ['approved', 'active', 'replaced', 'expired'] as const;
/** Statuses still being worked on (the `/price-list/pending` screen). */
export const WORKING_PRICE_LIST_STATUSES = ['draft', 'pending', 'rejected'] as const;
/** Statuses a list can still be edited in (an edit bumps the revision; a rejected list returns to draft). */
export const EDITABLE_PRICE_LIST_STATUSES = ['draft', 'rejected'] as const;

export const priceListActions = ['submit', 'withdraw', 'approve', 'reject', 'cancel'] as const;
export type PriceListAction = (typeof priceListActions)[number];

const MANAGE = 'pricelistproduct.manage' as const;
const APPROVE = 'pricelistproduct.approve' as const;

/**
 * Approve and reject also need a caller other than the author, the last editor and the submitter
 * (four eyes, checked by the server). Cancelling an approved list is a revocation before it takes
 * effect, so it takes the approver's code.
 */
export const priceListStatusMachine = defineStatusMachine<PriceListStatus, PriceListAction>({
  draft: {
    submit: { to: 'pending', permission: MANAGE },
    cancel: { to: 'cancelled', permission: MANAGE, danger: true },
  },
  pending: {
    approve: { to: 'approved', permission: APPROVE },
    reject: { to: 'rejected', permission: APPROVE, danger: true },
    withdraw: { to: 'draft', permission: MANAGE },
  },
  rejected: {
    submit: { to: 'pending', permission: MANAGE },
    cancel: { to: 'cancelled', permission: MANAGE, danger: true },
  },
  approved: { cancel: { to: 'cancelled', permission: APPROVE, danger: true } },
  active: {},
  replaced: {},
  expired: {},
  cancelled: {},
});
