import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { blankToNull, id, isoDateTime, optionalId, optionalText, text } from '../shared/scalars.js';

/** A calendar day (YYYY-MM-DD), in Vietnam time. */
const day = z.iso.date({ message: 'stock.invalid_date' });
const optionalDay = blankToNull(day);

/** The near-expiry window until someone changes it in the warehouse settings (`warehouseApi.settings`). */
export const WAREHOUSE_NEAR_EXPIRY_DAYS = 60;
/** Most lines of one receipt. */
export const RECEIPT_MAX_LINES = 200;
/** Most units on one line (keeps base-unit sums inside integers). */
export const RECEIPT_MAX_QUANTITY = 1_000_000;

const quantity = z.coerce
  .number({ message: 'stock.quantity_invalid' })
  .int({ message: 'stock.quantity_invalid' })
  .min(1, { message: 'stock.quantity_invalid' })
  .max(RECEIPT_MAX_QUANTITY, { message: 'stock.quantity_invalid' });

/**
 * What moved stock: goods in, goods out (for an order or not), a transfer between warehouses, a
 * stock count's variance, goods an order's customer sent back.
 */
export const RECEIPT_KINDS = ['import', 'export', 'transfer', 'count', 'return'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const RECEIPT_KIND_LABELS: Record<ReceiptKind, { vi: string; en: string }> = {
  import: { vi: 'Phiếu nhập kho', en: 'Goods receipt' },
  export: { vi: 'Phiếu xuất kho', en: 'Goods issue' },
  transfer: { vi: 'Phiếu chuyển kho', en: 'Stock transfer' },
  count: { vi: 'Phiếu kiểm kê', en: 'Stock count' },
  return: { vi: 'Phiếu nhập hàng trả về', en: 'Returned goods' },
};

// --- receipts in -----------------------------------------------------------------------------

/** One line of goods in: a lot (new or known by its number) with its dates and cost. */
export const importLineInput = z
  .object({
    variant_id: id,
    unit_id: id,
    quantity,
    lot_code: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, { message: 'validation.required' })
      .max(40, { message: 'validation.too_long' })
      .regex(/^[A-Za-z0-9._/-]+$/, { message: 'stock.lot_code_invalid' }),
    manufactured_on: optionalDay.optional(),
    expires_on: day,
    /** Cost of one unit as entered (đồng); the lot keeps it per base unit for the stock value. */
    unit_cost: z.coerce
      .number({ message: 'stock.cost_invalid' })
      .int({ message: 'stock.cost_invalid' })
      .min(0, { message: 'stock.cost_invalid' })
      .max(1_000_000_000, { message: 'stock.cost_invalid' })
      .default(0),
  })
  .superRefine((line, ctx) => {
    if (line.manufactured_on && line.manufactured_on > line.expires_on)
      ctx.addIssue({ code: 'custom', path: ['expires_on'], message: 'stock.expiry_before_manufacture' });
  });
export type ImportLineInput = z.input<typeof importLineInput>;

export const importReceiptInput = z.object({
  warehouse_id: id,
  note: optionalText(1000),
  lines: z
    .array(importLineInput)
    .min(1, { message: 'stock.lines_required' })
    .max(RECEIPT_MAX_LINES, { message: 'stock.too_many_lines' }),
});
export type ImportReceiptInput = z.input<typeof importReceiptInput>;

/** One line taken from a lot (goods out, transfer). */
export const lotLineInput = z.object({
  variant_id: id,
  unit_id: id,
  quantity,
  consignment_id: id,
});
export type LotLineInput = z.input<typeof lotLineInput>;

const lotLines = z
  .array(lotLineInput)
  .min(1, { message: 'stock.lines_required' })
  .max(RECEIPT_MAX_LINES, { message: 'stock.too_many_lines' });

/**
 * Goods out. With `order_id` (an approved order): the lines must be exactly the order's quantities,
 * taken from lots of its warehouse; posting moves the order to "shipping".
 */
export const exportReceiptInput = z.object({
  warehouse_id: id,
  order_id: optionalId,
  note: optionalText(1000),
  lines: lotLines,
});
export type ExportReceiptInput = z.input<typeof exportReceiptInput>;

export const transferReceiptInput = z
  .object({
    warehouse_id: id,
    to_warehouse_id: id,
    note: optionalText(1000),
    lines: lotLines,
  })
  .refine((value) => value.warehouse_id !== value.to_warehouse_id, {
    path: ['to_warehouse_id'],
    message: 'stock.same_warehouse',
  });
export type TransferReceiptInput = z.input<typeof transferReceiptInput>;

/** A stock count: what was counted per lot; the variance against the books is posted. */
export const countLineInput = z.object({
  variant_id: id,
  consignment_id: id,
  /** Counted, in base units. */
  counted: z.coerce
    .number({ message: 'stock.quantity_invalid' })
    .int({ message: 'stock.quantity_invalid' })
    .min(0, { message: 'stock.quantity_invalid' })
    .max(RECEIPT_MAX_QUANTITY * 1000, { message: 'stock.quantity_invalid' }),
});
export const stockCountInput = z.object({
  warehouse_id: id,
  note: optionalText(1000),
  lines: z
    .array(countLineInput)
    .min(1, { message: 'stock.lines_required' })
    .max(RECEIPT_MAX_LINES, { message: 'stock.too_many_lines' }),
});
export type StockCountInput = z.input<typeof stockCountInput>;

// --- receipts out ----------------------------------------------------------------------------

export const receiptLineSchema = z.object({
  variant_id: z.number().int(),
  variant_code: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  /** As entered, in `unit_name`; a count line: the counted base units. */
  quantity: z.number().int(),
  /** Signed movement in base units at `warehouse_id` (a count: the variance). */
  quantity_base: z.number().int(),
  consignment_id: z.number().int(),
  lot_code: z.string(),
  expires_on: z.string(),
  /** A count line: what the books said before the count. */
  system_quantity: z.number().int().nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  to_warehouse_id: z.number().int().nullable(),
  to_warehouse_name: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_code: z.string().nullable(),
  note: z.string().nullable(),
  line_count: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: isoDateTime,
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptRowSchema = receiptSchema.omit({ lines: true });
export type ReceiptRow = z.infer<typeof receiptRowSchema>;

export const receiptListQuery = z.object({
  ...pagingFields,
  kind: z.enum(RECEIPT_KINDS).optional(),
  warehouse_id: id.optional(),
  order_id: id.optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  search: text(100).optional(),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;

// --- lots and stock --------------------------------------------------------------------------

export const consignmentSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  lot_code: z.string(),
  manufactured_on: z.string().nullable(),
  expires_on: z.string(),
  /** Cost of one base unit (đồng). */
  unit_cost: z.number().int(),
});
export type Consignment = z.infer<typeof consignmentSchema>;

/** `suggest_consignment`: the lots to take `quantity` base units from, first-expiry-first-out. */
export const suggestConsignmentInput = z.object({
  warehouse_id: id,
  variant_id: id,
  unit_id: id,
  quantity,
  /** The order being shipped: its own reservation counts as available to it. */
  order_id: optionalId,
});
export type SuggestConsignmentInput = z.input<typeof suggestConsignmentInput>;

export const lotAllocationSchema = z.object({
  consignment_id: z.number().int(),
  lot_code: z.string(),
  expires_on: z.string(),
  on_hand: z.number().int(),
  /** Base units to take from this lot. */
  take: z.number().int(),
  near_expiry: z.boolean(),
});
export type LotAllocation = z.infer<typeof lotAllocationSchema>;

export const suggestionSchema = z.object({
  /** Asked, in base units. */
  wanted: z.number().int(),
  /** On hand in unexpired lots minus what other orders hold reserved. */
  available: z.number().int(),
  /** Base units no lot can give (0 when the suggestion covers the quantity). */
  shortage: z.number().int(),
  allocations: z.array(lotAllocationSchema),
  /** Expired lots left out, for the keeper to see. */
  expired_skipped: z.number().int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const STOCK_GROUPINGS = ['warehouse', 'variant', 'lot'] as const;
export type StockGrouping = (typeof STOCK_GROUPINGS)[number];

/** `stock_quantity`: stock as of a day (default today), grouped by warehouse, variant or lot. */
export const stockQuantityQuery = z.object({
  ...pagingFields,
  group_by: z.enum(STOCK_GROUPINGS).default('variant'),
  warehouse_id: id.optional(),
  variant_id: id.optional(),
  consignment_id: id.optional(),
  /** End of this day in Vietnam; absent: now (the balances, not the ledger). */
  as_of: day.optional(),
  search: blankToNull(text(100)).optional(),
  near_expiry_only: z.boolean().optional(),
});
export type StockQuantityQuery = z.input<typeof stockQuantityQuery>;

export const stockRowSchema = z.object({
  warehouse_id: z.number().int().nullable(),
  warehouse_name: z.string().nullable(),
  variant_id: z.number().int().nullable(),
  variant_code: z.string().nullable(),
  product_name: z.string().nullable(),
  variant_name: z.string().nullable(),
  consignment_id: z.number().int().nullable(),
  lot_code: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** Base units on hand. */
  quantity: z.number().int(),
  /** Held by approved orders not yet shipped (only for today's stock). */
  reserved: z.number().int(),
  value: z.number().int(),
  near_expiry: z.boolean(),
  expired: z.boolean(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** `stock_quantity_detail`: the movements of a warehouse's variant (or one lot), newest first. */
export const stockMovementQuery = z.object({
  ...pagingFields,
  warehouse_id: id.optional(),
  variant_id: id.optional(),
  consignment_id: id.optional(),
  date_from: day.optional(),
  date_to: day.optional(),
});
export type StockMovementQuery = z.input<typeof stockMovementQuery>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  kind: z.enum(RECEIPT_KINDS),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  variant_id: z.number().int(),
  variant_code: z.string(),
  product_name: z.string(),
  consignment_id: z.number().int(),
  lot_code: z.string(),
  /** Signed, in base units. */
  quantity: z.number().int(),
  receipt_id: z.number().int(),
  receipt_code: z.string(),
  created_by_name: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** `stock_quantity_dropdown`: variants with stock in a warehouse, for the receipt pickers. */
export const stockDropdownQuery = z.object({
  warehouse_id: id,
  search: blankToNull(text(100)).optional(),
  barcode: blankToNull(text(14)).optional(),
});
export const stockOptionSchema = z.object({
  variant_id: z.number().int(),
  variant_code: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  on_hand: z.number().int(),
  available: z.number().int(),
});
export type StockOption = z.infer<typeof stockOptionSchema>;

/** Lots of one variant (`consignments`), for import lines that add to a known lot. */
export const consignmentQuery = z.object({
  variant_id: id,
  warehouse_id: id.optional(),
});
export const consignmentStockSchema = consignmentSchema.extend({
  on_hand: z.number().int(),
  near_expiry: z.boolean(),
  expired: z.boolean(),
});
export type ConsignmentStock = z.infer<typeof consignmentStockSchema>;

/**
 * The stock report as .xlsx (GET, bytes, `X-Export-Rows`): the filters of `stock_quantity` in the
 * query, no paging. Read permission of `stockApi.stockQuantity`.
 */
export const STOCK_EXPORT_PATH = '/consignment/api/stock_quantity/export';
export const stockExportQuery = z.object({
  group_by: z.enum(STOCK_GROUPINGS).default('variant'),
  warehouse_id: id.optional(),
  variant_id: id.optional(),
  consignment_id: id.optional(),
  as_of: day.optional(),
  search: blankToNull(text(100)).optional(),
});
export type StockExportQuery = z.output<typeof stockExportQuery>;

// --- goods prepared for shipping -------------------------------------------------------------

/** `/warehouse/cart-list`: approved orders holding stock, waiting for their goods issue. */
export const cartListQuery = z.object({
  ...pagingFields,
  warehouse_id: id.optional(),
  /** One order's hold: where it will ship from, and what is held of what it needs. */
  order_id: id.optional(),
});
export const cartRowSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  orderer_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  line_count: z.number().int(),
  total: z.number().int(),
  approved_at: isoDateTime.nullable(),
  /** Base units the order needs and base units reserved for it: short when below. */
  needed: z.number().int(),
  reserved: z.number().int(),
});
export type CartRow = z.infer<typeof cartRowSchema>;
