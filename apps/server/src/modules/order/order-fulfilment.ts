import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { lockOrder, orderRecordsByIds } from './order.repository.js';
import { orderLines, orders } from './order.tables.js';
import { noticeShipmentStage, type ShipmentNotice } from './order.notices.js';
import { noticeOrdersOf, runAction } from './order-workflow.js';

/** What the warehouse needs to know of an order to hold, issue or take back its goods. */
export interface OrderStockFacts {
  id: number;
  code: string;
  status: OrderStatus;
  sellerId: number | null;
  areaId: number | null;
}

export async function orderStockFacts(db: DbOrTx, orderId: number): Promise<OrderStockFacts | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      sellerId: orders.sellerId,
      areaId: orders.areaId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** What an order needs per variant, in base units (its lines' quantities × their unit factors). */
export async function orderVariantNeeds(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      variantId: orderLines.variantId,
      needed: sql<number>`sum(${orderLines.quantity} * ${orderLines.unitFactor})::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.needed)]));
}

/**
 * Moves an order along its delivery in the caller's transaction: the warehouse ships it with its
 * goods issue, a shipment delivers or returns it. The order's own status machine and permission
 * checks decide (a keeper without `order.fulfil`, or an order in another status, fails and the
 * caller's work rolls back with it); the orderer is told as for any status change.
 */
export async function runDeliveryAction(
  tx: DbOrTx,
  caller: Caller,
  orderId: number,
  action: 'ship' | 'deliver' | 'return',
  reason?: string | null,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('order.not_found');
  await runAction(tx, caller, order, { action, reason }, new Date());
}

/**
 * Tells the orderers that their goods are loaded on a shipment, or that it has left (no status
 * changes): the orders and their orderers read in one query each.
 */
export async function noticeOrdersShipment(
  tx: DbOrTx,
  stage: 'loaded' | 'departed',
  shipment: ShipmentNotice,
  orderIds: readonly number[],
  by: number,
): Promise<void> {
  for (const order of await noticeOrdersOf(tx, await orderRecordsByIds(tx, orderIds)))
    await noticeShipmentStage(tx, order, stage, shipment, by);
}
