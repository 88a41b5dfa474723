import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalId, optionalText } from '../shared/scalars.js';
import { dong, orderDate } from './order.schemas.js';
import { orderStatuses } from './order.status.js';

/** receivable_of_account: what a partner owes (docs/orders.md "Receivable and credit"). */
export const receivableBody = z.object({ account_id: id });
export const receivableSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  /** Delivered and completed orders. */
  delivered_total: dong,
  paid_total: dong,
  /** delivered_total − paid_total. */
  receivable: dong,
  /** Receivable of orders delivered longer than the payment term ago, not yet covered by payments. */
  overdue: dong,
  /** Approved but not yet delivered: owed once delivered, counted against the limit. */
  committed: dong,
  credit_limit: dong.nullable(),
  payment_term_days: z.number().int(),
  /** credit_limit − receivable − committed (null: no limit). */
  available_credit: dong.nullable(),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** Set a partner's credit limit (null: none) and payment term. */
export const creditLimitBody = z.object({
  credit_limit: z.coerce.number().int().min(0).max(1e15).nullable(),
  payment_term_days: z.coerce.number().int().min(0).max(365).default(30),
});
export type CreditLimitBody = z.input<typeof creditLimitBody>;

/** A payment received from a partner (lowers the receivable). */
export const orderPaymentBody = z.object({
  account_id: id,
  order_id: optionalId,
  amount: z.coerce
    .number({ message: 'order.amount_invalid' })
    .int({ message: 'order.amount_invalid' })
    .min(1, { message: 'order.amount_invalid' })
    .max(1e13, { message: 'order.amount_invalid' }),
  paid_on: orderDate,
  note: optionalText(500),
});
export type OrderPaymentBody = z.input<typeof orderPaymentBody>;
export const orderPaymentSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  order_id: z.number().int().nullable(),
  amount: dong,
  paid_on: z.string(),
  note: z.string().nullable(),
  created_at: isoDateTime,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** m_order/order_account_report: one partner's orders by status. */
export const accountOrderReportBody = z.object({
  account_id: optionalId,
  from: orderDate.optional(),
  to: orderDate.optional(),
});
export const accountOrderReportSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  by_status: z.array(z.object({ status: z.enum(orderStatuses), count: z.number().int(), total: dong })),
  order_count: z.number().int(),
  /** Sum over sold statuses (approved to completed). */
  sold_total: dong,
  last_order_at: isoDateTime.nullable(),
});
export type AccountOrderReport = z.infer<typeof accountOrderReportSchema>;

/** Sales reports: sold orders (approved to completed) created in [from, to]. */
export const salesReportBody = z.object({
  ...pagingFields,
  from: orderDate,
  to: orderDate,
  area_id: optionalId,
  /** Only this distributor's sales (sales_report_products). */
  seller_id: optionalId,
});
export type SalesReportBody = z.input<typeof salesReportBody>;

/** sales_report_npp: per distributor, what it ordered and what its stores ordered from it. */
export const salesReportNppRowSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  account_username: z.string(),
  order_count: z.number().int(),
  ordered_total: dong,
  /** Orders placed with this distributor as the seller. */
  sold_count: z.number().int(),
  sold_total: dong,
});
export type SalesReportNppRow = z.infer<typeof salesReportNppRowSchema>;

/** sales_report_products: per variant, quantity in base units and amount. */
export const salesReportProductRowSchema = z.object({
  variant_id: z.number().int(),
  variant_code: z.string(),
  variant_name: z.string(),
  product_name: z.string(),
  base_quantity: z.number().int(),
  amount: dong,
  order_count: z.number().int(),
});
export type SalesReportProductRow = z.infer<typeof salesReportProductRowSchema>;

export const salesReportTotalsSchema = z.object({ order_count: z.number().int(), amount: dong });
