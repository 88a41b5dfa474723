import { eq, sql } from 'drizzle-orm';
import {
  ORDER_ACTIONS_NEEDING_REASON,
  orderMessages,
  orderStatusMachine,
  transitionPermissions,
  type OrderAction,
  type OrderStatus,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import { satisfies, type Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, conflict, forbidden } from '../../platform/http/app-error.js';
import {
  approversOfStep,
  checkApprover,
  creditExceeded,
  planSteps,
  type ApprovalFacts,
} from './order-approval.js';
import { DECISIONS, isOrdererAction, ordersFor } from './order-access.js';
import {
  chosenFlowId,
  defaultFlowOf,
  findFlow,
  stepsOfFlows,
  type FlowRecord,
} from './order-flow.repository.js';
import {
  noticeApproved,
  noticeRejected,
  noticeStatus,
  noticeStepApproved,
  noticeStepWaiting,
  type NoticeOrder,
} from './order.notices.js';
import {
  accountNamesByIds,
  insertEvents,
  insertSteps,
  moveStep,
  stepsOf,
  updateOrderIfVersion,
  type NewOrderRecord,
  type OrderRecord,
} from './order.repository.js';
import { orderLines } from './order.tables.js';

const stepTaken = () => new AppError(409, 'order.step_taken');

/** What notices say of these orders: the orderers' names read in one query. */
export async function noticeOrdersOf(tx: DbOrTx, list: readonly OrderRecord[]): Promise<NoticeOrder[]> {
  const names = await accountNamesByIds(
    tx,
    list.map((order) => order.accountId),
  );
  return list.map((order) => ({
    id: order.id,
    code: order.code,
    accountId: order.accountId,
    createdBy: order.createdBy,
    total: Number(order.total),
    accountName: names.get(order.accountId) ?? order.code,
  }));
}

export const noticeOrderOf = async (tx: DbOrTx, order: OrderRecord): Promise<NoticeOrder> =>
  (await noticeOrdersOf(tx, [order]))[0]!;

/** A flow an order of this system may follow now. */
const fits = (flow: FlowRecord | undefined, system: string): flow is FlowRecord =>
  flow !== undefined && flow.status === 'active' && flow.systems.includes(system);

/**
 * The flow an order follows (docs/orders.md "Flows"): the one set on the order, else the one its
 * orderer picked, else the one its author picked, else the default of the orderer's system, else
 * none (one open step any holder of order.approve decides).
 */
export async function flowForOrder(tx: DbOrTx, order: OrderRecord): Promise<FlowRecord | null> {
  if (order.flowId !== null) {
    const set = await findFlow(tx, order.flowId);
    if (fits(set, order.accountSystem)) return set;
  }
  for (const accountId of [order.accountId, order.createdBy]) {
    if (accountId === null) continue;
    const chosen = await chosenFlowId(tx, accountId);
    const flow = chosen === null ? undefined : await findFlow(tx, chosen);
    if (fits(flow, order.accountSystem)) return flow;
  }
  return (await defaultFlowOf(tx, order.accountSystem)) ?? null;
}

async function approvalFacts(tx: DbOrTx, order: OrderRecord, now: Date): Promise<ApprovalFacts> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${orderLines.discountBp}), 0)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const total = Number(order.total);
  return {
    total,
    maxDiscountBp: Number(row?.max ?? 0),
    creditExceeded: await creditExceeded(tx, order.accountId, total, now),
  };
}

/**
 * Submits an order (from draft, or again after an edit reset its approval): a new round of steps
 * copied from its flow; the first applicable step waits and its approvers are told. When no step
 * applies the order is approved at once. A credit overrun needs a credit step in the flow.
 */
export async function submitOrder(
  tx: DbOrTx,
  order: OrderRecord,
  actorId: number,
  now: Date,
  reason: string | null = null,
): Promise<OrderStatus> {
  const flow = await flowForOrder(tx, order);
  const flowSteps = flow ? await stepsOfFlows(tx, [flow.id]) : null;
  const facts = await approvalFacts(tx, order, now);
  if (facts.creditExceeded && flowSteps && !flowSteps.some((s) => s.creditExceeded))
    throw new AppError(409, 'order.credit_step_missing');
  const round = order.approvalRound + 1;
  const planned = planSteps(order.id, round, flowSteps, facts, now);
  await insertSteps(tx, planned);
  const waiting = planned.find((s) => s.state === 'waiting');
  const values: Partial<NewOrderRecord> = {
    approvalRound: round,
    flowId: flow?.id ?? null,
    submittedAt: now,
    updatedBy: actorId,
    ...(waiting
      ? { status: 'pending', currentStep: waiting.position, approvedAt: null }
      : { status: 'approved', currentStep: null, approvedAt: now }),
  };
  if (!(await updateOrderIfVersion(tx, order.id, order.version, values))) throw stepTaken();
  const to: OrderStatus = waiting ? 'pending' : 'approved';
  await insertEvents(tx, [
    { orderId: order.id, kind: 'submitted', fromStatus: order.status, toStatus: 'pending', actorId, reason },
    ...(waiting
      ? []
      : [
          {
            orderId: order.id,
            kind: 'approved' as const,
            fromStatus: 'pending' as const,
            toStatus: 'approved' as const,
            actorId,
            reason: orderMessages['order.auto_approved_reason'].vi,
          },
        ]),
  ]);
  const notice = await noticeOrderOf(tx, order);
  if (waiting) {
    await noticeStepWaiting(tx, notice, waiting.name, await approversOfStep(tx, waiting, now), actorId);
  } else {
    await noticeApproved(tx, notice, actorId);
  }
  return to;
}

export interface ActionInput {
  action: OrderAction;
  reason?: string | null | undefined;
  version?: number | undefined;
}

/**
 * Runs one status action on a locked, visible order: the status machine, the permission of the
 * transition, the orderer's or approver's own checks, then the change with its events, audit and
 * notifications. Every refusal is an AppError (403/409/400) with a localised message.
 */
export async function runAction(
  tx: DbOrTx,
  caller: Caller,
  order: OrderRecord,
  input: ActionInput,
  now: Date,
): Promise<void> {
  if (input.version !== undefined && input.version !== order.version)
    throw new AppError(409, 'order.changed_meanwhile');
  const { action } = input;
  const transition = orderStatusMachine[order.status][action];
  if (!transition) throw conflict('order.status_not_allowed', 'action');
  if (!satisfies(caller, transitionPermissions(transition))) throw forbidden();
  if (isOrdererAction(order.status, action) && !ordersFor(caller, order))
    throw forbidden('order.not_your_order');
  const reason = input.reason?.trim() || null;
  if (ORDER_ACTIONS_NEEDING_REASON.includes(action) && !reason)
    throw badRequest('error.bad_request', [{ field: 'reason', message: 'order.reason_required' }]);

  const before = { status: order.status, step: order.currentStep };
  let after: OrderStatus;
  if (action === 'submit') after = await submitOrder(tx, order, caller.accountId, now);
  else if (DECISIONS.includes(action))
    after = await decide(tx, caller, order, action === 'approve', reason, now);
  else after = await simpleTransition(tx, caller, order, transition.to, reason, now);

  await recordAudit(tx, {
    entity: 'order',
    entityId: order.id,
    action,
    actorId: caller.accountId,
    before,
    after: { status: after, ...(reason ? { reason } : {}) },
  });
}

async function simpleTransition(
  tx: DbOrTx,
  caller: Caller,
  order: OrderRecord,
  to: OrderStatus,
  reason: string | null,
  now: Date,
): Promise<OrderStatus> {
  const values: Partial<NewOrderRecord> = { status: to, currentStep: null, updatedBy: caller.accountId };
  if (to === 'delivered') values.deliveredAt = now;
  if (!(await updateOrderIfVersion(tx, order.id, order.version, values)))
    throw new AppError(409, 'order.changed_meanwhile');
  await insertEvents(tx, [
    {
      orderId: order.id,
      kind: 'status_changed',
      fromStatus: order.status,
      toStatus: to,
      actorId: caller.accountId,
      reason,
    },
  ]);
  await noticeStatus(tx, await noticeOrderOf(tx, order), to, caller.accountId);
  return to;
}

/**
 * Approves or rejects the waiting step. Both the step (`waiting` → decided) and the order
 * (`version`) change only if still as read: of two approvers racing on one step exactly one wins,
 * the other gets 409.
 */
async function decide(
  tx: DbOrTx,
  caller: Caller,
  order: OrderRecord,
  approve: boolean,
  reason: string | null,
  now: Date,
): Promise<OrderStatus> {
  const steps = await stepsOf(tx, order.id, order.approvalRound);
  const waiting = steps.find((s) => s.position === order.currentStep && s.state === 'waiting');
  if (!waiting) throw stepTaken();
  const check = await checkApprover(tx, caller, waiting, order, now);
  if (!check.ok) throw forbidden(check.messageKey);
  const decided = await moveStep(tx, waiting.id, 'waiting', {
    state: approve ? 'approved' : 'rejected',
    decidedBy: caller.accountId,
    onBehalfOf: check.onBehalfOf,
    decidedAt: now,
    reason,
  });
  if (!decided) throw stepTaken();
  const notice = await noticeOrderOf(tx, order);
  const base = {
    orderId: order.id,
    stepPosition: waiting.position,
    actorId: caller.accountId,
    onBehalfOf: check.onBehalfOf,
    reason,
  };

  if (!approve) {
    if (
      !(await updateOrderIfVersion(tx, order.id, order.version, {
        status: 'rejected',
        currentStep: null,
        updatedBy: caller.accountId,
      }))
    )
      throw stepTaken();
    await insertEvents(tx, [{ ...base, kind: 'rejected', fromStatus: 'pending', toStatus: 'rejected' }]);
    await noticeRejected(tx, notice, waiting.name, reason ?? '', caller.accountId);
    return 'rejected';
  }

  const next = steps.find((s) => s.position > waiting.position && s.state === 'upcoming');
  if (next) {
    if (!(await moveStep(tx, next.id, 'upcoming', { state: 'waiting', waitingSince: now })))
      throw stepTaken();
    if (
      !(await updateOrderIfVersion(tx, order.id, order.version, {
        currentStep: next.position,
        updatedBy: caller.accountId,
      }))
    )
      throw stepTaken();
    await insertEvents(tx, [{ ...base, kind: 'step_approved', fromStatus: 'pending', toStatus: 'pending' }]);
    await noticeStepApproved(tx, notice, waiting.name, next.name, caller.accountId);
    await noticeStepWaiting(tx, notice, next.name, await approversOfStep(tx, next, now), caller.accountId);
    return 'pending';
  }
  if (
    !(await updateOrderIfVersion(tx, order.id, order.version, {
      status: 'approved',
      currentStep: null,
      approvedAt: now,
      updatedBy: caller.accountId,
    }))
  )
    throw stepTaken();
  await insertEvents(tx, [
    { ...base, kind: 'step_approved', fromStatus: 'pending', toStatus: 'pending' },
    { ...base, kind: 'approved', fromStatus: 'pending', toStatus: 'approved', reason: null },
  ]);
  await noticeApproved(tx, notice, caller.accountId);
  return 'approved';
}

/**
 * An edit of a pending or (partly) approved order voids every decision so far (docs/orders.md
 * "Edits reset approval"): the reset is recorded, then the order is submitted again from step 1.
 */
export async function resetApproval(
  tx: DbOrTx,
  order: OrderRecord,
  actorId: number,
  now: Date,
): Promise<OrderStatus> {
  await insertEvents(tx, [
    { orderId: order.id, kind: 'approval_reset', fromStatus: order.status, toStatus: 'pending', actorId },
  ]);
  return submitOrder(tx, order, actorId, now);
}
