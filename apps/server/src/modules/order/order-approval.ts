import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderConditionKind } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { accounts } from '../account/index.js';
import { roomMembers, staffHolding } from '../access/index.js';
import { accountCredit, receivableFigures } from './order-credit.repository.js';
import { delegatorsOf, deputiesOf, type FlowStepRow } from './order-flow.repository.js';
import type { NewApprovalStepRecord } from './order.repository.js';

/** What the flow conditions read of an order at submission. */
export interface ApprovalFacts {
  total: number;
  maxDiscountBp: number;
  creditExceeded: boolean;
}

/**
 * Whether the order would take its partner over the credit limit (receivable + committed + this
 * order), or the partner has overdue receivable (docs/orders.md "Receivable and credit").
 */
export async function creditExceeded(
  db: DbOrTx,
  accountId: number,
  total: number,
  now: Date,
): Promise<boolean> {
  const credit = await accountCredit(db, accountId, now);
  const { receivable, overdue } = receivableFigures(credit);
  if (overdue > 0) return true;
  return credit.creditLimit !== null && receivable + credit.committed + total > credit.creditLimit;
}

/** The conditions of a step that hold; a step applies when it has none or any of them holds. */
export function matchedConditions(step: FlowStepRow, facts: ApprovalFacts): OrderConditionKind[] {
  const matched: OrderConditionKind[] = [];
  if (step.minAmount !== null && facts.total > step.minAmount) matched.push('amount_above');
  if (step.minDiscountBp !== null && facts.maxDiscountBp > step.minDiscountBp) matched.push('discount_above');
  if (step.belowListPrice && facts.maxDiscountBp > 0) matched.push('below_list_price');
  if (step.creditExceeded && facts.creditExceeded) matched.push('credit_exceeded');
  return matched;
}

const hasConditions = (step: FlowStepRow): boolean =>
  step.minAmount !== null || step.minDiscountBp !== null || step.belowListPrice || step.creditExceeded;

/** The single step of an order that follows no flow: any holder of order.approve decides it. */
export const NO_FLOW_STEP_NAME = 'Duyệt đơn hàng';

/**
 * The approval steps of one submission, copied from the flow: those whose conditions hold are
 * `upcoming` (the first of them `waiting`), the others `skipped`. No flow: one open step.
 */
export function planSteps(
  orderId: number,
  round: number,
  flowSteps: readonly FlowStepRow[] | null,
  facts: ApprovalFacts,
  now: Date,
): NewApprovalStepRecord[] {
  const planned: NewApprovalStepRecord[] =
    flowSteps === null
      ? [
          {
            orderId,
            round,
            position: 1,
            name: NO_FLOW_STEP_NAME,
            system: null,
            roomId: null,
            state: 'upcoming',
          },
        ]
      : flowSteps.map((step) => {
          const matched = matchedConditions(step, facts);
          const applies = !hasConditions(step) || matched.length > 0;
          return {
            orderId,
            round,
            position: step.position,
            name: step.name,
            system: step.system,
            roomId: step.roomId,
            matched,
            state: applies ? 'upcoming' : 'skipped',
            remindAfterHours: step.remindAfterHours,
            escalateAfterHours: step.escalateAfterHours,
            escalateRoomId: step.escalateRoomId,
          };
        });
  const first = planned.find((s) => s.state === 'upcoming');
  if (first) {
    first.state = 'waiting';
    first.waitingSince = now;
  }
  return planned;
}

/** Members of a room in a system (active accounts). */
async function roomMembersOfSystem(
  db: DbOrTx,
  roomId: number,
  system: string,
  among?: readonly number[],
): Promise<number[]> {
  if (among && among.length === 0) return [];
  const rows = await db
    .select({ id: roomMembers.accountId })
    .from(roomMembers)
    .innerJoin(accounts, eq(accounts.id, roomMembers.accountId))
    .where(
      and(
        eq(roomMembers.setId, roomId),
        eq(accounts.systemKey, system),
        eq(accounts.isDeleted, false),
        eq(accounts.isActive, true),
        among ? inArray(roomMembers.accountId, [...among]) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Who decides a step: its room and system (none: the open step of an order without a flow). */
type StepWho = { roomId?: number | null | undefined; system?: string | null | undefined };

export type ApproverCheck = { ok: true; onBehalfOf: number | null } | { ok: false; messageKey: string };

/**
 * May the caller decide this waiting step now? Never on their own order; a member of the step's
 * room in the step's system; or the active deputy of such a member (recorded as on behalf of
 * them). The step of an order without a flow: any holder of order.approve. Super users decide any
 * step but their own orders'.
 */
export async function checkApprover(
  db: DbOrTx,
  caller: Caller,
  step: StepWho,
  order: { accountId: number; createdBy: number | null },
  now: Date,
): Promise<ApproverCheck> {
  if (order.accountId === caller.accountId || order.createdBy === caller.accountId)
    return { ok: false, messageKey: 'order.self_approval' };
  if (caller.isSuperuser || !step.roomId || !step.system) return { ok: true, onBehalfOf: null };
  if (caller.systemKey === step.system) {
    const own = await roomMembersOfSystem(db, step.roomId, step.system, [caller.accountId]);
    if (own.length > 0) return { ok: true, onBehalfOf: null };
  }
  const delegators = (await delegatorsOf(db, caller.accountId, now)).filter(
    (id) => id !== order.accountId && id !== order.createdBy,
  );
  const covered = await roomMembersOfSystem(db, step.roomId, step.system, delegators);
  if (covered.length > 0) return { ok: true, onBehalfOf: Math.min(...covered) };
  return { ok: false, messageKey: 'order.not_your_step' };
}

/** Who is told a step waits: its room's members in its system and their active deputies. */
export async function approversOfStep(db: DbOrTx, step: StepWho, now: Date): Promise<number[]> {
  if (!step.roomId || !step.system) return staffHolding(db, 'order.approve');
  const members = await roomMembersOfSystem(db, step.roomId, step.system);
  return [...new Set([...members, ...(await deputiesOf(db, members, now))])];
}

/** Members of a room whatever their system (escalation). */
export async function roomMemberIdsOf(db: DbOrTx, roomId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roomMembers.accountId })
    .from(roomMembers)
    .where(eq(roomMembers.setId, roomId));
  return rows.map((r) => r.id);
}

/**
 * The waiting steps a caller may decide, as a condition on `order_approval_steps w` (lists of
 * orders awaiting the caller): rooms they are a member of in their own system, rooms of the
 * approvers they stand in for (in those approvers' systems), open steps when they hold
 * order.approve. Own orders are excluded by the caller of this function.
 */
export async function awaitingCondition(db: DbOrTx, caller: Caller, now: Date) {
  if (caller.isSuperuser) return sql`true`;
  const delegators = await delegatorsOf(db, caller.accountId, now);
  const rows = await db
    .select({ roomId: roomMembers.setId, system: accounts.systemKey })
    .from(roomMembers)
    .innerJoin(accounts, eq(accounts.id, roomMembers.accountId))
    .where(inArray(roomMembers.accountId, [caller.accountId, ...delegators]));
  const pairs = rows
    .filter((r) => r.system !== null)
    .map((r) => sql`(w.room_id = ${r.roomId}::int and w.system = ${r.system})`);
  const open = caller.permissions.has('order.approve') ? [sql`w.room_id is null`] : [];
  const parts = [...pairs, ...open];
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}
