import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TransportStatus } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { areas } from '../locate/index.js';
import { transportTable as records } from './transport.tables.js';

/** A row with the name of its area, read per row (no join). */
const columns = { ...getTableColumns(records), areaName: nameOf(areas.name, areas.id, records.areaId) };

export type TransportRow = typeof records.$inferSelect & { areaName: string | null };
export type NewTransportRow = typeof records.$inferInsert;

/** Records a restricted caller may read and change: those of the areas in their data scope. */
export function transportScopeCondition(scope: DataScope): SQL | undefined {
  if (scope.unrestricted) return undefined;
  return scope.areaIds.length > 0 ? inArray(records.areaId, scope.areaIds) : sql`false`;
}

export const areaInScope = (scope: DataScope, areaId: number): boolean =>
  scope.unrestricted || scope.areaIds.includes(areaId);

export interface TransportFilter {
  scope: DataScope;
  search?: string | undefined;
  areaId?: number | undefined;
  status?: TransportStatus | undefined;
}

/** Newest first (the primary key), or by name. */
export const transportPages = defineListQuery({
  table: records,
  id: records.id,
  sorts: {
    newest: { column: records.id, direction: 'desc' },
    name: { column: records.name, direction: 'asc' },
  },
  defaultSort: 'newest',
});

/** The display fetch of a page, prepared once (platform/db/list-query.ts). */
const transportDisplay = defineDisplayFetch('transport-display', records.id, (db) =>
  db.select(columns).from(records),
);

export async function listTransportRows(
  db: DbOrTx,
  filter: TransportFilter & { page: number; pageSize: number },
): Promise<{ rows: TransportRow[]; total: number; capped: boolean }> {
  const where = and(
    transportScopeCondition(filter.scope),
    filterOn.eq(records.areaId, filter.areaId),
    filterOn.eq(records.status, filter.status),
    foldedContains(records.name, filter.search),
  );
  const { ids, total, capped } = await transportPages.pageIds(db, { ...filter, where });
  return { rows: await transportDisplay.rows(db, ids), total, capped };
}

export async function findTransportRow(
  db: DbOrTx,
  id: number,
  extra?: SQL,
): Promise<TransportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(records)
    .where(and(eq(records.id, id), extra))
    .limit(1);
  return row;
}

export async function transportNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
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

export async function insertTransportRow(db: DbOrTx, values: NewTransportRow): Promise<number> {
  const [row] = await db.insert(records).values(values).returning({ id: records.id });
  return row!.id;
}

export async function updateTransportRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewTransportRow>,
): Promise<void> {
  await db
    .update(records)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(records.id, id));
}

export async function deleteTransportRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(records).where(eq(records.id, id));
}

/** How many records belong to an area (an area keeps them: its delete is refused). */
export async function countTransportRowsOfArea(db: DbOrTx, areaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(records).where(eq(records.areaId, areaId));
  return row?.n ?? 0;
}
