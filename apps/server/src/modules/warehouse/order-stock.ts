import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { orderStockFacts, orderVariantNeeds, type OrderStockFacts } from '../order/index.js';
import { servingWarehouse } from './order-stock.repository.js';
import { postReceipt, type PostedLine } from './receipt-posting.js';
import { planFirstExpiry } from './stock-availability.js';
import { lockStock } from './stock-ledger.js';
import {
  deleteReservations,
  findReceipt,
  insertReservations,
  receiptIdsOfOrder,
  receiptLines,
  reservationsOf,
  freeStock,
  type ReservationRow,
} from './stock.repository.js';

/** Statuses after the goods left: the order's stock has been (or is now) issued. */
const ISSUED = new Set(['shipping', 'delivered', 'completed']);

/**
 * Stock follows an order's status (the order module's `statusSettled` port; docs/warehouse.md):
 * approved — hold what it needs at its serving warehouse (as much as is free; the cart list shows a
 * shortfall); shipped without a goods issue — issue the held stock first expiry first, or refuse
 * (422) when the warehouse cannot cover it; returned — take the issued lots back; any other status
 * — let the hold go. Idempotent: running it twice changes nothing.
 */
export async function settleOrderStock(tx: DbOrTx, orderId: number, actorId: number): Promise<void> {
  const order = await orderStockFacts(tx, orderId);
  if (!order) return;
  const held = await reservationsOf(tx, orderId);
  if (order.status === 'approved') {
    // An edit can approve the order again with other lines: the hold follows the lines.
    const needs = await orderVariantNeeds(tx, orderId);
    if (sameNeeds(held, needs)) return;
    if (held.length > 0) await deleteReservations(tx, orderId);
    await reserve(tx, order, needs);
    return;
  }
  if (ISSUED.has(order.status)) {
    if (held.length > 0) await issue(tx, order.id, held[0]!.warehouse_id, neededOf(held), actorId);
    else if ((await receiptIdsOfOrder(tx, orderId, 'export')).length === 0) {
      // Approved before its warehouse existed (nothing held): issued now all the same.
      const warehouseId = await servingWarehouse(tx, order);
      if (warehouseId !== null)
        await issue(tx, order.id, warehouseId, await orderVariantNeeds(tx, orderId), actorId);
    }
    return;
  }
  if (held.length > 0) await deleteReservations(tx, orderId);
  if (order.status === 'returned') await takeBack(tx, order.id, actorId);
}

const neededOf = (held: readonly ReservationRow[]) => new Map(held.map((h) => [h.variant_id, h.needed]));

function sameNeeds(held: readonly ReservationRow[], needs: ReadonlyMap<number, number>): boolean {
  return held.length === needs.size && held.every((h) => needs.get(h.variant_id) === h.needed);
}

async function reserve(
  tx: DbOrTx,
  order: OrderStockFacts,
  needs: ReadonlyMap<number, number>,
): Promise<void> {
  const warehouseId = await servingWarehouse(tx, order);
  if (warehouseId === null) return;
  await lockStock(
    tx,
    [...needs.keys()].map((variantId) => ({ warehouseId, variantId })),
  );
  const rows: ReservationRow[] = [];
  const free = await freeStock(
    tx,
    [...needs.keys()].map((variantId) => ({ warehouseId, variantId })),
    order.id,
  );
  for (const [variantId, needed] of needs) {
    const available = free.get(`${warehouseId}:${variantId}`) ?? 0;
    rows.push({
      order_id: order.id,
      warehouse_id: warehouseId,
      variant_id: variantId,
      needed,
      reserved: Math.max(0, Math.min(needed, available)),
    });
  }
  await insertReservations(tx, rows);
}

/** Issues what the order needs from the lots that expire first; 422 naming how many products fall short. */
async function issue(
  tx: DbOrTx,
  orderId: number,
  warehouseId: number,
  needs: ReadonlyMap<number, number>,
  actorId: number,
): Promise<void> {
  await lockStock(
    tx,
    [...needs.keys()].map((variantId) => ({ warehouseId, variantId })),
  );
  const lines: PostedLine[] = [];
  let short = 0;
  for (const [variantId, plan] of await planFirstExpiry(tx, warehouseId, needs, orderId)) {
    if (plan.shortage > 0) short += 1;
    for (const take of plan.allocations) {
      lines.push({
        variantId,
        unitId: null,
        quantity: take.take,
        quantityBase: -take.take,
        consignmentId: take.consignment_id,
      });
    }
  }
  if (short > 0) throw new AppError(422, 'stock.insufficient', { params: { n: short } });
  await deleteReservations(tx, orderId);
  await postReceipt(tx, { kind: 'export', warehouseId, orderId, note: null, actorId }, lines);
}

/** A returned order's issued lots come back into the warehouse they left. */
async function takeBack(tx: DbOrTx, orderId: number, actorId: number) {
  if ((await receiptIdsOfOrder(tx, orderId, 'return')).length > 0) return;
  for (const receiptId of await receiptIdsOfOrder(tx, orderId, 'export')) {
    const issue = await findReceipt(tx, receiptId, undefined);
    if (!issue) continue;
    const issued = await receiptLines(tx, receiptId);
    await postReceipt(
      tx,
      { kind: 'return', warehouseId: issue.warehouse_id, orderId, note: issue.code, actorId },
      issued.map((l) => ({
        variantId: l.variant_id,
        unitId: l.unit_id,
        quantity: l.quantity,
        quantityBase: -l.quantity_base,
        consignmentId: l.consignment_id,
      })),
    );
  }
}
