import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ORDER_EVENT_KINDS, ORDER_STEP_STATES, orderStatuses } from '@kenh/contract';
import { authorColumns, timestamps, timestamptz } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { rooms } from '../access/index.js';
import { priceLists } from '../price-list/index.js';
import { productVariants, units } from '../product/index.js';
import { orderFlows, orderTypes } from './order-flow.tables.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Orders (docs/orders.md "Model"). The orderer's system, area and zone are copied at creation so
 * that data scope and every list filter read this table alone, each through an index leading with
 * the filter column and ending with the id (the list walks it in order and stops after the page).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** `DH000123`, from the code counters. */
    code: text('code').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('draft'),
    accountId: integer('account_id').notNull().references(accountIdColumn, { onDelete: 'restrict' }),
    accountSystem: text('account_system').notNull(),
    areaId: integer('area_id'),
    zoneId: integer('zone_id'),
    sellerId: integer('seller_id').references(accountIdColumn, { onDelete: 'restrict' }),
    orderTypeId: integer('order_type_id').references(() => orderTypes.id, { onDelete: 'restrict' }),
    flowId: integer('flow_id').references(() => orderFlows.id, { onDelete: 'restrict' }),
    deliveryAddress: text('delivery_address').notNull(),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    note: text('note'),
    lineCount: integer('line_count').notNull().default(0),
    subtotal: money('subtotal').notNull().default(0),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull().default(0),
    /** The approval round of the latest submission (steps of older rounds are history). */
    approvalRound: integer('approval_round').notNull().default(0),
    /** Position of the step waiting now (pending orders only). */
    currentStep: smallint('current_step'),
    /** Bumped by every write; status actions update `where version = <read>` (racing writers lose). */
    version: integer('version').notNull().default(1),
    /** Where it ships from: the warehouse module fills it. */
    warehouseId: integer('warehouse_id'),
    duplicatedFromId: integer('duplicated_from_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamptz('submitted_at'),
    approvedAt: timestamptz('approved_at'),
    deliveredAt: timestamptz('delivered_at'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.code),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_account_idx').on(t.accountId, t.id),
    index('orders_seller_idx').on(t.sellerId, t.id),
    index('orders_area_idx').on(t.areaId, t.id),
    index('orders_zone_idx').on(t.zoneId, t.id),
    // A scoped staff's capped count, one `union all` branch per scope axis: an index-only scan that
    // stops at the cap, with or without a status filter (status is a key column: Drizzle declares no
    // INCLUDE columns).
    index('orders_area_status_idx').on(t.areaId, t.status, t.id),
    index('orders_zone_status_idx').on(t.zoneId, t.status, t.id),
    // The same branch's page by amount (sort `total_desc` / `total_asc`) walked in order, as admin's
    // is through `orders_total_idx`, instead of filtering one zone's rows out of the whole table's.
    index('orders_area_status_total_idx').on(t.areaId, t.status, t.total, t.id),
    index('orders_zone_status_total_idx').on(t.zoneId, t.status, t.total, t.id),
    index('orders_system_idx').on(t.accountSystem, t.id),
    index('orders_flow_idx').on(t.flowId, t.id),
    index('orders_type_idx').on(t.orderTypeId, t.id),
    index('orders_created_by_idx').on(t.createdBy, t.id),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.total, t.id),
    // Receivable and credit: a partner's delivered and committed orders.
    index('orders_account_status_idx').on(t.accountId, t.status, t.deliveredAt),
    index('orders_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    check('orders_totals_ck', sql`${t.total} = ${t.subtotal} - ${t.discount} and ${t.total} >= 0`),
  ],
);

/** One line: the price and list revision are the resolver's at pricing time; amounts in đồng. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    unitFactor: integer('unit_factor').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'restrict' }),
    priceListRevision: integer('price_list_revision').notNull(),
    /** Hundredths of a percent (12.5% = 1250): exact, and an integer on every driver. */
    discountBp: integer('discount_bp').notNull().default(0),
    grossAmount: money('gross_amount').notNull(),
    discountAmount: money('discount_amount').notNull(),
    lineTotal: money('line_total').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_uq').on(t.orderId, t.position),
    index('order_lines_variant_idx').on(t.variantId, t.orderId),
    index('order_lines_price_list_idx').on(t.priceListId),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('order_lines_discount_ck', sql`${t.discountBp} between 0 and 10000`),
  ],
);

/**
 * The approval steps of each submission (round): copied from the flow when the order is submitted,
 * so a later change of the flow never changes an order already on its way.
 */
export const orderApprovalSteps = pgTable(
  'order_approval_steps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    /** Approvers' system key; null: the step of an order without a flow (any holder of order.approve). */
    system: text('system'),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** The flow condition kinds that held (why the step applies). */
    matched: text('matched')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text('state', { enum: ORDER_STEP_STATES }).notNull(),
    remindAfterHours: integer('remind_after_hours'),
    escalateAfterHours: integer('escalate_after_hours'),
    escalateRoomId: integer('escalate_room_id').references(() => rooms.id, { onDelete: 'set null' }),
    waitingSince: timestamptz('waiting_since'),
    remindedAt: timestamptz('reminded_at'),
    escalatedAt: timestamptz('escalated_at'),
    decidedBy: integer('decided_by'),
    /** The member a deputy decided for. */
    onBehalfOf: integer('on_behalf_of'),
    decidedAt: timestamptz('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('order_approval_steps_uq').on(t.orderId, t.round, t.position),
    // The waiting steps of a room (awaiting-me lists, the reminder scheduler).
    index('order_approval_steps_waiting_idx')
      .on(t.roomId, t.orderId)
      .where(sql`${t.state} = 'waiting'`),
    index('order_approval_steps_due_idx')
      .on(t.waitingSince)
      .where(sql`${t.state} = 'waiting'`),
  ],
);

/** Everything that happened to an order: steps, decisions, reasons, resets (shown on the order). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }),
    stepPosition: smallint('step_position'),
    actorId: integer('actor_id'),
    onBehalfOf: integer('on_behalf_of'),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Payments received from partners: receivable = delivered orders − payments. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(accountIdColumn, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    paidOn: text('paid_on').notNull(),
    note: text('note'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    index('order_payments_account_idx').on(t.accountId, t.paidOn),
    check('order_payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A partner's credit limit and payment term (the partner module keeps none). */
export const orderCreditLimits = pgTable('order_credit_limits', {
  accountId: integer('account_id').primaryKey().references(accountIdColumn, { onDelete: 'cascade' }),
  /** Null: no limit. */
  creditLimit: money('credit_limit'),
  paymentTermDays: integer('payment_term_days').notNull().default(30),
  ...authorColumns(),
  ...timestamps(),
});

/**
 * Sold orders (`SOLD_ORDER_STATUSES`) per Vietnam month of creation, area, ordering distributor and
 * seller (0: none), kept by statement triggers on `orders` in the same transaction as every insert,
 * update and delete (order.after.sql). The company-wide sales report reads whole months here and only
 * the partial months at the period's ends from `orders` (docs/orders.md "Sales reports").
 */
export const orderSalesMonths = pgTable(
  'order_sales_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    areaId: integer('area_id').notNull(),
    nppId: integer('npp_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    orderCount: integer('order_count').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.areaId, t.nppId, t.sellerId] })],
);
