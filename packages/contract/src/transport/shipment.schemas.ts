import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalText, text } from '../shared/scalars.js';
import { isoDate } from '../staff/staff.schemas.js';

/**
 * A shipment (chuyến giao hàng) takes the goods issues of shipped orders from one warehouse on one
 * vehicle with one driver (docs/transport.md "Shipments"): prepared → on the road → delivered or
 * returned (every stop settled), or cancelled before it leaves.
 */
export const SHIPMENT_STATUSES = ['prepared', 'on_the_road', 'delivered', 'returned', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, { vi: string; en: string }> = {
  prepared: { vi: 'Đã chuẩn bị', en: 'Prepared' },
  on_the_road: { vi: 'Đang trên đường', en: 'On the road' },
  delivered: { vi: 'Đã giao', en: 'Delivered' },
  returned: { vi: 'Hoàn trả', en: 'Returned' },
  cancelled: { vi: 'Đã hủy', en: 'Cancelled' },
};

/** One order's goods on the shipment. */
export const STOP_STATUSES = ['waiting', 'delivered', 'returned', 'cancelled'] as const;
export type StopStatus = (typeof STOP_STATUSES)[number];
export const STOP_STATUS_LABELS: Record<StopStatus, { vi: string; en: string }> = {
  waiting: { vi: 'Chờ giao', en: 'Waiting' },
  delivered: { vi: 'Đã giao', en: 'Delivered' },
  returned: { vi: 'Hoàn trả', en: 'Returned' },
  cancelled: { vi: 'Đã hủy', en: 'Cancelled' },
};

/**
 * `action_transport`: depart (prepared → on the road), deliver or return stops (all waiting ones,
 * or those of `order_ids`), cancel (prepared only: the goods issues are free for another shipment).
 */
export const SHIPMENT_ACTIONS = ['depart', 'deliver', 'return', 'cancel'] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];
export const SHIPMENT_ACTIONS_NEEDING_REASON: readonly ShipmentAction[] = ['return', 'cancel'];
/** The status each action starts from: the server refuses it in any other (409), screens offer it only there. */
export const SHIPMENT_ACTION_FROM: Record<ShipmentAction, ShipmentStatus> = {
  depart: 'prepared',
  cancel: 'prepared',
  deliver: 'on_the_road',
  return: 'on_the_road',
};

/** The most goods issues one shipment carries. */
export const SHIPMENT_MAX_STOPS = 50;
/** The heaviest load a shipment records, in kg. */
export const SHIPMENT_MAX_LOAD_KG = 100_000;

const shipmentStatus = z.enum(SHIPMENT_STATUSES, { message: 'validation.select_required' });

export const shipmentStopSchema = z.object({
  receipt_id: z.number().int(),
  receipt_code: z.string(),
  order_id: z.number().int(),
  order_code: z.string(),
  /** Who ordered, and where the goods go. */
  buyer_name: z.string(),
  buyer_phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The order's total, VND. */
  total: z.number().int(),
  status: z.enum(STOP_STATUSES),
  settled_at: isoDateTime.nullable(),
  reason: z.string().nullable(),
});
export type ShipmentStop = z.infer<typeof shipmentStopSchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: shipmentStatus,
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  driver_phone: z.string(),
  vehicle_id: z.number().int(),
  vehicle_plate: z.string(),
  capacity_kg: z.number().int(),
  load_kg: z.number().int(),
  planned_on: z.string(),
  departed_at: isoDateTime.nullable(),
  finished_at: isoDateTime.nullable(),
  stop_count: z.number().int(),
  delivered_count: z.number().int(),
  returned_count: z.number().int(),
  note: z.string().nullable(),
  version: z.number().int(),
  created_at: isoDateTime,
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentDetailSchema = shipmentSchema.extend({ stops: z.array(shipmentStopSchema) });
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

/** `list_transport` body: filters with the paging (pages from 0). */
export const shipmentListBody = z.object({
  ...pagingFields,
  /** Shipment code, plate or driver name, ignoring case and diacritics. */
  search: text(100).optional(),
  status: shipmentStatus.optional(),
  warehouse_id: id.optional(),
  driver_id: id.optional(),
  vehicle_id: id.optional(),
  /** The shipments that carry this order. */
  order_id: id.optional(),
  /** Planned days, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ShipmentListBody = z.input<typeof shipmentListBody>;
export type ShipmentListQuery = z.output<typeof shipmentListBody>;

/**
 * `create_transport`. The load is what the keeper weighs at the dock (the catalogue records no
 * weights): the server checks it against the vehicle's payload.
 */
export const shipmentFields = z.object({
  warehouse_id: id,
  driver_id: id,
  vehicle_id: id,
  receipt_ids: z
    .array(id)
    .min(1, { message: 'transport.shipment_receipts_required' })
    .max(SHIPMENT_MAX_STOPS, { message: 'transport.shipment_too_many_stops' }),
  load_kg: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'transport.load_invalid' })
    .min(1, { message: 'transport.load_invalid' })
    .max(SHIPMENT_MAX_LOAD_KG, { message: 'transport.load_invalid' }),
  planned_on: isoDate,
  note: optionalText(1000),
});
export type ShipmentFields = z.input<typeof shipmentFields>;
export type ShipmentInput = z.output<typeof shipmentFields>;

export const shipmentActionBody = z
  .object({
    action: z.enum(SHIPMENT_ACTIONS, { message: 'validation.select_required' }),
    /** deliver / return: the stops of these orders; all waiting stops when left out. */
    order_ids: z.array(id).min(1).max(SHIPMENT_MAX_STOPS).optional(),
    reason: optionalText(500),
    /** The version the user saw: a stale one answers 409. */
    version: z.number().int().optional(),
  })
  // Depart and cancel move the whole shipment: naming orders there is a mistake, not ignored.
  .refine((b) => b.order_ids === undefined || b.action === 'deliver' || b.action === 'return', {
    path: ['order_ids'],
    message: 'transport.order_ids_only_for_stops',
  });
export type ShipmentActionBody = z.input<typeof shipmentActionBody>;
export type ShipmentActionInput = z.output<typeof shipmentActionBody>;

/** A goods issue waiting for a shipment (its order shipped, no live shipment carries it). */
export const shipmentCandidateSchema = z.object({
  receipt_id: z.number().int(),
  receipt_code: z.string(),
  warehouse_id: z.number().int(),
  order_id: z.number().int(),
  order_code: z.string(),
  buyer_name: z.string(),
  address: z.string().nullable(),
  total: z.number().int(),
  line_count: z.number().int(),
  issued_at: isoDateTime,
});
export type ShipmentCandidate = z.infer<typeof shipmentCandidateSchema>;

export const shipmentCandidateQuery = z.object({ warehouse_id: id });
