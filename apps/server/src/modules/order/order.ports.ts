import type { DbOrTx } from '../../platform/db/database.js';
import { definePort } from '../../platform/modules/ports.js';

/**
 * Called inside every transaction that may have changed an order's status (an action, a submission,
 * an edit), after the change: the warehouse module (above this one) holds stock for an approved
 * order, issues it when the order ships, takes it back when it returns, and lets it go otherwise
 * (docs/warehouse.md "Orders and stock"). It may refuse (422: not enough stock), which rolls the
 * change back.
 */
export type OrderStatusSettled = (tx: DbOrTx, orderId: number, actorId: number) => Promise<void>;

export const ORDER_PORTS = {
  statusSettled: definePort<OrderStatusSettled>('order.statusSettled'),
};
