import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { OrderFlowStatus, PriceSystem } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { countCapped, offsetWithinCap } from '../../platform/db/capped-count.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { rooms } from '../access/index.js';
import { qualified } from '../../platform/db/qualified.js';
import {
  orderDelegations,
  orderFlowChoices,
  orderFlows,
  orderFlowSteps,
  orderTypes,
} from './order-flow.tables.js';

export type FlowRecord = typeof orderFlows.$inferSelect;
export type FlowStepRecord = typeof orderFlowSteps.$inferSelect;
export type NewFlowStepRecord = typeof orderFlowSteps.$inferInsert;
export type OrderTypeRecord = typeof orderTypes.$inferSelect;
export type DelegationRecord = typeof orderDelegations.$inferSelect;

const roomName = (column: typeof orderFlowSteps.roomId | typeof orderFlowSteps.escalateRoomId) =>
  sql<string | null>`(select r.name from rooms r where r.id = ${qualified(column)})`;

export async function stepsOfFlows(db: DbOrTx, flowIds: readonly number[]) {
  if (flowIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(orderFlowSteps),
      roomName: roomName(orderFlowSteps.roomId),
      escalateRoomName: roomName(orderFlowSteps.escalateRoomId),
    })
    .from(orderFlowSteps)
    .where(inArray(orderFlowSteps.flowId, [...flowIds]))
    .orderBy(asc(orderFlowSteps.flowId), asc(orderFlowSteps.position));
}
export type FlowStepRow = Awaited<ReturnType<typeof stepsOfFlows>>[number];

export async function findFlow(db: DbOrTx, id: number): Promise<FlowRecord | undefined> {
  const [row] = await db.select().from(orderFlows).where(eq(orderFlows.id, id)).limit(1);
  return row;
}

export interface FlowFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: OrderFlowStatus | undefined;
  system?: PriceSystem | undefined;
}

export async function listFlows(db: DbOrTx, f: FlowFilter): Promise<{ rows: FlowRecord[]; total: number }> {
  const where = and(
    foldedContains(orderFlows.name, f.search),
    f.status ? eq(orderFlows.status, f.status) : undefined,
    f.system ? sql`${f.system} = any(${orderFlows.systems})` : undefined,
  );
  const rows = await db
    .select()
    .from(orderFlows)
    .where(where)
    .orderBy(asc(orderFlows.name), asc(orderFlows.id))
    .limit(f.pageSize)
    .offset(offsetWithinCap(f.page, f.pageSize));
  const { total } = await countCapped(db, orderFlows, where);
  return { rows, total };
}

export async function flowNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderFlows.id })
    .from(orderFlows)
    .where(
      and(
        sql`fold_text(${orderFlows.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : sql`${orderFlows.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function existingRoomIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function insertFlow(tx: DbOrTx, values: typeof orderFlows.$inferInsert): Promise<number> {
  const [row] = await tx.insert(orderFlows).values(values).returning({ id: orderFlows.id });
  return row!.id;
}

export async function updateFlow(tx: DbOrTx, id: number, values: Partial<typeof orderFlows.$inferInsert>) {
  await tx
    .update(orderFlows)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderFlows.id, id));
}

export async function replaceFlowSteps(
  tx: DbOrTx,
  flowId: number,
  steps: NewFlowStepRecord[],
): Promise<void> {
  await tx.delete(orderFlowSteps).where(eq(orderFlowSteps.flowId, flowId));
  if (steps.length > 0) await tx.insert(orderFlowSteps).values(steps);
}

/** Other default flows of these systems lose their default mark (one default per system). */
export async function clearOtherDefaults(tx: DbOrTx, flowId: number, systems: readonly string[]) {
  if (systems.length === 0) return;
  await tx
    .update(orderFlows)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(orderFlows.isDefault, true),
        sql`${orderFlows.id} <> ${flowId}`,
        sql`${orderFlows.systems} && ${`{${systems.join(',')}}`}::text[]`,
      ),
    );
}

/** The active default flow of an orderer system. */
export async function defaultFlowOf(db: DbOrTx, system: string): Promise<FlowRecord | undefined> {
  const [row] = await db
    .select()
    .from(orderFlows)
    .where(
      and(
        eq(orderFlows.isDefault, true),
        eq(orderFlows.status, 'active'),
        sql`${system} = any(${orderFlows.systems})`,
      ),
    )
    .orderBy(asc(orderFlows.id))
    .limit(1);
  return row;
}

export async function chosenFlowId(db: DbOrTx, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ flowId: orderFlowChoices.flowId })
    .from(orderFlowChoices)
    .where(eq(orderFlowChoices.accountId, accountId));
  return row?.flowId ?? null;
}

export async function setChosenFlow(tx: DbOrTx, accountId: number, flowId: number | null): Promise<void> {
  if (flowId === null) {
    await tx.delete(orderFlowChoices).where(eq(orderFlowChoices.accountId, accountId));
    return;
  }
  await tx
    .insert(orderFlowChoices)
    .values({ accountId, flowId })
    .onConflictDoUpdate({ target: orderFlowChoices.accountId, set: { flowId, updatedAt: new Date() } });
}

// --- delegations --------------------------------------------------------------------------------

const delegationColumns = {
  ...getTableColumns(orderDelegations),
  approverName: sql<string>`(select a.fullname from accounts a where a.id = ${qualified(orderDelegations.approverId)})`,
  deputyName: sql<string>`(select a.fullname from accounts a where a.id = ${qualified(orderDelegations.deputyId)})`,
};
export type DelegationRow = DelegationRecord & { approverName: string; deputyName: string };

/** Delegations not yet ended, of or to `accountId` (all when undefined). */
export async function listDelegations(
  db: DbOrTx,
  accountId: number | undefined,
  now: Date,
): Promise<DelegationRow[]> {
  return db
    .select(delegationColumns)
    .from(orderDelegations)
    .where(
      and(
        gt(orderDelegations.endsAt, now),
        accountId === undefined
          ? undefined
          : or(eq(orderDelegations.approverId, accountId), eq(orderDelegations.deputyId, accountId)),
      ),
    )
    .orderBy(desc(orderDelegations.startsAt), desc(orderDelegations.id));
}

export async function findDelegation(db: DbOrTx, id: number): Promise<DelegationRow | undefined> {
  const [row] = await db.select(delegationColumns).from(orderDelegations).where(eq(orderDelegations.id, id));
  return row;
}

export async function insertDelegation(
  tx: DbOrTx,
  values: typeof orderDelegations.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(orderDelegations).values(values).returning({ id: orderDelegations.id });
  return row!.id;
}

export async function deleteDelegation(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(orderDelegations).where(eq(orderDelegations.id, id));
}

/** The approvers `deputyId` stands in for at `at`. */
export async function delegatorsOf(db: DbOrTx, deputyId: number, at: Date): Promise<number[]> {
  const rows = await db
    .select({ approverId: orderDelegations.approverId })
    .from(orderDelegations)
    .where(
      and(
        eq(orderDelegations.deputyId, deputyId),
        lte(orderDelegations.startsAt, at),
        gt(orderDelegations.endsAt, at),
      ),
    );
  return [...new Set(rows.map((r) => r.approverId))];
}

/** The deputies standing in for any of `approverIds` at `at`. */
export async function deputiesOf(db: DbOrTx, approverIds: readonly number[], at: Date): Promise<number[]> {
  if (approverIds.length === 0) return [];
  const rows = await db
    .select({ deputyId: orderDelegations.deputyId })
    .from(orderDelegations)
    .where(
      and(
        inArray(orderDelegations.approverId, [...approverIds]),
        lte(orderDelegations.startsAt, at),
        gt(orderDelegations.endsAt, at),
      ),
    );
  return [...new Set(rows.map((r) => r.deputyId))];
}

// --- order types --------------------------------------------------------------------------------

export async function listOrderTypes(db: DbOrTx): Promise<OrderTypeRecord[]> {
  return db
    .select()
    .from(orderTypes)
    .orderBy(desc(orderTypes.isActive), asc(orderTypes.name), asc(orderTypes.id));
}

export async function findOrderType(db: DbOrTx, id: number): Promise<OrderTypeRecord | undefined> {
  const [row] = await db.select().from(orderTypes).where(eq(orderTypes.id, id));
  return row;
}

export async function orderTypeCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderTypes.id })
    .from(orderTypes)
    .where(
      and(
        sql`lower(${orderTypes.code}) = lower(${code})`,
        exceptId === undefined ? undefined : sql`${orderTypes.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertOrderType(tx: DbOrTx, values: typeof orderTypes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(orderTypes).values(values).returning({ id: orderTypes.id });
  return row!.id;
}

export async function updateOrderType(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof orderTypes.$inferInsert>,
) {
  await tx
    .update(orderTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderTypes.id, id));
}

/** Steps naming a room (as approvers or escalation): they keep it from deletion. */
export async function countStepsOfRoom(db: DbOrTx, roomId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderFlowSteps)
    .where(or(eq(orderFlowSteps.roomId, roomId), eq(orderFlowSteps.escalateRoomId, roomId)));
  return row?.n ?? 0;
}
