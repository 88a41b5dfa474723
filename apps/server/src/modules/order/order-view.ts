import type {
  Order,
  OrderAction,
  OrderApprovalStep,
  OrderConditionKind,
  OrderEvent,
  OrderLine,
  OrderRow,
} from '@kenh/contract';
import type {
  ApprovalStepRow,
  OrderEventRow,
  OrderLineRow,
  OrderRow as OrderDbRow,
} from './order.repository.js';
import { isoTimeOrNull } from '../../platform/db/iso-time.js';

export function orderRowView(row: OrderDbRow): OrderRow {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    account_id: row.accountId,
    account_name: row.accountName ?? '',
    account_system: row.accountSystem,
    seller_id: row.sellerId,
    seller_name: row.sellerName,
    order_type_name: row.orderTypeName,
    flow_name: row.flowName,
    waiting_step_name: row.status === 'pending' ? row.waitingStepName : null,
    line_count: row.lineCount,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    total: Number(row.total),
    created_at: row.createdAt.toISOString(),
    submitted_at: isoTimeOrNull(row.submittedAt),
  };
}

export function lineView(line: OrderLineRow): OrderLine {
  return {
    id: line.id,
    variant_id: line.variantId,
    variant_code: line.variantCode,
    variant_name: line.variantName,
    product_id: Number(line.productId),
    product_name: line.productName,
    unit_id: line.unitId,
    unit_name: line.unitName,
    unit_factor: line.unitFactor,
    quantity: line.quantity,
    unit_price: Number(line.unitPrice),
    price_list_id: line.priceListId,
    price_list_code: line.priceListCode,
    price_list_revision: line.priceListRevision,
    discount_percent: line.discountBp / 100,
    gross_amount: Number(line.grossAmount),
    discount_amount: Number(line.discountAmount),
    line_total: Number(line.lineTotal),
    note: line.note,
  };
}

/** When a waiting step reminds: its start plus the configured hours. */
function remindAt(step: ApprovalStepRow): string | null {
  if (step.state !== 'waiting' || !step.waitingSince || step.remindAfterHours === null) return null;
  return new Date(step.waitingSince.getTime() + step.remindAfterHours * 3_600_000).toISOString();
}

export function stepView(step: ApprovalStepRow): OrderApprovalStep {
  return {
    position: step.position,
    name: step.name,
    system: step.system ?? '',
    room_id: step.roomId,
    room_name: step.roomName,
    state: step.state,
    matched: step.matched as OrderConditionKind[],
    decided_by: step.decidedBy,
    decided_by_name: step.decidedByName,
    on_behalf_of_name: step.onBehalfOfName,
    decided_at: isoTimeOrNull(step.decidedAt),
    reason: step.reason,
    remind_at: remindAt(step),
  };
}

export function eventView(event: OrderEventRow): OrderEvent {
  return {
    id: event.id,
    kind: event.kind,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    step_position: event.stepPosition,
    actor_id: event.actorId,
    actor_name: event.actorName,
    reason: event.reason,
    created_at: event.createdAt.toISOString(),
  };
}

export function orderView(
  row: OrderDbRow,
  parts: {
    lines: OrderLineRow[];
    steps: ApprovalStepRow[];
    events: OrderEventRow[];
    allowed: OrderAction[];
    canEdit: boolean;
  },
): Order {
  return {
    ...orderRowView(row),
    account_username: row.accountUsername ?? '',
    area_id: row.areaId,
    zone_id: row.zoneId,
    order_type_id: row.orderTypeId,
    flow_id: row.flowId,
    delivery_address: row.deliveryAddress,
    receiver_name: row.receiverName,
    receiver_phone: row.receiverPhone,
    note: row.note,
    warehouse_id: row.warehouseId,
    lines: parts.lines.map(lineView),
    approval: parts.steps.map(stepView),
    history: parts.events.map(eventView),
    allowed_actions: parts.allowed,
    can_edit: parts.canEdit,
    version: row.version,
    created_by: row.createdBy,
    approved_at: isoTimeOrNull(row.approvedAt),
    delivered_at: isoTimeOrNull(row.deliveredAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of an order. */
export function orderSnapshot(row: {
  code: string;
  status: string;
  accountId: number;
  sellerId: number | null;
  orderTypeId: number | null;
  flowId: number | null;
  deliveryAddress: string;
  note: string | null;
  lineCount: number;
  total: number;
}) {
  return {
    code: row.code,
    status: row.status,
    account_id: row.accountId,
    seller_id: row.sellerId,
    order_type_id: row.orderTypeId,
    flow_id: row.flowId,
    delivery_address: row.deliveryAddress,
    note: row.note,
    line_count: row.lineCount,
    total: Number(row.total),
  };
}
