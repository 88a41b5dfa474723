import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalId, optionalText, requiredText, text } from '../shared/scalars.js';
import { PRICE_SYSTEMS } from '../price-list/price-list.schemas.js';

/** A flow in use or put aside (aside: no new order picks it; orders already on it finish on it). */
export const ORDER_FLOW_STATUSES = ['active', 'inactive'] as const;
export type OrderFlowStatus = (typeof ORDER_FLOW_STATUSES)[number];
export const ORDER_FLOW_STATUS_LABELS: Record<OrderFlowStatus, { vi: string; en: string }> = {
  active: { vi: 'Đang áp dụng', en: 'In use' },
  inactive: { vi: 'Ngừng áp dụng', en: 'Not in use' },
};

/** The staff systems whose members approve steps. */
export const APPROVER_SYSTEMS = ['AD', 'KH', 'KT'] as const;
export type ApproverSystem = (typeof APPROVER_SYSTEMS)[number];

export const ORDER_FLOW_MAX_STEPS = 10;

const hours = z.coerce
  .number({ message: 'order.hours_invalid' })
  .int({ message: 'order.hours_invalid' })
  .min(1, { message: 'order.hours_invalid' })
  .max(24 * 30, { message: 'order.hours_invalid' });

/**
 * One step: who approves (members of a room, in a system) and when it applies. A step without
 * conditions always applies; with conditions it applies when any of them holds (docs/orders.md).
 */
export const orderFlowStepInput = z.object({
  name: requiredText(150),
  system: z.enum(APPROVER_SYSTEMS, { message: 'validation.select_required' }),
  room_id: id,
  /** Applies when the order's total (đồng) is above this. */
  min_amount: z.coerce.number().int().min(0).max(1e15).nullable().default(null),
  /** Applies when a line's discount is above this percent. */
  min_discount_percent: z.coerce.number().min(0).max(100).nullable().default(null),
  /** Applies when a line is sold below the list price (a discount on it). */
  below_list_price: z.boolean().default(false),
  /** Applies when the order takes the partner over its credit limit or it has overdue receivable. */
  credit_exceeded: z.boolean().default(false),
  /** Remind the approvers after this many hours of waiting. */
  remind_after_hours: hours.nullable().default(null),
  /** Then notify the escalation room after this many hours of waiting. */
  escalate_after_hours: hours.nullable().default(null),
  escalate_room_id: optionalId,
});
export type OrderFlowStepInput = z.input<typeof orderFlowStepInput>;

export const orderFlowFields = z.object({
  name: requiredText(150),
  description: optionalText(1000),
  status: z.enum(ORDER_FLOW_STATUSES, { message: 'validation.select_required' }).default('active'),
  /** The orderer systems that may use it. */
  systems: z
    .array(z.enum(PRICE_SYSTEMS, { message: 'validation.select_required' }))
    .min(1, { message: 'validation.select_at_least_one' })
    .max(PRICE_SYSTEMS.length),
  /** The flow of these systems' orders when the orderer picked none (one default per system). */
  is_default: z.boolean().default(false),
  steps: z
    .array(orderFlowStepInput)
    .min(1, { message: 'order.flow_steps_required' })
    .max(ORDER_FLOW_MAX_STEPS, { message: 'order.flow_too_many_steps' }),
});
export type OrderFlowFields = z.input<typeof orderFlowFields>;
export const orderFlowUpdateBody = orderFlowFields.extend({ id });

export const orderFlowStepSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  system: z.enum(APPROVER_SYSTEMS),
  room_id: z.number().int(),
  room_name: z.string().nullable(),
  min_amount: z.number().int().nullable(),
  min_discount_percent: z.number().nullable(),
  below_list_price: z.boolean(),
  credit_exceeded: z.boolean(),
  remind_after_hours: z.number().int().nullable(),
  escalate_after_hours: z.number().int().nullable(),
  escalate_room_id: z.number().int().nullable(),
  escalate_room_name: z.string().nullable(),
});
export type OrderFlowStep = z.infer<typeof orderFlowStepSchema>;

export const orderFlowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(ORDER_FLOW_STATUSES),
  systems: z.array(z.enum(PRICE_SYSTEMS)),
  is_default: z.boolean(),
  steps: z.array(orderFlowStepSchema),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type OrderFlow = z.infer<typeof orderFlowSchema>;

/** The flow list: page 0 and 30 a page by default (spec §9). */
export const orderFlowListBody = z.object({
  ...pagingFields,
  page_size: pagingFields.page_size.removeDefault().default(30),
  search: text(100).optional(),
  status: z.enum(ORDER_FLOW_STATUSES, { message: 'validation.select_required' }).optional(),
  system: z.enum(PRICE_SYSTEMS, { message: 'validation.select_required' }).optional(),
});
export type OrderFlowListBody = z.input<typeof orderFlowListBody>;

/** The flow the caller's orders follow (null: the default of their system). */
export const myOrderFlowSchema = z.object({
  flow_id: z.number().int().nullable(),
  flow: orderFlowSchema.nullable(),
});
export const myOrderFlowBody = z.object({ flow_id: optionalId });

// --- delegation --------------------------------------------------------------------------------

/** An approver away from `starts_at` to `ends_at` lets a deputy decide their steps meanwhile. */
export const orderDelegationFields = z.object({
  /** Whose steps are delegated; absent: the caller's own (someone else's needs orderflow.manage). */
  approver_id: optionalId,
  deputy_id: id,
  starts_at: z.iso.datetime({ offset: true, message: 'order.moment_invalid' }),
  ends_at: z.iso.datetime({ offset: true, message: 'order.moment_invalid' }),
  note: optionalText(500),
});
export type OrderDelegationFields = z.input<typeof orderDelegationFields>;

export const orderDelegationSchema = z.object({
  id: z.number().int(),
  approver_id: z.number().int(),
  approver_name: z.string(),
  deputy_id: z.number().int(),
  deputy_name: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  note: z.string().nullable(),
  created_at: isoDateTime,
});
export type OrderDelegation = z.infer<typeof orderDelegationSchema>;

// --- order types -------------------------------------------------------------------------------

export const orderTypeFields = z.object({
  code: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(30, { message: 'order.text_too_long' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'order.type_code_invalid' }),
  name: requiredText(150),
  description: optionalText(500),
});
export type OrderTypeFields = z.input<typeof orderTypeFields>;

/** Insert (no id) or update (id) one type; `is_active` false hides it from new orders. */
export const orderTypeUpsertBody = orderTypeFields.extend({
  id: optionalId,
  is_active: z.boolean().default(true),
});
export type OrderTypeUpsertBody = z.input<typeof orderTypeUpsertBody>;

export const orderTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type OrderType = z.infer<typeof orderTypeSchema>;
