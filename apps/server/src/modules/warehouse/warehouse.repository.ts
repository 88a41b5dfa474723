import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { WarehouseStatus } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { areas } from '../locate/index.js';
import { warehouseTable as records } from './warehouse.tables.js';

/** A row with the name of its area, read per row (no join). */
const columns = { ...getTableColumns(records), areaName: nameOf(areas.name, areas.id, records.areaId) };

export type WarehouseRow = typeof records.$inferSelect & { areaName: string | null };
export type NewWarehouseRow = typeof records.$inferInsert;

/** Records a restricted caller may read and change: those of the areas in their data scope. */
export function warehouseScopeCondition(scope: DataScope): SQL | undefined {
  if (scope.unrestricted) return undefined;
  return scope.areaIds.length > 0 ? inArray(records.areaId, scope.areaIds) : sql`false`;
}

export const areaInScope = (scope: DataScope, areaId: number): boolean =>
  scope.unrestricted || scope.areaIds.includes(areaId);

export interface WarehouseFilter {
  scope: DataScope;
  search?: string | undefined;
  areaId?: number | undefined;
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
    warehouseScopeCondition(filter.scope),
    filterOn.eq(records.areaId, filter.areaId),
    filterOn.eq(records.status, filter.status),
    foldedContains(records.name, filter.search),
  );
  const { ids, total, capped } = await warehousePages.pageIds(db, { ...filter, where });
  return { rows: await warehouseDisplay.rows(db, ids), total, capped };
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

export async function deleteWarehouseRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(records).where(eq(records.id, id));
}

/** How many records belong to an area (an area keeps them: its delete is refused). */
export async function countWarehouseRowsOfArea(db: DbOrTx, areaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(records).where(eq(records.areaId, areaId));
  return row?.n ?? 0;
}
