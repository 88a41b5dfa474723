import { formatDate, formatVnd, ORDER_STATUS_LABELS, orderMessages, type OrderStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { noticeText } from '../../platform/markup/notice-text.js';
import { notify } from '../notification/index.js';

type MessageKey = keyof typeof orderMessages;

const vi = (key: MessageKey, params?: Record<string, string | number>) =>
  noticeText(orderMessages, key, params);

/** The order's page (spec §2.7: ORDER notifications open /order/export/{id}). */
export const orderPagePath = (id: number) => `/order/export/${id}`;

export interface NoticeOrder {
  id: number;
  code: string;
  accountId: number;
  createdBy: number | null;
  total: number;
  accountName: string;
}

const send = (
  tx: DbOrTx,
  to: readonly number[],
  order: NoticeOrder,
  title: MessageKey,
  content: string,
  by: number | null,
) =>
  notify(tx, to, {
    module: 'ORDER',
    title: vi(title),
    content,
    path: orderPagePath(order.id),
    custom_id: String(order.id),
    createdBy: by,
  });

/** Nobody is told about their own order's step (they cannot decide it). */
const others = (ids: readonly number[], order: NoticeOrder) =>
  ids.filter((id) => id !== order.accountId && id !== order.createdBy);

/** The orderer and whoever placed the order for them. */
const orderSide = (order: NoticeOrder) =>
  [order.accountId, order.createdBy].filter((id): id is number => id !== null);

export async function noticeStepWaiting(
  tx: DbOrTx,
  order: NoticeOrder,
  step: string,
  approvers: readonly number[],
  by: number | null,
) {
  const body = vi('order.notify_waiting_body', {
    code: order.code,
    name: order.accountName,
    total: formatVnd(order.total),
    step,
  });
  await send(tx, others(approvers, order), order, 'order.notify_waiting_title', body, by);
}

export async function noticeStepApproved(
  tx: DbOrTx,
  order: NoticeOrder,
  step: string,
  next: string,
  by: number,
) {
  const body = vi('order.notify_step_approved_body', { code: order.code, step, next });
  await send(tx, orderSide(order), order, 'order.notify_decided_title', body, by);
}

export async function noticeApproved(tx: DbOrTx, order: NoticeOrder, by: number | null) {
  await send(
    tx,
    orderSide(order),
    order,
    'order.notify_decided_title',
    vi('order.notify_approved_body', { code: order.code }),
    by,
  );
}

export async function noticeRejected(
  tx: DbOrTx,
  order: NoticeOrder,
  step: string,
  reason: string,
  by: number,
) {
  const body = vi('order.notify_rejected_body', { code: order.code, step, reason });
  await send(tx, orderSide(order), order, 'order.notify_decided_title', body, by);
}

export async function noticeStatus(tx: DbOrTx, order: NoticeOrder, status: OrderStatus, by: number) {
  const body = vi('order.notify_status_body', { code: order.code, status: ORDER_STATUS_LABELS[status].vi });
  await send(
    tx,
    orderSide(order).filter((id) => id !== by),
    order,
    'order.notify_decided_title',
    body,
    by,
  );
}

/** What an orderer is told of the shipment carrying their goods. */
export interface ShipmentNotice {
  shipmentCode: string;
  plate: string;
  driverName: string;
  driverPhone: string;
  plannedOn: string;
}

export async function noticeShipmentStage(
  tx: DbOrTx,
  order: NoticeOrder,
  stage: 'loaded' | 'departed',
  shipment: ShipmentNotice,
  by: number,
) {
  const body = vi(stage === 'loaded' ? 'order.notify_loaded_body' : 'order.notify_departed_body', {
    code: order.code,
    shipment: shipment.shipmentCode,
    plate: shipment.plate,
    driver: shipment.driverName,
    phone: shipment.driverPhone,
    day: formatDate(shipment.plannedOn),
  });
  await send(
    tx,
    orderSide(order).filter((id) => id !== by),
    order,
    'order.notify_delivery_title',
    body,
    by,
  );
}

export async function noticeReminder(
  tx: DbOrTx,
  order: NoticeOrder,
  step: string,
  hours: number,
  to: readonly number[],
) {
  const body = vi('order.notify_reminder_body', { code: order.code, step, hours });
  await send(tx, others(to, order), order, 'order.notify_reminder_title', body, null);
}

export async function noticeEscalation(
  tx: DbOrTx,
  order: NoticeOrder,
  step: string,
  hours: number,
  to: readonly number[],
) {
  const body = vi('order.notify_escalated_body', { code: order.code, step, hours });
  await send(tx, others(to, order), order, 'order.notify_escalated_title', body, null);
}
