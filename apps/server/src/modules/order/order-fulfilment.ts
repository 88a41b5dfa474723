import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { lockOrder } from './order.repository.js';
import { runAction } from './order-workflow.js';

/**
 * Ships an order whose goods issue the warehouse has just posted, in the transaction: the
 * order's own status machine and permission checks decide (a keeper without `order.fulfil`, or an
 * order no longer approved, fails and the issue rolls back with it).
 */
export async function shipIssuedOrder(tx: DbOrTx, caller: Caller, orderId: number): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('order.not_found');
  await runAction(tx, caller, order, { action: 'ship' }, new Date());
}
