import { z } from 'zod';
import { TRANSPORT_ORDER_STATUSES } from '@kenh/contract';

/**
 * The logistics partner's JSON, as Kênh designed the integration (docs/transport.md, "Logistics
 * partner"): every answer is an envelope `{ error_code, message, data }`, and only HTTP 200 with
 * `error_code` 0 is a success.
 */
export const partnerEnvelope = z.object({
  error_code: z.number().int(),
  message: z.string().default(''),
  data: z.unknown().optional(),
});

const partnerOrder = z.object({
  order_code: z.string(),
  status: z.enum(TRANSPORT_ORDER_STATUSES),
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  cod_amount: z.number().int(),
  total_fee: z.number().int(),
  /** Grams. */
  weight: z.number().int(),
  created_at: z.string(),
  expected_delivery_time: z.string().nullable(),
});
export type PartnerOrder = z.infer<typeof partnerOrder>;

/** `GET /orders?page=<from 1>&limit=&keyword=&status=` */
export const partnerOrderPage = z.object({ total: z.number().int(), orders: z.array(partnerOrder) });

/** `GET /orders/<code>` */
export const partnerOrderDetail = partnerOrder.extend({
  sender: z.object({ name: z.string(), address: z.string() }),
  note: z.string().nullable(),
  logs: z.array(
    z.object({
      time: z.string(),
      status: z.enum(TRANSPORT_ORDER_STATUSES),
      location: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type PartnerOrderDetail = z.infer<typeof partnerOrderDetail>;
