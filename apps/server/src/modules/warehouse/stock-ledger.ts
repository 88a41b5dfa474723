import { sql } from 'drizzle-orm';
import type { ReceiptKind } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { stockMovements } from './stock.tables.js';

/** One lot's change at one warehouse, in signed base units. */
export interface Movement {
  warehouseId: number;
  variantId: number;
  consignmentId: number;
  quantity: number;
}

/** A movement that would take a lot below zero: what it holds. */
export interface Shortfall {
  movement: Movement;
  onHand: number;
}

const pairKey = (m: { warehouseId: number; variantId: number }) => `${m.warehouseId}:${m.variantId}`;

/**
 * Locks the stock of warehouse × variant pairs for the rest of the transaction, in one global order
 * (so two receipts never wait on each other crosswise). Every reader that decides on availability
 * (exports, reservations) takes it first: of 100 concurrent exports of one lot, each sees what the
 * previous ones left.
 */
export async function lockStock(
  tx: DbOrTx,
  pairs: readonly { warehouseId: number; variantId: number }[],
): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [pairKey(p), p])).values()].sort(
    (a, b) => a.warehouseId - b.warehouseId || a.variantId - b.variantId,
  );
  for (const pair of unique) {
    await tx.execute(sql`select pg_advisory_xact_lock(${pair.warehouseId}::int, ${pair.variantId}::int)`);
  }
}

/**
 * Posts a receipt's movements: the balances change and the ledger rows are appended in the caller's
 * transaction. A decrease applies only while the lot holds enough (a conditional update, with the
 * never-negative check constraint behind it); the shortfalls come back and the caller throws, which
 * rolls everything back. Callers lock the pairs first (`lockStock`).
 */
export async function postMovements(
  tx: DbOrTx,
  receipt: { id: number; kind: ReceiptKind; actorId: number | null },
  movements: readonly Movement[],
): Promise<Shortfall[]> {
  const merged = new Map<string, Movement>();
  for (const m of movements) {
    const key = `${m.warehouseId}:${m.variantId}:${m.consignmentId}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + m.quantity } : { ...m });
  }
  const shortfalls: Shortfall[] = [];
  const applied: Movement[] = [];
  for (const m of merged.values()) {
    if (m.quantity === 0) continue;
    if (m.quantity > 0) {
      await tx.execute(sql`
        insert into stock_balances (warehouse_id, variant_id, consignment_id, on_hand)
        values (${m.warehouseId}, ${m.variantId}, ${m.consignmentId}, ${m.quantity})
        on conflict (warehouse_id, variant_id, consignment_id)
        do update set on_hand = stock_balances.on_hand + excluded.on_hand, updated_at = now()`);
      applied.push(m);
      continue;
    }
    const [taken] = rowsOf<{ on_hand: number }>(
      await tx.execute(sql`
        update stock_balances set on_hand = on_hand + ${m.quantity}, updated_at = now()
        where warehouse_id = ${m.warehouseId} and variant_id = ${m.variantId}
          and consignment_id = ${m.consignmentId} and on_hand + ${m.quantity} >= 0
        returning on_hand`),
    );
    if (taken) {
      applied.push(m);
      continue;
    }
    const [held] = rowsOf<{ on_hand: number }>(
      await tx.execute(sql`
        select on_hand from stock_balances where warehouse_id = ${m.warehouseId}
          and variant_id = ${m.variantId} and consignment_id = ${m.consignmentId}`),
    );
    shortfalls.push({ movement: m, onHand: held?.on_hand ?? 0 });
  }
  if (shortfalls.length === 0 && applied.length > 0) {
    await tx.insert(stockMovements).values(
      applied.map((m) => ({
        warehouseId: m.warehouseId,
        variantId: m.variantId,
        consignmentId: m.consignmentId,
        quantity: m.quantity,
        kind: receipt.kind,
        receiptId: receipt.id,
        createdBy: receipt.actorId,
      })),
    );
  }
  return shortfalls;
}
