import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Receipt,
  ReceiptRow,
  exportReceiptInput,
  importReceiptInput,
  receiptListQuery,
  stockCountInput,
  transferReceiptInput,
  Page,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.js';
import { lookupVariantUnits, variantUnitKey } from '../product/index.js';
import { orderStockFacts, orderVariantNeeds, runDeliveryAction } from '../order/index.js';

import { postReceipt, type PostedLine } from './receipt-posting.js';
import { lockStock } from './stock-ledger.js';
import {
  balanceOf,
  deleteReservations,
  ensureLots,
  findReceipt,
  lotKey,
  listReceipts,
  lotsByIds,
  receiptLines,
  reservationsOf,
  type ReceiptDbRow,
} from './stock.repository.js';
import { warehouseStatusInScope } from './warehouse.repository.js';
import { warehouseScopeOf } from './warehouse.service.js';
import { isoTime } from '../../platform/db/iso-time.js';

type FieldIssue = { field: string; message: string };
const invalid = (errors: FieldIssue[]) => badRequest('error.bad_request', errors);

const rowView = (row: ReceiptDbRow): ReceiptRow => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  warehouse_id: row.warehouse_id,
  warehouse_name: row.warehouse_name,
  to_warehouse_id: row.to_warehouse_id,
  to_warehouse_name: row.to_warehouse_name,
  order_id: row.order_id,
  order_code: row.order_code,
  note: row.note,
  line_count: row.line_count,
  created_by_name: row.created_by_name,
  created_at: isoTime(row.created_at),
});

/** Receipts: goods in, goods out, transfers, stock counts (docs/warehouse.md). Each posts at once. */
export function createReceiptService(db: Db) {
  /** A warehouse the caller sees (404 otherwise) that still takes receipts (409 when stopped). */
  async function usableWarehouse(tx: DbOrTx, caller: Caller, id: number, field: string): Promise<number> {
    const status = await warehouseStatusInScope(tx, id, warehouseScopeOf(caller));
    if (!status) throw invalid([{ field, message: 'warehouse.not_found' }]);
    if (status !== 'active')
      throw new AppError(409, 'warehouse.inactive', { errors: [{ field, message: 'warehouse.inactive' }] });
    return id;
  }

  /** Base units per line from the catalogue's units (400 on a unit the variant is not in). */
  async function factorsOf(
    tx: DbOrTx,
    lines: readonly { variant_id: number; unit_id: number }[],
  ): Promise<number[]> {
    const units = await lookupVariantUnits(
      tx,
      lines.map((l) => ({ variantId: l.variant_id, unitId: l.unit_id })),
    );
    const errors: FieldIssue[] = [];
    const factors = lines.map((l, i) => {
      const unit = units.get(variantUnitKey(l.variant_id, l.unit_id));
      if (!unit) errors.push({ field: `lines.${i}.unit_id`, message: 'stock.unit_not_sold' });
      return unit?.factor ?? 0;
    });
    if (errors.length > 0) throw invalid(errors);
    return factors;
  }

  /** Lots named by lines must be the line's variant's, unexpired for goods out, once per line. */
  async function checkLots(
    tx: DbOrTx,
    lines: readonly { variant_id: number; consignment_id: number }[],
    refuseExpired: boolean,
  ): Promise<void> {
    const lots = await lotsByIds(
      tx,
      lines.map((l) => l.consignment_id),
    );
    const seen = new Set<string>();
    const errors: FieldIssue[] = [];
    lines.forEach((l, i) => {
      const lot = lots.get(l.consignment_id);
      const key = `${l.variant_id}:${l.consignment_id}`;
      if (!lot || lot.variant_id !== l.variant_id)
        errors.push({ field: `lines.${i}.consignment_id`, message: 'stock.lot_unknown' });
      else if (refuseExpired && lot.expired)
        errors.push({ field: `lines.${i}.consignment_id`, message: 'stock.lot_expired' });
      else if (seen.has(key))
        errors.push({ field: `lines.${i}.consignment_id`, message: 'stock.line_repeated' });
      seen.add(key);
    });
    if (errors.length > 0) throw invalid(errors);
  }

  async function view(tx: DbOrTx, id: number, scope?: SQL): Promise<Receipt> {
    const row = await findReceipt(tx, id, scope);
    if (!row) throw notFound('stock.receipt_not_found');
    const lines = await receiptLines(tx, id);
    return { ...rowView(row), lines };
  }

  async function audited(tx: DbOrTx, caller: Caller, id: number, action: string): Promise<Receipt> {
    const receipt = await view(tx, id);
    await recordAudit(tx, {
      entity: 'stock_receipt',
      entityId: id,
      action,
      actorId: caller.accountId,
      before: null,
      after: {
        code: receipt.code,
        kind: receipt.kind,
        warehouse_id: receipt.warehouse_id,
        lines: receipt.line_count,
      },
    });
    return receipt;
  }

  return {
    async list(caller: Caller, query: z.infer<typeof receiptListQuery>): Promise<Page<ReceiptRow>> {
      const { rows, total } = await listReceipts(db, {
        scope: warehouseScopeOf(caller),
        kind: query.kind,
        warehouseId: query.warehouse_id,
        orderId: query.order_id,
        from: query.date_from,
        to: query.date_to,
        search: query.search,
        page: query.page,
        pageSize: query.page_size,
      });
      return { results: rows.map(rowView), total, ...(total > 10_000 ? { total_capped: true } : {}) };
    },

    get: (caller: Caller, id: number): Promise<Receipt> => view(db, id, warehouseScopeOf(caller)),

    /** Goods in: each line's lot is found by its number or created with its dates and cost. */
    importGoods(caller: Caller, input: z.infer<typeof importReceiptInput>): Promise<Receipt> {
      return db.transaction(async (tx) => {
        const warehouseId = await usableWarehouse(tx, caller, input.warehouse_id, 'warehouse_id');
        const factors = await factorsOf(tx, input.lines);
        const lots = await ensureLots(
          tx,
          input.lines.map((l, i) => ({
            variant_id: l.variant_id,
            lot_code: l.lot_code,
            manufactured_on: l.manufactured_on ?? null,
            expires_on: l.expires_on,
            unit_cost: Math.round(l.unit_cost / factors[i]!),
          })),
        );
        const lotOf = (l: (typeof input.lines)[number]) => lots.get(lotKey(l.variant_id, l.lot_code))!;
        // A lot number already known with another expiry is another lot: the keeper must check it.
        const errors = input.lines.flatMap((l, i) =>
          lotOf(l).expires_on === l.expires_on
            ? []
            : [{ field: `lines.${i}.expires_on`, message: 'stock.lot_dates_differ' }],
        );
        const lines: PostedLine[] = input.lines.map((l, i) => ({
          variantId: l.variant_id,
          unitId: l.unit_id,
          quantity: l.quantity,
          quantityBase: l.quantity * factors[i]!,
          consignmentId: lotOf(l).id,
        }));
        if (errors.length > 0) throw invalid(errors);
        const id = await postReceipt(
          tx,
          { kind: 'import', warehouseId, orderId: null, note: input.note ?? null, actorId: caller.accountId },
          lines,
        );
        return audited(tx, caller, id, 'import');
      });
    },

    /**
     * Goods out from chosen lots. For an order: it must be approved, the lines must be exactly what
     * it needs per variant, from the warehouse holding its stock; the hold is released and the
     * order ships in the same transaction.
     */
    exportGoods(caller: Caller, input: z.infer<typeof exportReceiptInput>): Promise<Receipt> {
      return db.transaction(async (tx) => {
        const warehouseId = await usableWarehouse(tx, caller, input.warehouse_id, 'warehouse_id');
        const factors = await factorsOf(tx, input.lines);
        await checkLots(tx, input.lines, true);
        const lines = input.lines.map((l, i) => ({
          variantId: l.variant_id,
          unitId: l.unit_id,
          quantity: l.quantity,
          quantityBase: -l.quantity * factors[i]!,
          consignmentId: l.consignment_id,
        }));
        const orderId = input.order_id ?? null;
        if (orderId !== null) {
          const order = await orderStockFacts(tx, orderId);
          if (!order) throw invalid([{ field: 'order_id', message: 'order.not_found' }]);
          if (order.status !== 'approved') throw new AppError(409, 'stock.order_not_approved');
          const held = await reservationsOf(tx, orderId);
          if (held.length > 0 && held[0]!.warehouse_id !== warehouseId)
            throw invalid([{ field: 'warehouse_id', message: 'stock.order_other_warehouse' }]);
          const needs = await orderVariantNeeds(tx, orderId);
          const issued = new Map<number, number>();
          for (const l of lines) issued.set(l.variantId, (issued.get(l.variantId) ?? 0) - l.quantityBase);
          const matches =
            needs.size === issued.size &&
            [...needs].every(([variant, needed]) => issued.get(variant) === needed);
          if (!matches)
            throw new AppError(422, 'stock.order_lines_mismatch', {
              errors: [{ field: 'lines', message: 'stock.order_lines_mismatch' }],
            });
          await deleteReservations(tx, orderId);
        }
        const id = await postReceipt(
          tx,
          { kind: 'export', warehouseId, orderId, note: input.note ?? null, actorId: caller.accountId },
          lines,
        );
        if (orderId !== null) await runDeliveryAction(tx, caller, orderId, 'ship');
        return audited(tx, caller, id, 'export');
      });
    },

    transfer(caller: Caller, input: z.infer<typeof transferReceiptInput>): Promise<Receipt> {
      return db.transaction(async (tx) => {
        const warehouseId = await usableWarehouse(tx, caller, input.warehouse_id, 'warehouse_id');
        const toWarehouseId = await usableWarehouse(tx, caller, input.to_warehouse_id, 'to_warehouse_id');
        const factors = await factorsOf(tx, input.lines);
        await checkLots(tx, input.lines, false);
        const id = await postReceipt(
          tx,
          {
            kind: 'transfer',
            warehouseId,
            toWarehouseId,
            orderId: null,
            note: input.note ?? null,
            actorId: caller.accountId,
          },
          input.lines.map((l, i) => ({
            variantId: l.variant_id,
            unitId: l.unit_id,
            quantity: l.quantity,
            quantityBase: -l.quantity * factors[i]!,
            consignmentId: l.consignment_id,
          })),
        );
        return audited(tx, caller, id, 'transfer');
      });
    },

    /** A stock count: per lot, the counted quantity against the books; the variance is posted. */
    count(caller: Caller, input: z.infer<typeof stockCountInput>): Promise<Receipt> {
      return db.transaction(async (tx) => {
        const warehouseId = await usableWarehouse(tx, caller, input.warehouse_id, 'warehouse_id');
        await checkLots(tx, input.lines, false);
        const id = await postCount(tx, caller, warehouseId, input);
        return audited(tx, caller, id, 'count');
      });
    },
  };
}

/** Reads the books under the stock lock, so the variance is against what is really there. */
async function postCount(
  tx: DbOrTx,
  caller: Caller,
  warehouseId: number,
  input: z.infer<typeof stockCountInput>,
): Promise<number> {
  await lockStock(
    tx,
    input.lines.map((l) => ({ warehouseId, variantId: l.variant_id })),
  );
  const lines: PostedLine[] = [];
  for (const l of input.lines) {
    const books = await balanceOf(tx, warehouseId, l.variant_id, l.consignment_id);
    lines.push({
      variantId: l.variant_id,
      unitId: null,
      quantity: l.counted,
      quantityBase: l.counted - books,
      consignmentId: l.consignment_id,
      systemQuantity: books,
    });
  }
  return postReceipt(
    tx,
    { kind: 'count', warehouseId, orderId: null, note: input.note ?? null, actorId: caller.accountId },
    lines,
  );
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
