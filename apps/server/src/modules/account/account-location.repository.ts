import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { countCapped, offsetWithinCap } from '../../platform/db/capped-count.js';
import { notDeleted, searchCondition } from './account.repository.js';
import { accounts } from './account.tables.js';

/** What the locate module shows of an account assigned to an area or zone. */
export interface LocatedAccountRow {
  id: number;
  username: string;
  fullname: string;
  type: string;
  position: string | null;
  phone: string | null;
  is_active: boolean;
  area_id: number | null;
  zone_id: number | null;
}

export interface LocationFilter {
  zoneId?: number;
  areaId?: number;
  search?: string;
  page: number;
  pageSize: number;
}

/**
 * Accounts (not deleted) whose zone is `zoneId`, or whose area is `areaId` — an account counts for
 * an area when its own area_id is that area OR its zone is one of the area's zones (`areaZoneIds`).
 */
export async function listAccountsInLocation(
  db: DbOrTx,
  filter: LocationFilter & { areaZoneIds?: readonly number[] },
): Promise<Page<LocatedAccountRow>> {
  const condition = and(notDeleted, locationCondition(filter), searchCondition(filter.search));
  const [results, totals] = await Promise.all([
    db
      .select({
        id: accounts.id,
        username: accounts.username,
        fullname: accounts.fullname,
        type: accounts.type,
        position: accounts.position,
        phone: accounts.phone,
        is_active: accounts.isActive,
        area_id: accounts.areaId,
        zone_id: accounts.zoneId,
      })
      .from(accounts)
      .where(condition)
      .orderBy(asc(accounts.fullname), asc(accounts.id))
      .limit(filter.pageSize)
      .offset(offsetWithinCap(filter.page, filter.pageSize)),
    countCapped(db, accounts, condition),
  ]);
  return { results, total: totals.total, ...(totals.capped ? { total_capped: true } : {}) };
}

function locationCondition(filter: {
  zoneId?: number;
  areaId?: number;
  areaZoneIds?: readonly number[];
}): SQL {
  if (filter.zoneId !== undefined) return eq(accounts.zoneId, filter.zoneId);
  if (filter.areaId === undefined) return sql`false`;
  const zoneIds = filter.areaZoneIds ?? [];
  return zoneIds.length > 0
    ? sql`(${accounts.areaId} = ${filter.areaId} or ${inArray(accounts.zoneId, [...zoneIds])})`
    : eq(accounts.areaId, filter.areaId);
}

/** Non-deleted accounts per zone id (zones without accounts are absent). */
export async function countAccountsByZone(
  db: DbOrTx,
  zoneIds: readonly number[],
): Promise<Map<number, number>> {
  if (zoneIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.zoneId, n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(notDeleted, inArray(accounts.zoneId, [...zoneIds])))
    .groupBy(accounts.zoneId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** Non-deleted accounts whose own area_id is one of these (zone assignments are counted separately). */
export async function countAccountsByArea(
  db: DbOrTx,
  areaIds: readonly number[],
): Promise<Map<number, number>> {
  if (areaIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.areaId, n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(notDeleted, inArray(accounts.areaId, [...areaIds])))
    .groupBy(accounts.areaId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/**
 * Accounts (not deleted) of each area: own area_id, or a zone of the area (`zoneArea` maps zone id →
 * area id), each account counted once. Grouped by (area_id, zone_id) in SQL, combined here.
 */
export async function countDistinctAccountsByArea(
  db: DbOrTx,
  areaIds: readonly number[],
  zoneArea: ReadonlyMap<number, number>,
  { directAreaIds = areaIds }: { directAreaIds?: readonly number[] } = {},
): Promise<Map<number, number>> {
  if (areaIds.length === 0) return new Map();
  const zoneIds = [...zoneArea.keys()];
  const byArea = directAreaIds.length > 0 ? inArray(accounts.areaId, [...directAreaIds]) : undefined;
  const byZone = zoneIds.length > 0 ? inArray(accounts.zoneId, zoneIds) : undefined;
  if (!byArea && !byZone) return new Map();
  const rows = await db
    .select({ areaId: accounts.areaId, zoneId: accounts.zoneId, n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(notDeleted, byArea && byZone ? sql`(${byArea} or ${byZone})` : (byArea ?? byZone)))
    .groupBy(accounts.areaId, accounts.zoneId);
  const wanted = new Set(areaIds);
  const direct = new Set(directAreaIds);
  const counts = new Map<number, number>();
  for (const row of rows) {
    const owners = new Set<number>();
    if (row.areaId !== null && direct.has(row.areaId)) owners.add(row.areaId);
    const viaZone = row.zoneId === null ? undefined : zoneArea.get(row.zoneId);
    if (viaZone !== undefined && wanted.has(viaZone)) owners.add(viaZone);
    for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + Number(row.n));
  }
  return counts;
}
