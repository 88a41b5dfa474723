import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Region } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { areas, zones } from './locate.tables.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export type AreaRow = typeof areas.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type NewAreaRow = typeof areas.$inferInsert;
export type NewZoneRow = typeof zones.$inferInsert;

function searchOn(code: AnyPgColumn, name: AnyPgColumn, search?: string): SQL | undefined {
  return foldedContains(sql`${code} || ' ' || ${name}`, search);
}

// --- data scope -----------------------------------------------------------------------------------

/**
 * Areas a restricted caller may read: those in scope.areaIds, and those holding a zone of
 * scope.zoneIds (read-only). `undefined` = no restriction.
 */
export function areaScopeCondition(scope: DataScope): SQL | undefined {
  if (scope.unrestricted) return undefined;
  const parts: SQL[] = [];
  if (scope.areaIds.length > 0) parts.push(inArray(areas.id, scope.areaIds));
  if (scope.zoneIds.length > 0) {
    parts.push(
      inArray(
        areas.id,
        sql`(select ${zones.areaId} from ${zones} where ${inArray(zones.id, scope.zoneIds)})`,
      ),
    );
  }
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** Zones a restricted caller may read: their area is in scope, or they are in scope themselves. */
export function zoneScopeCondition(scope: DataScope): SQL | undefined {
  if (scope.unrestricted) return undefined;
  const parts: SQL[] = [];
  if (scope.areaIds.length > 0) parts.push(inArray(zones.areaId, scope.areaIds));
  if (scope.zoneIds.length > 0) parts.push(inArray(zones.id, scope.zoneIds));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : or(...parts);
}

// --- areas ----------------------------------------------------------------------------------------

export interface AreaFilter {
  search?: string;
  region?: Region;
  isActive?: boolean;
  scope: DataScope;
}

function areaCondition(filter: AreaFilter): SQL | undefined {
  return and(
    areaScopeCondition(filter.scope),
    filterOn.eq(areas.region, filter.region),
    filterOn.eq(areas.isActive, filter.isActive),
    searchOn(areas.code, areas.name, filter.search),
  );
}

/** Areas by code (unique, `areas_code_uq`). */
export const areaPages = defineListQuery({
  table: areas,
  id: areas.id,
  sorts: { code: { column: areas.code, direction: 'asc', unique: true } },
  defaultSort: 'code',
});

const areaDisplay = defineDisplayFetch('area_display', areas.id, (db) => db.select().from(areas));
const zoneDisplay = defineDisplayFetch('zone_display', zones.id, (db) => db.select().from(zones));

export async function listAreas(
  db: DbOrTx,
  filter: AreaFilter & { page: number; pageSize: number },
): Promise<{ rows: AreaRow[]; total: number; capped: boolean }> {
  const { ids, total, capped } = await areaPages.pageIds(db, { ...filter, where: areaCondition(filter) });
  return { rows: await areaDisplay.rows(db, ids), total, capped };
}

export async function allAreas(db: DbOrTx, scope: DataScope, activeOnly: boolean): Promise<AreaRow[]> {
  return db
    .select()
    .from(areas)
    .where(and(areaScopeCondition(scope), activeOnly ? eq(areas.isActive, true) : undefined))
    .orderBy(asc(areas.name));
}

export async function findArea(db: DbOrTx, id: number, extra?: SQL): Promise<AreaRow | undefined> {
  const [row] = await db
    .select()
    .from(areas)
    .where(and(eq(areas.id, id), extra))
    .limit(1);
  return row;
}

export async function areaNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        sql`fold_text(${areas.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : sql`${areas.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertArea(db: DbOrTx, values: NewAreaRow): Promise<AreaRow> {
  const [row] = await db.insert(areas).values(values).returning();
  return row!;
}

export async function updateArea(db: DbOrTx, id: number, values: Partial<NewAreaRow>): Promise<AreaRow> {
  const [row] = await db
    .update(areas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(areas.id, id))
    .returning();
  return row!;
}

export async function deleteArea(db: DbOrTx, id: number): Promise<void> {
  await db.delete(areas).where(eq(areas.id, id));
}

// --- zones ----------------------------------------------------------------------------------------

export interface ZoneFilter {
  search?: string;
  areaId?: number;
  region?: Region;
  isActive?: boolean;
  scope: DataScope;
}

function zoneCondition(filter: ZoneFilter): SQL | undefined {
  return and(
    zoneScopeCondition(filter.scope),
    filterOn.eq(zones.areaId, filter.areaId),
    filter.region
      ? inArray(
          zones.areaId,
          sql`(select ${areas.id} from ${areas} where ${areas.region} = ${filter.region})`,
        )
      : undefined,
    filterOn.eq(zones.isActive, filter.isActive),
    searchOn(zones.code, zones.name, filter.search),
  );
}

/** Zones by code (unique, `zones_code_uq`). */
export const zonePages = defineListQuery({
  table: zones,
  id: zones.id,
  sorts: { code: { column: zones.code, direction: 'asc', unique: true } },
  defaultSort: 'code',
});

export async function listZones(
  db: DbOrTx,
  filter: ZoneFilter & { page: number; pageSize: number },
): Promise<{ rows: ZoneRow[]; total: number; capped: boolean }> {
  const { ids, total, capped } = await zonePages.pageIds(db, { ...filter, where: zoneCondition(filter) });
  return { rows: await zoneDisplay.rows(db, ids), total, capped };
}

/** Every zone of the given areas visible in the scope (ordered by name). */
export async function zonesOfAreas(
  db: DbOrTx,
  areaIds: readonly number[],
  scope: DataScope,
  activeOnly = false,
): Promise<ZoneRow[]> {
  if (areaIds.length === 0) return [];
  return db
    .select()
    .from(zones)
    .where(
      and(
        inArray(zones.areaId, [...areaIds]),
        zoneScopeCondition(scope),
        activeOnly ? eq(zones.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(zones.name), asc(zones.id));
}

/** Zone id → area id for every zone of these areas (scope ignored: used for counting). */
export async function zoneAreaMap(db: DbOrTx, areaIds: readonly number[]): Promise<Map<number, number>> {
  if (areaIds.length === 0) return new Map();
  const rows = await db
    .select({ id: zones.id, areaId: zones.areaId })
    .from(zones)
    .where(inArray(zones.areaId, [...areaIds]));
  return new Map(rows.map((r) => [r.id, r.areaId]));
}

export async function countZonesOfArea(db: DbOrTx, areaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(zones).where(eq(zones.areaId, areaId));
  return Number(row?.n ?? 0);
}

/** The ids among `ids` of zones a data scope reads (its own zones, and the zones of its areas). */
export async function zoneIdsWithinScope(
  db: DbOrTx,
  ids: readonly number[],
  scope: DataScope,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(inArray(zones.id, [...ids]), zoneScopeCondition(scope)));
  return rows.map((r) => r.id);
}

export async function findZoneRow(db: DbOrTx, id: number, extra?: SQL): Promise<ZoneRow | undefined> {
  const [row] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.id, id), extra))
    .limit(1);
  return row;
}

export async function zoneNameTaken(
  db: DbOrTx,
  areaId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(
      and(
        eq(zones.areaId, areaId),
        sql`fold_text(${zones.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : sql`${zones.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertZone(db: DbOrTx, values: NewZoneRow): Promise<ZoneRow> {
  const [row] = await db.insert(zones).values(values).returning();
  return row!;
}

export async function updateZone(db: DbOrTx, id: number, values: Partial<NewZoneRow>): Promise<ZoneRow> {
  const [row] = await db
    .update(zones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(zones.id, id))
    .returning();
  return row!;
}

export async function deleteZone(db: DbOrTx, id: number): Promise<void> {
  await db.delete(zones).where(eq(zones.id, id));
}

export async function areasByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, AreaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(areas)
    .where(inArray(areas.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Areas and zones by name, for the histories that point at them. */
export const areaNames = (db: DbOrTx) => columnNamer(db, areas, areas.id, areas.name);
export const zoneNames = (db: DbOrTx) => columnNamer(db, zones, zones.id, zones.name);
