import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { text } from '../shared/scalars.js';

/**
 * Orders handed to the logistics partner (đơn vận chuyển). The partner keeps them; Kênh reads them
 * through the partner's API (docs/transport.md, "Logistics partner") and stores none.
 */
export const TRANSPORT_ORDER_STATUSES = [
  'pending',
  'picking',
  'in_transit',
  'delivered',
  'returning',
  'returned',
  'cancelled',
] as const;
export type TransportOrderStatus = (typeof TRANSPORT_ORDER_STATUSES)[number];

const orderStatus = z.enum(TRANSPORT_ORDER_STATUSES, { message: 'validation.select_required' });

export const transportOrderSchema = z.object({
  /** The partner's order code (`LG2611000123`): the order's id in Kênh's screens. */
  id: z.string(),
  status: orderStatus,
  receiver_name: z.string(),
  receiver_phone: z.string(),
  receiver_address: z.string(),
  /** Cash to collect on delivery, VND. */
  cod_amount: z.number().int(),
  /** The partner's fee, VND. */
  fee: z.number().int(),
  weight_kg: z.number(),
  created_at: z.string(),
  expected_delivery: z.string().nullable(),
});
export type TransportOrder = z.infer<typeof transportOrderSchema>;

export const transportOrderEventSchema = z.object({
  at: z.string(),
  status: orderStatus,
  location: z.string().nullable(),
  note: z.string().nullable(),
});
export type TransportOrderEvent = z.infer<typeof transportOrderEventSchema>;

export const transportOrderDetailSchema = transportOrderSchema.extend({
  sender_name: z.string(),
  sender_address: z.string(),
  note: z.string().nullable(),
  /** The partner's tracking history, oldest first. */
  events: z.array(transportOrderEventSchema),
});
export type TransportOrderDetail = z.infer<typeof transportOrderDetailSchema>;

export const transportOrderListQuery = z.object({
  ...pagingFields,
  /** An order code or part of it, passed to the partner. */
  search: text(50).optional(),
  status: orderStatus.optional(),
});
export type TransportOrderListQuery = z.infer<typeof transportOrderListQuery>;

export const transportOrderCodeParam = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'transport.order_code_invalid' }),
});
