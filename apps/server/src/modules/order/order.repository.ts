import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PriceSystem } from '@kenh/contract';
import { qualified } from '../../platform/db/qualified.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../platform/db/vietnam-days.js';
import { countCapped, type CountedRows } from '../../platform/db/capped-count.js';
import { escapeLike } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { accounts } from '../account/index.js';
import { orderFlows, orderTypes } from './order-flow.tables.js';
import { orderApprovalSteps, orderEvents, orderLines, orders } from './order.tables.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrderRecord = typeof orders.$inferInsert;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type NewOrderLineRecord = typeof orderLines.$inferInsert;
export type ApprovalStepRecord = typeof orderApprovalSteps.$inferSelect;
export type NewApprovalStepRecord = typeof orderApprovalSteps.$inferInsert;
export type NewOrderEventRecord = typeof orderEvents.$inferInsert;

const accountName = nameOf(accounts.fullname, accounts.id, orders.accountId);
const sellerName = sql<
  string | null
>`(select s.fullname from accounts s where s.id = ${qualified(orders.sellerId)})`;
/** The name of the step waiting now, read per row (pending orders only). */
const waitingStepName = sql<string | null>`(select w.name from order_approval_steps w
  where w.order_id = ${qualified(orders.id)} and w.round = ${qualified(orders.approvalRound)} and w.position = ${qualified(orders.currentStep)})`;

/** What a list row and a detail show: the order and the names it links to. */
const rowColumns = {
  ...getTableColumns(orders),
  accountName,
  accountUsername: nameOf(accounts.username, accounts.id, orders.accountId),
  sellerName,
  orderTypeName: nameOf(orderTypes.name, orderTypes.id, orders.orderTypeId),
  flowName: nameOf(orderFlows.name, orderFlows.id, orders.flowId),
  waitingStepName,
};
export type OrderRow = OrderRecord & {
  accountName: string | null;
  accountUsername: string | null;
  sellerName: string | null;
  orderTypeName: string | null;
  flowName: string | null;
  waitingStepName: string | null;
};

export const ORDER_LIST_SORTS = {
  newest: { column: orders.id, direction: 'desc' },
  oldest: { column: orders.id, direction: 'asc' },
  total_desc: { column: orders.total, direction: 'desc' },
  total_asc: { column: orders.total, direction: 'asc' },
} as const;

/** Newest first by default; every sort walks an index ending with the id (docs/orders.md "Lists"). */
export const orderPages = defineListQuery({
  table: orders,
  id: orders.id,
  sorts: ORDER_LIST_SORTS,
  defaultSort: 'newest',
});

const orderDisplay = defineDisplayFetch('order-display', orders.id, (db) =>
  db.select(rowColumns).from(orders),
);

export interface OrderListFilter {
  /** What the caller may see (`orderVisibility`); with `visibilityBranches`, what it adds to them. */
  visibility: SQL | undefined;
  /**
   * The caller's visibility as disjoint branches (`orderVisibilityBranches`): an order is listed when
   * it matches `visibility` and one branch. The page and the count read each branch through an
   * index of its own (`union all`), so neither walks one index for every branch and filters, nor
   * reads one heap page per visible order (docs/decisions/0012-list-queries.md).
   */
  visibilityBranches?: readonly SQL[] | undefined;
  search?: string | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  system?: PriceSystem | undefined;
  accountId?: number | undefined;
  sellerId?: number | undefined;
  flowId?: number | undefined;
  /** `null`: orders that follow no flow. */
  withoutFlow?: boolean | undefined;
  orderTypeId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  createdBy?: number | undefined;
  discounted?: boolean | undefined;
  /** Orders whose waiting step this condition (on `order_approval_steps w`) accepts. */
  awaiting?: SQL | undefined;
}

export function orderListWhere(f: OrderListFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    f.visibility,
    f.visibilityBranches && or(...f.visibilityBranches),
    f.statuses && f.statuses.length > 0 ? inArray(orders.status, [...f.statuses]) : undefined,
    filterOn.eq(orders.accountSystem, f.system),
    filterOn.eq(orders.accountId, f.accountId),
    filterOn.eq(orders.sellerId, f.sellerId),
    filterOn.eq(orders.flowId, f.flowId),
    filterOn.eq(orders.orderTypeId, f.orderTypeId),
    filterOn.eq(orders.createdBy, f.createdBy),
    f.withoutFlow ? sql`${orders.flowId} is null` : undefined,
    f.discounted ? sql`${orders.discount} > 0` : undefined,
    term ? sql`${orders.code} ilike ${`%${escapeLike(term)}%`}` : undefined,
    f.from ? sql`${orders.createdAt} >= ${startOfVietnamDay(f.from)}` : undefined,
    f.to ? sql`${orders.createdAt} < ${endOfVietnamDay(f.to)}` : undefined,
    f.awaiting
      ? sql`${orders.status} = 'pending' and exists (select 1 from order_approval_steps w
          where w.order_id = ${qualified(orders.id)} and w.round = ${qualified(orders.approvalRound)}
            and w.position = ${qualified(orders.currentStep)} and w.state = 'waiting' and ${f.awaiting})`
      : undefined,
  );
}

/** What a list's count reads: its `where`, one branch of the visibility at a time when it has branches. */
function orderCountWhere(f: OrderListFilter): CountedRows {
  if (!f.visibilityBranches) return orderListWhere(f);
  return {
    branches: f.visibilityBranches.map((branch) => orderListWhere({ ...f, visibilityBranches: [branch] })!),
  };
}

export async function listOrderRows(
  db: DbOrTx,
  filter: OrderListFilter & { page: number; pageSize: number; after?: number | undefined; sort?: string },
): Promise<{ rows: OrderRow[]; total: number; capped: boolean }> {
  const { ids, total, capped } = await orderPages.pageIds(db, {
    ...filter,
    where: orderListWhere(filter),
    countWhere: orderCountWhere(filter),
  });
  return { rows: await orderDisplay.rows(db, ids), total, capped };
}

/**
 * The next `pageSize` rows of a list after the row `after` (keyset, in the list's sort), without a
 * count: what an export reads batch after batch, at the cost of a first page whatever its depth.
 */
export async function orderRowsAfter(
  db: DbOrTx,
  filter: OrderListFilter & { pageSize: number; after?: number | undefined; sort?: string },
): Promise<OrderRow[]> {
  const rows = await orderPages.pageIdsQuery(db, {
    ...filter,
    page: 0,
    where: orderListWhere(filter),
    countWhere: orderCountWhere(filter),
  });
  return orderDisplay.rows(
    db,
    rows.map((r) => Number(r.id)),
  );
}

/** How many orders match a list's filters, counting at most `cap + 1` of them. */
export const countOrderRows = (db: DbOrTx, filter: OrderListFilter, cap: number) =>
  countCapped(db, orders, orderCountWhere(filter), cap);

export async function findOrderRow(db: DbOrTx, id: number, extra?: SQL): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .where(and(eq(orders.id, id), extra))
    .limit(1);
  return row;
}

/** Orders by id (in id order), unlocked: for notices about them. */
export async function orderRecordsByIds(db: DbOrTx, ids: readonly number[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(orders.id);
}

/** The order's row locked until the transaction ends (status actions and edits queue on it). */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRecord | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

export async function insertOrder(tx: DbOrTx, values: NewOrderRecord): Promise<number> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

/**
 * Updates an order only if nobody changed it since it was read (`version`): answers false when
 * another writer won, so two approvers of one step can never both succeed.
 */
export async function updateOrderIfVersion(
  tx: DbOrTx,
  id: number,
  version: number,
  values: Partial<NewOrderRecord>,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.version, version)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function linesOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      ...getTableColumns(orderLines),
      variantCode: sql<string>`(select v.code from product_variants v where v.id = ${qualified(orderLines.variantId)})`,
      variantName: sql<string>`(select v.name from product_variants v where v.id = ${qualified(orderLines.variantId)})`,
      productId: sql<number>`(select v.product_id from product_variants v where v.id = ${qualified(orderLines.variantId)})`,
      productName: sql<string>`(select p.name from product_variants v join products p on p.id = v.product_id
        where v.id = ${qualified(orderLines.variantId)})`,
      unitName: sql<string>`(select u.name from units u where u.id = ${qualified(orderLines.unitId)})`,
      priceListCode: sql<string>`(select l.code from price_lists l where l.id = ${qualified(orderLines.priceListId)})`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}
export type OrderLineRow = Awaited<ReturnType<typeof linesOf>>[number];

export async function replaceLines(tx: DbOrTx, orderId: number, lines: NewOrderLineRecord[]): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

export async function stepsOf(db: DbOrTx, orderId: number, round: number) {
  return db
    .select({
      ...getTableColumns(orderApprovalSteps),
      roomName: sql<
        string | null
      >`(select r.name from rooms r where r.id = ${qualified(orderApprovalSteps.roomId)})`,
      decidedByName: sql<
        string | null
      >`(select a.fullname from accounts a where a.id = ${qualified(orderApprovalSteps.decidedBy)})`,
      onBehalfOfName: sql<
        string | null
      >`(select a.fullname from accounts a where a.id = ${qualified(orderApprovalSteps.onBehalfOf)})`,
    })
    .from(orderApprovalSteps)
    .where(and(eq(orderApprovalSteps.orderId, orderId), eq(orderApprovalSteps.round, round)))
    .orderBy(asc(orderApprovalSteps.position));
}
export type ApprovalStepRow = Awaited<ReturnType<typeof stepsOf>>[number];

export async function insertSteps(tx: DbOrTx, steps: NewApprovalStepRecord[]): Promise<void> {
  if (steps.length > 0) await tx.insert(orderApprovalSteps).values(steps);
}

/** Moves one step from `from` to a new state only if it is still in `from` (false: someone else did). */
export async function moveStep(
  tx: DbOrTx,
  stepId: number,
  from: ApprovalStepRecord['state'],
  values: Partial<NewApprovalStepRecord>,
): Promise<boolean> {
  const rows = await tx
    .update(orderApprovalSteps)
    .set(values)
    .where(and(eq(orderApprovalSteps.id, stepId), eq(orderApprovalSteps.state, from)))
    .returning({ id: orderApprovalSteps.id });
  return rows.length === 1;
}

export async function insertEvents(tx: DbOrTx, events: NewOrderEventRecord[]): Promise<void> {
  if (events.length > 0) await tx.insert(orderEvents).values(events);
}

export async function eventsOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      ...getTableColumns(orderEvents),
      actorName: sql<
        string | null
      >`(select a.fullname from accounts a where a.id = ${qualified(orderEvents.actorId)})`,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}
export type OrderEventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/** Names of the (not deleted) accounts among `ids`, by id: one query for a batch of notices. */
export async function accountNamesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, fullname: accounts.fullname })
    .from(accounts)
    .where(and(inArray(accounts.id, [...new Set(ids)]), eq(accounts.isDeleted, false)));
  return new Map(rows.map((r) => [r.id, r.fullname]));
}

/** An account as an order needs it: its system, place and names. */
export async function accountForOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      systemKey: accounts.systemKey,
      fullname: accounts.fullname,
      areaId: accounts.areaId,
      zoneId: accounts.zoneId,
      isActive: accounts.isActive,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isDeleted, false)))
    .limit(1);
  return row;
}

/** How many order lines name a variant or a product's variants (they keep them from deletion). */
export async function countLinesOfVariant(db: DbOrTx, variantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(eq(orderLines.variantId, variantId));
  return row?.n ?? 0;
}

export async function countLinesOfProduct(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(
      sql`${orderLines.variantId} in (select v.id from product_variants v where v.product_id = ${productId})`,
    );
  return row?.n ?? 0;
}

/** Orders by code, for the histories that point at them (a shipment's orders). */
export const orderCodes = (db: DbOrTx) => columnNamer(db, orders, orders.id, orders.code);
