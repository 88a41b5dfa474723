import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PartnerType } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { accounts, accountSearchCondition, notDeleted } from '../account/index.js';
import { partnerScopeCondition } from './partner.repository.js';
import { partnerProfiles as p } from './partner.tables.js';

export interface RadiusSearch {
  lat: number;
  lng: number;
  radius: number;
  types?: readonly PartnerType[] | undefined;
  excludeId?: number | undefined;
  scope: DataScope;
}

export interface PlaceRow {
  id: number;
  type: PartnerType;
  fullname: string;
  phone: string | null;
  addressText: string | null;
  latitude: number;
  longitude: number;
  distance: number;
}

const point = sql`ll_to_earth(${p.latitude}, ${p.longitude})`;

/**
 * Partners within `radius` metres: the GiST index answers `earth_box(centre, r) @> ll_to_earth(…)`
 * (a cube around the sphere's point, a superset), then the exact great-circle `earth_distance`
 * drops the corners. `latitude is not null …` repeats the partial index's predicate so the planner
 * may use it.
 */
function radiusWhere(s: RadiusSearch): { where: SQL; distance: SQL<number> } {
  const centre = sql`ll_to_earth(${s.lat}::float8, ${s.lng}::float8)`;
  const distance = sql<number>`earth_distance(${centre}, ${point})`;
  const where = and(
    sql`${p.latitude} is not null and ${p.longitude} is not null`,
    sql`earth_box(${centre}, ${s.radius}::float8) @> ${point}`,
    sql`${distance} <= ${s.radius}::float8`,
    s.types && s.types.length > 0 ? inArray(p.type, [...s.types]) : undefined,
    s.excludeId === undefined ? undefined : sql`${p.accountId} <> ${s.excludeId}`,
    partnerScopeCondition(s.scope),
    eq(accounts.isActive, true),
    notDeleted,
  )!;
  return { where, distance };
}

export async function placesWithinRadius(
  db: DbOrTx,
  s: RadiusSearch,
  page: { limit: number; offset: number },
): Promise<PlaceRow[]> {
  const { where, distance } = radiusWhere(s);
  const rows = await db
    .select({
      id: p.accountId,
      type: p.type,
      fullname: accounts.fullname,
      phone: accounts.phone,
      addressText: p.addressText,
      latitude: sql<number>`${p.latitude}`,
      longitude: sql<number>`${p.longitude}`,
      distance: sql<number>`${distance}`,
    })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.accountId))
    .where(where)
    .orderBy(distance, p.accountId)
    .limit(page.limit)
    .offset(page.offset);
  // pg answers float8 as numbers, but a computed column may arrive as a string on some drivers.
  return rows.map((r) => ({ ...r, distance: Number(r.distance) }));
}

export async function countWithinRadius(db: DbOrTx, s: RadiusSearch): Promise<number> {
  const { where } = radiusWhere(s);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.accountId))
    .where(where);
  return row?.n ?? 0;
}

export interface BoxSearch {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  areaId?: number | undefined;
  zoneId?: number | undefined;
  types: readonly PartnerType[];
  scope: DataScope;
}

/** Points inside a bounding box (at most `limit`; one more is read to tell whether it was capped). */
export async function pointsInBox(db: DbOrTx, s: BoxSearch, limit: number) {
  return db
    .select({
      id: p.accountId,
      type: p.type,
      fullname: accounts.fullname,
      latitude: sql<number>`${p.latitude}`,
      longitude: sql<number>`${p.longitude}`,
      areaId: p.areaId,
      zoneId: p.zoneId,
      distributorId: p.distributorId,
    })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.accountId))
    .where(
      and(
        sql`${p.latitude} between ${s.minLat} and ${s.maxLat}`,
        sql`${p.longitude} between ${s.minLng} and ${s.maxLng}`,
        inArray(p.type, [...s.types]),
        s.areaId === undefined ? undefined : eq(p.areaId, s.areaId),
        s.zoneId === undefined ? undefined : eq(p.zoneId, s.zoneId),
        partnerScopeCondition(s.scope),
        eq(accounts.isActive, true),
        notDeleted,
      ),
    )
    .orderBy(p.accountId)
    .limit(limit + 1);
}

/** Active stores for shop pickers, by name (search ignores diacritics). */
export function shopGroceryRows(
  db: DbOrTx,
  q: {
    search?: string | undefined;
    areaId?: number | undefined;
    zoneId?: number | undefined;
    limit: number;
    scope: DataScope;
  },
) {
  return db
    .select({
      id: p.accountId,
      fullname: accounts.fullname,
      phone: accounts.phone,
      address_text: p.addressText,
      distributor_id: p.distributorId,
      latitude: p.latitude,
      longitude: p.longitude,
    })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.accountId))
    .where(
      and(
        eq(p.type, 'CHTH'),
        q.areaId === undefined ? undefined : eq(p.areaId, q.areaId),
        q.zoneId === undefined ? undefined : eq(p.zoneId, q.zoneId),
        partnerScopeCondition(q.scope),
        accountSearchCondition(q.search),
        eq(accounts.isActive, true),
        notDeleted,
      ),
    )
    .orderBy(sql`fold_text(${accounts.fullname})`, p.accountId)
    .limit(q.limit);
}
