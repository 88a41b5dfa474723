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

const keyOf = (m: { warehouseId: number; variantId: number; consignmentId: number }) =>
  `${m.warehouseId}:${m.variantId}:${m.consignmentId}`;

/** Movements as a `values` list of (warehouse, variant, lot, quantity) rows. */
const valuesOf = (movements: readonly Movement[]) =>
  sql.join(
    movements.map(
      (m) => sql`(${m.warehouseId}::int, ${m.variantId}::int, ${m.consignmentId}::int, ${m.quantity}::int)`,
    ),
    sql`, `,
  );

/**
 * Posts a receipt's movements: the balances change and the ledger rows are appended in the caller's
 * transaction, in three statements whatever the number of lines. A decrease applies only while the
 * lot holds enough (a conditional update, with the never-negative check constraint behind it); the
 * movements that could not apply come back and the caller throws, which rolls everything back.
 * Callers lock the pairs first (`lockStock`).
 */
export async function postMovements(
  tx: DbOrTx,
  receipt: { id: number; kind: ReceiptKind; actorId: number | null },
  movements: readonly Movement[],
): Promise<Movement[]> {
  const merged = new Map<string, Movement>();
  for (const m of movements) {
    const known = merged.get(keyOf(m));
    merged.set(keyOf(m), known ? { ...known, quantity: known.quantity + m.quantity } : { ...m });
  }
  const moved = [...merged.values()].filter((m) => m.quantity !== 0);
  const decreases = moved.filter((m) => m.quantity < 0);
  const increases = moved.filter((m) => m.quantity > 0);
  if (decreases.length > 0) {
    const taken = new Set(
      rowsOf<{ warehouse_id: number; variant_id: number; consignment_id: number }>(
        await tx.execute(sql`
          update stock_balances b set on_hand = b.on_hand + v.q, updated_at = now()
          from (values ${valuesOf(decreases)}) as v(w, vr, c, q)
          where b.warehouse_id = v.w and b.variant_id = v.vr and b.consignment_id = v.c
            and b.on_hand + v.q >= 0
          returning b.warehouse_id, b.variant_id, b.consignment_id`),
      ).map((r) =>
        keyOf({ warehouseId: r.warehouse_id, variantId: r.variant_id, consignmentId: r.consignment_id }),
      ),
    );
    const short = decreases.filter((m) => !taken.has(keyOf(m)));
    if (short.length > 0) return short;
  }
  if (increases.length > 0) {
    await tx.execute(sql`
      insert into stock_balances (warehouse_id, variant_id, consignment_id, on_hand)
      values ${valuesOf(increases)}
      on conflict (warehouse_id, variant_id, consignment_id)
      do update set on_hand = stock_balances.on_hand + excluded.on_hand, updated_at = now()`);
  }
  if (moved.length > 0) {
    await tx.insert(stockMovements).values(
      moved.map((m) => ({
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
  return [];
}
