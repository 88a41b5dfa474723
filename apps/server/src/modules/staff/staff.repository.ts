import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffFilter } from '@kenh/contract';
import { countCapped, offsetWithinCap } from '../../platform/db/capped-count.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedPattern } from '../../platform/db/folded-search.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, positions } from '../organization/index.js';
import { staff, staffRelatives } from './staff.tables.js';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type RelativeRow = typeof staffRelatives.$inferSelect;

/** A staff row with the names of what it links to (one query, left joins). */
export interface StaffListRow extends StaffRow {
  positionName: string | null;
  orgUnitName: string | null;
  officeName: string | null;
  areaName: string | null;
  zoneName: string | null;
  managerCode: string | null;
  managerFullname: string | null;
}

const manager = alias(staff, 'manager');

/** The expression of `staff_search_trgm_idx`: name, code, phone, citizen ID. Keep both identical. */
const searchExpression = sql`fold_text(${staff.fullname} || ' ' || ${staff.code} || ' ' || coalesce(${staff.phone}, '') || ' ' || coalesce(${staff.idNumber}, ''))`;

export function staffSearch(search: string | undefined): SQL | undefined {
  const pattern = foldedPattern(search);
  return pattern && sql`${searchExpression} like ${pattern}`;
}

/** The `staff_list` filters as one condition (search, unit, position, office, area, zone, status, join dates). */
export function staffFilterCondition(filter: StaffFilter): SQL | undefined {
  return and(
    staffSearch(filter.search),
    filter.org_unit_id ? eq(staff.orgUnitId, Number(filter.org_unit_id)) : undefined,
    filter.position_id ? eq(staff.positionId, Number(filter.position_id)) : undefined,
    filter.office_id ? eq(staff.officeId, Number(filter.office_id)) : undefined,
    filter.area_id ? eq(staff.areaId, Number(filter.area_id)) : undefined,
    filter.zone_id ? eq(staff.zoneId, Number(filter.zone_id)) : undefined,
    filter.status ? eq(staff.status, filter.status) : undefined,
    filter.join_date_from ? gte(staff.joinDate, filter.join_date_from) : undefined,
    filter.join_date_to ? lte(staff.joinDate, filter.join_date_to) : undefined,
  );
}

export const managedBy = (managerId: number) => eq(staff.managerId, managerId);
export const withoutManager = isNull(staff.managerId);
export const linkedToAccount = isNotNull(staff.accountId);
export const accountIn = (ids: number[]) => (ids.length === 0 ? sql`false` : inArray(staff.accountId, ids));
/** Staff whose manager is the staff record of account `accountId`. */
export const managerAccountIs = (accountId: number) =>
  sql`${staff.managerId} in (select s.id from staff s where s.account_id = ${accountId})`;

function selectJoined(db: DbOrTx) {
  return db
    .select({
      row: staff,
      positionName: positions.name,
      orgUnitName: orgUnits.name,
      officeName: offices.name,
      areaName: areas.name,
      zoneName: zones.name,
      managerCode: manager.code,
      managerFullname: manager.fullname,
    })
    .from(staff)
    .leftJoin(positions, eq(positions.id, staff.positionId))
    .leftJoin(orgUnits, eq(orgUnits.id, staff.orgUnitId))
    .leftJoin(offices, eq(offices.id, staff.officeId))
    .leftJoin(areas, eq(areas.id, staff.areaId))
    .leftJoin(zones, eq(zones.id, staff.zoneId))
    .leftJoin(manager, eq(manager.id, staff.managerId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectJoined>['execute']>>[number];
const flatten = (r: Joined): StaffListRow => ({
  ...r.row,
  positionName: r.positionName,
  orgUnitName: r.orgUnitName,
  officeName: r.officeName,
  areaName: r.areaName,
  zoneName: r.zoneName,
  managerCode: r.managerCode,
  managerFullname: r.managerFullname,
});

/** One page, newest first, with a capped total (docs/platform.md: large lists stay fast). */
export async function listStaff(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: StaffListRow[]; total: number; capped: boolean }> {
  const offset = offsetWithinCap(page, pageSize);
  const [rows, totals] = await Promise.all([
    selectJoined(db).where(where).orderBy(desc(staff.id)).limit(pageSize).offset(offset),
    countCapped(db, staff, where),
  ]);
  return { rows: rows.map(flatten), total: totals.total, capped: totals.capped };
}

/** Every matching row (export), newest first, at most `limit`. */
export async function allStaffRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<StaffListRow[]> {
  const rows = await selectJoined(db).where(where).orderBy(desc(staff.id)).limit(limit);
  return rows.map(flatten);
}

export async function findStaffJoined(db: DbOrTx, id: number): Promise<StaffListRow | null> {
  const [row] = await selectJoined(db).where(eq(staff.id, id));
  return row ? flatten(row) : null;
}

export async function findStaffRow(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}

export async function findStaffByAccount(db: DbOrTx, accountId: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.accountId, accountId));
  return row ?? null;
}

export async function staffIdWithIdNumber(db: DbOrTx, idNumber: string, exceptId?: number) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.idNumber, idNumber), exceptId ? ne(staff.id, exceptId) : undefined));
  return row?.id ?? null;
}

export async function staffIdWithAccount(db: DbOrTx, accountId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.accountId, accountId), exceptId ? ne(staff.id, exceptId) : undefined));
  return row?.id ?? null;
}

/** Citizen IDs among `idNumbers` already on a record (import duplicates). */
export async function existingIdNumbers(db: DbOrTx, idNumbers: string[]): Promise<Set<string>> {
  if (idNumbers.length === 0) return new Set();
  const rows = await db
    .select({ idNumber: staff.idNumber })
    .from(staff)
    .where(inArray(staff.idNumber, idNumbers));
  return new Set(rows.map((r) => r.idNumber!));
}

export async function relativesOf(db: DbOrTx, staffId: number): Promise<RelativeRow[]> {
  return db
    .select()
    .from(staffRelatives)
    .where(eq(staffRelatives.staffId, staffId))
    .orderBy(asc(staffRelatives.sort), asc(staffRelatives.id));
}

export async function replaceRelatives(
  db: DbOrTx,
  staffId: number,
  relatives: Omit<typeof staffRelatives.$inferInsert, 'staffId' | 'sort'>[],
): Promise<void> {
  await db.delete(staffRelatives).where(eq(staffRelatives.staffId, staffId));
  if (relatives.length === 0) return;
  await db.insert(staffRelatives).values(relatives.map((r, i) => ({ ...r, staffId, sort: i })));
}

export async function reportCount(db: DbOrTx, managerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(eq(staff.managerId, managerId));
  return row?.n ?? 0;
}

/** Ids up the reporting chain from `startId` (itself first), at most 1000 levels. */
export async function managerChain(db: DbOrTx, startId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive chain(id, manager_id, depth) as (
      select id, manager_id, 1 from staff where id = ${startId}
      union all
      select s.id, s.manager_id, c.depth + 1 from staff s join chain c on s.id = c.manager_id where c.depth < 1000
    )
    select id from chain`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

export async function insertStaff(db: DbOrTx, values: NewStaffRow): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  return row!;
}

export async function updateStaffRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewStaffRow>,
): Promise<StaffRow | null> {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  return row ?? null;
}

export async function setStaffInactive(db: DbOrTx, ids: number[], actorId: number): Promise<StaffRow[]> {
  return db
    .update(staff)
    .set({ status: 'inactive', updatedBy: actorId, updatedAt: new Date() })
    .where(and(inArray(staff.id, ids), eq(staff.status, 'active')))
    .returning();
}

export async function findStaffRows(db: DbOrTx, ids: number[], extra?: SQL): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(staff)
    .where(and(inArray(staff.id, ids), extra));
}

/** Options for selects: active staff (or all) matching the search, by name. */
export async function staffOptions(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<{ id: number; code: string; fullname: string; positionName: string | null }[]> {
  return db
    .select({ id: staff.id, code: staff.code, fullname: staff.fullname, positionName: positions.name })
    .from(staff)
    .leftJoin(positions, eq(positions.id, staff.positionId))
    .where(where)
    .orderBy(asc(staff.fullname), asc(staff.id))
    .limit(limit);
}

/** Usage counters for the organisation module (deleting a position/office/unit still used is refused). */
export const countByPosition = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(staff).where(eq(staff.positionId, id)))[0]?.n ?? 0;
export const countByOffice = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(staff).where(eq(staff.officeId, id)))[0]?.n ?? 0;
export const countByOrgUnit = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(staff).where(eq(staff.orgUnitId, id)))[0]?.n ?? 0;
