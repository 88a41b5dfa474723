import { and, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { WarehouseKind, WarehouseStatus } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { qualified } from '../../platform/db/qualified.js';
import { VIETNAM_TODAY } from '../../platform/db/vietnam-days.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { accounts } from '../account/index.js';
import { areas } from '../locate/index.js';
import { NEAR_LIMIT } from './stock-sql.js';
import { warehouseTable as records } from './warehouse.tables.js';

/** Lots of this warehouse with stock, expiring within the near-expiry window or already expired. */
const lotsExpiring = (expired: boolean) =>
  sql<number>`(select count(*)::int from stock_balances b join consignments c on c.id = b.consignment_id
    where b.warehouse_id = ${qualified(records.id)} and b.on_hand > 0 and ${
      expired
        ? sql`c.expires_on < ${VIETNAM_TODAY}`
        : sql`c.expires_on >= ${VIETNAM_TODAY} and c.expires_on < ${NEAR_LIMIT}`
    })`;

/** A row with its area's and owner's names and its stock figures, read per row (no join). */
const columns = {
  ...getTableColumns(records),
  areaName: nameOf(areas.name, areas.id, records.areaId),
  ownerName: nameOf(accounts.fullname, accounts.id, records.ownerId),
  stockValue: sql<number>`(select coalesce(sum(b.on_hand::bigint * c.unit_cost), 0)::float8
    from stock_balances b join consignments c on c.id = b.consignment_id
    where b.warehouse_id = ${qualified(records.id)})`.mapWith(Number),
  nearExpiryLots: lotsExpiring(false).mapWith(Number),
  expiredLots: lotsExpiring(true).mapWith(Number),
};

export type WarehouseRow = typeof records.$inferSelect & {
  areaName: string | null;
  ownerName: string | null;
  stockValue: number;
  nearExpiryLots: number;
  expiredLots: number;
};
export type NewWarehouseRow = typeof records.$inferInsert;

/**
 * Warehouses a restricted caller may see and use: those of the areas in their data scope, and a
 * distributor's own warehouses.
 */
export function warehouseScopeCondition(scope: DataScope, accountId?: number): SQL | undefined {
  if (scope.unrestricted) return undefined;
  const own = accountId === undefined ? undefined : eq(records.ownerId, accountId);
  const inAreas = scope.areaIds.length > 0 ? inArray(records.areaId, scope.areaIds) : undefined;
  return or(inAreas, own) ?? sql`false`;
}

export const areaInScope = (scope: DataScope, areaId: number): boolean =>
  scope.unrestricted || scope.areaIds.includes(areaId);

export interface WarehouseFilter {
  scope: DataScope;
  accountId: number;
  search?: string | undefined;
  kind?: WarehouseKind | undefined;
  areaId?: number | undefined;
  ownerId?: number | undefined;
  status?: WarehouseStatus | undefined;
}

/** Newest first (the primary key), or by name. */
export const warehousePages = defineListQuery({
  table: records,
  id: records.id,
  sorts: {
    newest: { column: records.id, direction: 'desc' },
    name: { column: records.name, direction: 'asc' },
  },
  defaultSort: 'newest',
});

/** The display fetch of a page, prepared once (platform/db/list-query.ts). */
const warehouseDisplay = defineDisplayFetch('warehouse-display', records.id, (db) =>
  db.select(columns).from(records),
);

export async function listWarehouseRows(
  db: DbOrTx,
  filter: WarehouseFilter & { page: number; pageSize: number },
): Promise<{ rows: WarehouseRow[]; total: number; capped: boolean }> {
  const where = and(
    warehouseScopeCondition(filter.scope, filter.accountId),
    filterOn.eq(records.kind, filter.kind),
    filterOn.eq(records.areaId, filter.areaId),
    filterOn.eq(records.ownerId, filter.ownerId),
    filterOn.eq(records.status, filter.status),
    or(foldedContains(records.name, filter.search), foldedContains(records.code, filter.search)),
  );
  const { ids, total, capped } = await warehousePages.pageIds(db, { ...filter, where });
  return { rows: await warehouseDisplay.rows(db, ids), total, capped };
}

/**
 * The status of a warehouse within the scope (a condition on `warehouses`), undefined outside it or
 * when unknown: for checks before a read or a posting, with none of the list's stock figures.
 */
export async function warehouseStatusInScope(
  db: DbOrTx,
  id: number,
  scope: SQL | undefined,
): Promise<WarehouseStatus | undefined> {
  const [row] = await db
    .select({ status: records.status })
    .from(records)
    .where(and(eq(records.id, id), scope))
    .limit(1);
  return row?.status;
}

export async function findWarehouseRow(
  db: DbOrTx,
  id: number,
  extra?: SQL,
): Promise<WarehouseRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(records)
    .where(and(eq(records.id, id), extra))
    .limit(1);
  return row;
}

export async function warehouseNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(
      and(
        sql`fold_text(${records.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : sql`${records.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertWarehouseRow(db: DbOrTx, values: NewWarehouseRow): Promise<number> {
  const [row] = await db.insert(records).values(values).returning({ id: records.id });
  return row!.id;
}

export async function updateWarehouseRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewWarehouseRow>,
): Promise<void> {
  await db
    .update(records)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(records.id, id));
}

/** Sets the status of many warehouses the condition lets through; how many changed. */
export async function setWarehouseStatuses(
  db: DbOrTx,
  ids: readonly number[],
  status: WarehouseStatus,
  updatedBy: number,
  scope: SQL | undefined,
): Promise<number[]> {
  const rows = await db
    .update(records)
    .set({ status, updatedBy, updatedAt: new Date() })
    .where(and(inArray(records.id, [...ids]), sql`${records.status} <> ${status}`, scope))
    .returning({ id: records.id });
  return rows.map((r) => r.id);
}

/** Active warehouses for pickers, by name. */
export async function warehouseOptions(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<(typeof records.$inferSelect)[]> {
  return db
    .select()
    .from(records)
    .where(and(eq(records.status, 'active'), where))
    .orderBy(records.name)
    .limit(500);
}

/** How many records belong to an area (an area keeps them: its delete is refused). */
export async function countWarehouseRowsOfArea(db: DbOrTx, areaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(records).where(eq(records.areaId, areaId));
  return row?.n ?? 0;
}

/** Whether an account is an active, undeleted distributor (a warehouse's owner). */
export async function isDistributor(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.type, 'NPP'),
        eq(accounts.isActive, true),
        eq(accounts.isDeleted, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}
