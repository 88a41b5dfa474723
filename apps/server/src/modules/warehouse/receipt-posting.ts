import type { ReceiptKind } from '@kenh/contract';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { lockStock, postMovements, type Movement } from './stock-ledger.js';
import { insertReceipt, insertReceiptLines, reservedByOthers, usableOnHand } from './stock.repository.js';

const CODE_PREFIX: Record<ReceiptKind, string> = {
  import: 'PN',
  export: 'PX',
  transfer: 'PC',
  count: 'PK',
  return: 'PT',
};

export interface ReceiptHeader {
  kind: ReceiptKind;
  warehouseId: number;
  toWarehouseId?: number | null;
  orderId: number | null;
  note: string | null;
  actorId: number;
}

/** One line as posted: as entered (unit, quantity) and its signed base units at the warehouse. */
export interface PostedLine {
  variantId: number;
  unitId: number | null;
  quantity: number;
  quantityBase: number;
  consignmentId: number;
  systemQuantity?: number | null;
}

/**
 * Posts a receipt in the caller's transaction: its code, header and lines, then the ledger (a
 * transfer also moves the goods into `toWarehouseId`). A lot that cannot give what a line takes fails
 * the whole receipt — 422 with a field error on each short line — and nothing is kept.
 */
export async function postReceipt(
  tx: DbOrTx,
  header: ReceiptHeader,
  lines: readonly PostedLine[],
): Promise<number> {
  const movements: (Movement & { line: number })[] = lines.flatMap((l, line) => [
    {
      line,
      warehouseId: header.warehouseId,
      variantId: l.variantId,
      consignmentId: l.consignmentId,
      quantity: l.quantityBase,
    },
    ...(header.toWarehouseId
      ? [
          {
            line,
            warehouseId: header.toWarehouseId,
            variantId: l.variantId,
            consignmentId: l.consignmentId,
            quantity: -l.quantityBase,
          },
        ]
      : []),
  ]);
  await lockStock(tx, movements);
  const code = `${CODE_PREFIX[header.kind]}${String(await takeNextNumber(tx, `receipt_${header.kind}`)).padStart(6, '0')}`;
  const receiptId = await insertReceipt(tx, {
    code,
    kind: header.kind,
    warehouseId: header.warehouseId,
    toWarehouseId: header.toWarehouseId ?? null,
    orderId: header.orderId,
    note: header.note,
    lineCount: lines.length,
    createdBy: header.actorId,
  });
  await insertReceiptLines(
    tx,
    lines.map((l, position) => ({
      receiptId,
      position,
      variantId: l.variantId,
      unitId: l.unitId,
      quantity: l.quantity,
      quantityBase: l.quantityBase,
      consignmentId: l.consignmentId,
      systemQuantity: l.systemQuantity ?? null,
    })),
  );
  const shortfalls = await postMovements(
    tx,
    { id: receiptId, kind: header.kind, actorId: header.actorId },
    movements,
  );
  if (shortfalls.length > 0) {
    const short = new Set(
      movements
        .filter((m) =>
          shortfalls.some(
            (s) =>
              s.movement.warehouseId === m.warehouseId &&
              s.movement.variantId === m.variantId &&
              s.movement.consignmentId === m.consignmentId,
          ),
        )
        .map((m) => m.line),
    );
    throw shortOn(short, 'stock.insufficient_line');
  }
  // Goods out may not eat into what approved orders hold (other than the order being issued).
  if (header.kind === 'export' || header.kind === 'transfer') {
    const eaten = new Set<number>();
    for (const m of movements.filter((m) => m.quantity < 0)) {
      const free =
        (await usableOnHand(tx, m.warehouseId, m.variantId)) -
        (await reservedByOthers(tx, m.warehouseId, m.variantId, header.orderId));
      if (free < 0) eaten.add(m.line);
    }
    if (eaten.size > 0) throw shortOn(eaten, 'stock.reserved_for_orders');
  }
  return receiptId;
}

/** 422 "not enough stock for n lines", with the reason on each line's quantity. */
function shortOn(lines: ReadonlySet<number>, message: string): AppError {
  return new AppError(422, 'stock.insufficient', {
    params: { n: lines.size },
    errors: [...lines].sort((a, b) => a - b).map((line) => ({ field: `lines.${line}.quantity`, message })),
  });
}
