import { z } from 'zod';
import { keysetFields, pagingFields } from '../shared/paging.js';
import {
  blankToNull,
  id,
  idList,
  isoDateTime,
  optionalId,
  optionalText,
  phone,
  text,
} from '../shared/scalars.js';
import { PRICE_SYSTEMS } from '../price-list/price-list.schemas.js';
import { orderActions, orderStatuses } from './order.status.js';

const status = z.enum(orderStatuses, { message: 'validation.select_required' });
const action = z.enum(orderActions, { message: 'validation.select_required' });

/** A calendar day (YYYY-MM-DD), in Vietnam time. */
export const orderDate = z.iso.date({ message: 'order.invalid_date' });
/** Money in integer đồng. */
export const dong = z.number().int();

/** Most lines one order may carry. */
export const ORDER_MAX_LINES = 200;
/** Most units of one line (guards the integer totals). */
export const ORDER_MAX_QUANTITY = 1_000_000;

// --- input -----------------------------------------------------------------------------------

/** One line as the orderer sends it: what and how many. Prices are the server's, never the client's. */
export const orderLineInput = z.object({
  variant_id: id,
  unit_id: id,
  quantity: z.coerce
    .number({ message: 'order.quantity_invalid' })
    .int({ message: 'order.quantity_invalid' })
    .min(1, { message: 'order.quantity_invalid' })
    .max(ORDER_MAX_QUANTITY, { message: 'order.quantity_invalid' }),
  /** Line discount in percent (0–100, two decimals); the flow's discount condition reads it. */
  discount_percent: z.coerce
    .number({ message: 'order.discount_invalid' })
    .min(0, { message: 'order.discount_invalid' })
    .max(100, { message: 'order.discount_invalid' })
    .multipleOf(0.01, { message: 'order.discount_invalid' })
    .default(0),
  note: optionalText(500),
});
export type OrderLineInput = z.input<typeof orderLineInput>;

/** What an edit takes: everything but the orderer. */
export const orderFields = z.object({
  /** The distributor the goods come from; absent: the company itself. */
  seller_id: optionalId,
  order_type_id: optionalId,
  /** The approval flow; absent: the orderer's chosen flow, then the default flow of its system. */
  flow_id: optionalId,
  delivery_address: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(500, { message: 'order.text_too_long' }),
  receiver_name: optionalText(150),
  receiver_phone: blankToNull(phone),
  note: optionalText(1000),
  lines: z
    .array(orderLineInput, { message: 'order.lines_required' })
    .min(1, { message: 'order.lines_required' })
    .max(ORDER_MAX_LINES, { message: 'order.too_many_lines' }),
});
export type OrderFields = z.input<typeof orderFields>;

/** Create: the fields, the orderer (default: the caller) and whether to submit at once. */
export const orderCreateBody = orderFields.extend({
  /** The ordering partner; someone else than the caller needs `order.manage` and data scope. */
  account_id: optionalId,
  /** Submit for approval in the same call (the phone's "Đặt hàng"). */
  submit: z.boolean().default(false),
});
export type OrderCreateBody = z.input<typeof orderCreateBody>;

/** A status action; reject, cancel and return need a reason. */
export const orderStatusBody = z.object({
  action,
  reason: optionalText(1000),
  /** The `version` the caller saw: a changed order is refused (409) instead of acted on blindly. */
  version: z.coerce.number().int().min(1).optional(),
});
export type OrderStatusBody = z.input<typeof orderStatusBody>;

/** The same action on many orders: each is checked on its own (per-order result). */
export const orderStatusManyBody = orderStatusBody.omit({ version: true }).extend({ ids: idList.max(200) });
export type OrderStatusManyBody = z.input<typeof orderStatusManyBody>;

/** Approve or reject the waiting step (m_order/legacy confirm). */
export const orderDecisionBody = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'validation.select_required' }),
  reason: optionalText(1000),
  version: z.coerce.number().int().min(1).optional(),
});
export const orderConfirmManyBody = orderDecisionBody
  .omit({ version: true })
  .extend({ ids: idList.max(200) });
export type OrderConfirmManyBody = z.input<typeof orderConfirmManyBody>;

/** Legacy calls carry the order's id in the body. */
export const orderIdBody = z.object({ order_id: id });
export const legacyConfirmBody = orderDecisionBody.extend({ order_id: id });
export const legacyUpdateBody = orderFields.extend({ order_id: id });
export const orderIdQuery = z.object({ order_id: id });

export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;

/** Filters of every order list (v2/v3/m_order/legacy); GET lists take them as query strings. */
export const orderListQuery = z.object({
  ...pagingFields,
  ...keysetFields,
  /** Order code (DH…) or part of it. */
  search: text(50).optional(),
  status: status.optional(),
  /** Several statuses ("pending,approved" in a query string, or an array). */
  statuses: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v),
      z.array(status).max(orderStatuses.length),
    )
    .optional(),
  /** The orderer's system (NPP, CHTH, KH, NVTT, CTV). */
  system: z.enum(PRICE_SYSTEMS, { message: 'validation.select_required' }).optional(),
  account_id: id.optional(),
  seller_id: id.optional(),
  flow_id: id.optional(),
  order_type_id: id.optional(),
  /** Created on or after this day. */
  from: orderDate.optional(),
  /** Created on or before this day. */
  to: orderDate.optional(),
  /** Only orders whose waiting step the caller may decide now (the multiple-approve screen). */
  awaiting_me: z.union([z.boolean(), z.stringbool({ error: 'validation.invalid' })]).optional(),
  sort: z.enum(ORDER_SORTS, { message: 'validation.select_required' }).default('newest'),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

// --- output ----------------------------------------------------------------------------------

export const orderLineSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  variant_code: z.string(),
  variant_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  /** Base units in one of this unit (a box of 24: 24). */
  unit_factor: z.number().int(),
  quantity: z.number().int(),
  /** The price in force for the orderer, from the list below (integer đồng). */
  unit_price: dong,
  price_list_id: z.number().int(),
  price_list_code: z.string(),
  price_list_revision: z.number().int(),
  discount_percent: z.number(),
  /** unit_price × quantity. */
  gross_amount: dong,
  discount_amount: dong,
  /** gross_amount − discount_amount. */
  line_total: dong,
  note: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const ORDER_STEP_STATES = ['upcoming', 'waiting', 'approved', 'rejected', 'skipped'] as const;
export type OrderStepState = (typeof ORDER_STEP_STATES)[number];
export const ORDER_STEP_STATE_LABELS: Record<OrderStepState, { vi: string; en: string }> = {
  upcoming: { vi: 'Chưa đến lượt', en: 'Upcoming' },
  waiting: { vi: 'Đang chờ duyệt', en: 'Waiting' },
  approved: { vi: 'Đã duyệt', en: 'Approved' },
  rejected: { vi: 'Từ chối', en: 'Rejected' },
  skipped: { vi: 'Không áp dụng', en: 'Not applicable' },
};

export const ORDER_CONDITION_KINDS = [
  'amount_above',
  'discount_above',
  'below_list_price',
  'credit_exceeded',
] as const;
export type OrderConditionKind = (typeof ORDER_CONDITION_KINDS)[number];
export const ORDER_CONDITION_LABELS: Record<OrderConditionKind, { vi: string; en: string }> = {
  amount_above: { vi: 'Giá trị đơn vượt ngưỡng', en: 'Order amount above the threshold' },
  discount_above: { vi: 'Chiết khấu vượt mức', en: 'Discount above the limit' },
  below_list_price: { vi: 'Giá thấp hơn bảng giá', en: 'Price below the list price' },
  credit_exceeded: {
    vi: 'Vượt hạn mức công nợ hoặc có nợ quá hạn',
    en: 'Credit limit exceeded or receivable overdue',
  },
};

/** One step of the order's approval, as the order was submitted. */
export const orderApprovalStepSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  system: z.string(),
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  state: z.enum(ORDER_STEP_STATES),
  /** Why the step applies (its conditions that hold); empty for a step without conditions. */
  matched: z.array(z.enum(ORDER_CONDITION_KINDS)),
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  /** The member the decider stood in for, when a deputy decided. */
  on_behalf_of_name: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
  reason: z.string().nullable(),
  /** When the waiting step reminds its approvers (then escalates). */
  remind_at: isoDateTime.nullable(),
});
export type OrderApprovalStep = z.infer<typeof orderApprovalStepSchema>;

export const ORDER_EVENT_KINDS = [
  'created',
  'updated',
  'submitted',
  'step_approved',
  'approved',
  'rejected',
  'approval_reset',
  'status_changed',
  'reminded',
  'escalated',
  'duplicated_from',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
export const ORDER_EVENT_LABELS: Record<OrderEventKind, { vi: string; en: string }> = {
  created: { vi: 'Tạo đơn', en: 'Created' },
  updated: { vi: 'Sửa đơn', en: 'Edited' },
  submitted: { vi: 'Gửi duyệt', en: 'Submitted' },
  step_approved: { vi: 'Duyệt bước', en: 'Step approved' },
  approved: { vi: 'Đơn được duyệt', en: 'Order approved' },
  rejected: { vi: 'Từ chối', en: 'Rejected' },
  approval_reset: { vi: 'Hủy kết quả duyệt do sửa đơn', en: 'Approval reset by an edit' },
  status_changed: { vi: 'Đổi trạng thái', en: 'Status changed' },
  reminded: { vi: 'Nhắc duyệt', en: 'Reminder sent' },
  escalated: { vi: 'Báo cấp trên', en: 'Escalated' },
  duplicated_from: { vi: 'Sao chép từ đơn khác', en: 'Duplicated from another order' },
};

export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from_status: status.nullable(),
  to_status: status.nullable(),
  step_position: z.number().int().nullable(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: isoDateTime,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One order in a list. */
export const orderRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status,
  account_id: z.number().int(),
  account_name: z.string(),
  account_system: z.string(),
  seller_id: z.number().int().nullable(),
  seller_name: z.string().nullable(),
  order_type_name: z.string().nullable(),
  flow_name: z.string().nullable(),
  /** The name of the step waiting now (pending orders). */
  waiting_step_name: z.string().nullable(),
  line_count: z.number().int(),
  subtotal: dong,
  discount: dong,
  total: dong,
  created_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** One order with its lines, approval progress, history and what the caller may do now. */
export const orderSchema = orderRowSchema.extend({
  account_username: z.string(),
  area_id: z.number().int().nullable(),
  zone_id: z.number().int().nullable(),
  order_type_id: z.number().int().nullable(),
  flow_id: z.number().int().nullable(),
  delivery_address: z.string(),
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  note: z.string().nullable(),
  /** Where it ships from (set by the warehouse module). */
  warehouse_id: z.number().int().nullable(),
  lines: z.array(orderLineSchema),
  approval: z.array(orderApprovalStepSchema),
  history: z.array(orderEventSchema),
  /** Status actions the caller may run now (the buttons to show). */
  allowed_actions: z.array(action),
  can_edit: z.boolean(),
  /** Changes on every write; racing writers are refused (409). */
  version: z.number().int(),
  created_by: z.number().int().nullable(),
  approved_at: isoDateTime.nullable(),
  delivered_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
});
export type Order = z.infer<typeof orderSchema>;

/** The outcome of one order in a multiple action. */
export const orderManyResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      code: z.string().nullable(),
      ok: z.boolean(),
      status: status.nullable(),
      /** Why it failed, in the caller's language. */
      message: z.string().nullable(),
    }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type OrderManyResult = z.infer<typeof orderManyResultSchema>;

/** The status values with their labels and colours (m_flow/flow_status_list). */
export const orderStatusOptionSchema = z.object({
  value: status,
  vi: z.string(),
  en: z.string(),
  color: z.string(),
});

/** The two pickers of the order form: who orders, and from which distributor. */
export const ORDER_ACCOUNT_ROLES = ['orderer', 'seller'] as const;
export type OrderAccountRole = (typeof ORDER_ACCOUNT_ROLES)[number];

/** `v3/order_accounts`: the accounts the caller may pick on the order form, searched. */
export const orderAccountQuery = z.object({
  ...pagingFields,
  role: z.enum(ORDER_ACCOUNT_ROLES, { message: 'validation.select_required' }),
  /** The orderer's system (orderers only). */
  system: z.enum(PRICE_SYSTEMS, { message: 'validation.select_required' }).optional(),
  /** Part of the name or username, diacritics ignored. */
  search: text(100).optional(),
});

/** An account on the order form's pickers, with what fills the delivery fields. */
export const orderAccountSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  system: z.enum(PRICE_SYSTEMS),
  phone: z.string().nullable(),
  address_text: z.string().nullable(),
});
export type OrderAccount = z.infer<typeof orderAccountSchema>;
