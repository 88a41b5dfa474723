import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RECEIPT_KINDS } from '@kenh/contract';
import { timestamptz } from '../../platform/db/columns.js';
import { accounts } from '../account/index.js';
import { orders } from '../order/index.js';
import { productVariants, units } from '../product/index.js';
import { warehouseTable } from './warehouse.tables.js';

/** A lot (the catalogue's "consignment"): one variant's goods of one manufacture and expiry. */
export const consignments = pgTable(
  'consignments',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    lotCode: text('lot_code').notNull(),
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** Cost of one base unit (đồng), from the receipt that brought the lot in first. */
    unitCost: integer('unit_cost').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consignments_variant_lot_uq').on(t.variantId, t.lotCode),
    index('consignments_expires_idx').on(t.expiresOn),
    check('consignments_cost_ck', sql`${t.unitCost} >= 0`),
  ],
);

/** A receipt: the document every movement points at (docs/warehouse.md). Posted once, never edited. */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    toWarehouseId: integer('to_warehouse_id').references(() => warehouseTable.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    note: text('note'),
    lineCount: integer('line_count').notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_receipts_code_uq').on(t.code),
    index('stock_receipts_warehouse_idx').on(t.warehouseId, t.id),
    index('stock_receipts_order_idx').on(t.orderId),
    index('stock_receipts_kind_idx').on(t.kind, t.id),
  ],
);

/** The lines as entered (unit and quantity), each with the lot and base units it moved. */
export const stockReceiptLines = pgTable(
  'stock_receipt_lines',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => stockReceipts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Signed base units at the receipt's warehouse (a count: the variance). */
    quantityBase: integer('quantity_base').notNull(),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'restrict' }),
    /** A count line: the books before the count. */
    systemQuantity: integer('system_quantity'),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.position] })],
);

/**
 * The stock ledger: append-only, one row per lot per warehouse a receipt moved (signed base units).
 * Nothing updates or deletes a row; balances are kept beside it in the same transaction.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => stockReceipts.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Stock as of a day walks the movements after it, per warehouse (docs/warehouse.md).
    index('stock_movements_warehouse_time_idx').on(t.warehouseId, t.createdAt),
    index('stock_movements_variant_time_idx').on(t.variantId, t.createdAt),
    index('stock_movements_lot_idx').on(t.consignmentId, t.warehouseId),
    index('stock_movements_receipt_idx').on(t.receiptId),
    index('stock_movements_time_idx').on(t.createdAt),
    check('stock_movements_nonzero_ck', sql`${t.quantity} <> 0`),
  ],
);

/** On hand per warehouse × variant × lot: always the ledger's sum, never negative. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'restrict' }),
    onHand: integer('on_hand').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.variantId, t.consignmentId] }),
    index('stock_balances_variant_idx').on(t.variantId),
    index('stock_balances_lot_idx').on(t.consignmentId),
    check('stock_balances_never_negative_ck', sql`${t.onHand} >= 0`),
  ],
);

/**
 * What an approved order holds at its warehouse until it is issued or cancelled (base units per
 * variant): other orders are offered only on hand minus these.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    /** What the order needs. */
    needed: integer('needed').notNull(),
    /** What could be held when it was approved (≤ needed; short otherwise). */
    reserved: integer('reserved').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.variantId] }),
    index('stock_reservations_stock_idx').on(t.warehouseId, t.variantId),
    check('stock_reservations_ck', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.needed}`),
  ],
);

/**
 * Stock at the end of a past month per warehouse × variant × lot (only non-zero), so stock as of any
 * day reads one month-end and at most a month of the ledger. Movements are never back-dated, so a
 * past month's end never changes: each is computed once, on first need (docs/warehouse.md).
 */
export const stockMonthEnds = pgTable(
  'stock_month_ends',
  {
    monthEnd: date('month_end', { mode: 'string' }).notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'restrict' }),
    onHand: integer('on_hand').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.monthEnd, t.warehouseId, t.variantId, t.consignmentId] }),
    index('stock_month_ends_variant_idx').on(t.monthEnd, t.variantId),
  ],
);

/** The month ends computed so far (an empty month end has no rows but is done). */
export const stockClosings = pgTable('stock_closings', {
  monthEnd: date('month_end', { mode: 'string' }).primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Stock at the end of a past Vietnam day per warehouse: units and their value at lot cost (lot costs
 * never change), only where the warehouse held something. The company-wide report of a day reads
 * these rows instead of every lot and the ledger between (docs/warehouse.md "Stock as of a day").
 * Past days never change, so each is computed once, on first need.
 */
export const stockDayEnds = pgTable(
  'stock_day_ends',
  {
    day: date('day', { mode: 'string' }).notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.warehouseId] })],
);

/** The days whose ends are stored (a day when no warehouse held anything has no rows but is done). */
export const stockDayClosings = pgTable('stock_day_closings', {
  day: date('day', { mode: 'string' }).primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
