import type { ReceiptKind } from '@kenh/contract';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { lockStock, postMovements, type Movement } from './stock-ledger.js';
import { freeStock, insertReceipt, insertReceiptLines } from './stock.repository.js';

const CODE_PREFIX: Record<ReceiptKind, string> = {
  import: 'PN',
  export: 'PX',
  transfer: 'PC',
  count: 'PK',
  return: 'PT',
};

/** A movement with the receipt line it comes from (for the field errors). */
type LineMovement = Movement & { line: number };

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
  const movements: LineMovement[] = lines.flatMap((l, line) => [
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
  const short = await postMovements(
    tx,
    { id: receiptId, kind: header.kind, actorId: header.actorId },
    movements,
  );
  if (short.length > 0) {
    const lots = new Set(short.map((m) => `${m.warehouseId}:${m.variantId}:${m.consignmentId}`));
    throw shortOn(
      linesWhere(movements, (m) => lots.has(`${m.warehouseId}:${m.variantId}:${m.consignmentId}`)),
      'stock.insufficient_line',
    );
  }
  // Goods out may not eat into what approved orders hold (other than the order being issued).
  if (header.kind === 'export' || header.kind === 'transfer') {
    const out = movements.filter((m) => m.quantity < 0);
    const free = await freeStock(tx, out, header.orderId);
    const eaten = linesWhere(out, (m) => (free.get(`${m.warehouseId}:${m.variantId}`) ?? 0) < 0);
    if (eaten.size > 0) throw shortOn(eaten, 'stock.reserved_for_orders');
  }
  return receiptId;
}

const linesWhere = (movements: readonly LineMovement[], test: (m: LineMovement) => boolean) =>
  new Set(movements.filter(test).map((m) => m.line));

/** 422 "not enough stock for n lines", with the reason on each line's quantity. */
function shortOn(lines: ReadonlySet<number>, message: string): AppError {
  return new AppError(422, 'stock.insufficient', {
    params: { n: lines.size },
    errors: [...lines].sort((a, b) => a - b).map((line) => ({ field: `lines.${line}.quantity`, message })),
  });
}
