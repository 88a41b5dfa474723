import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { StaffFilter } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedPattern } from '../../platform/db/folded-search.js';
import { columnsExcept } from '../../platform/db/columns.js';
import { rowsOf } from '../../platform/db/rows.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, positions } from '../organization/index.js';
import { staff, staffRelatives } from './staff.tables.js';
import { columnNamer } from '../../platform/records/column-namer.js';

/** The columns a staff row shows: all but the stored search text (index only). */
const staffColumns = columnsExcept(getTableColumns(staff), 'searchText');

export type StaffRow = Omit<typeof staff.$inferSelect, 'searchText'>;
export type NewStaffRow = typeof staff.$inferInsert;
export type RelativeRow = typeof staffRelatives.$inferSelect;

/** A staff row with the names of what it links to. */
export interface StaffListRow extends StaffRow {
  positionName: string | null;
  orgUnitName: string | null;
  officeName: string | null;
  areaName: string | null;
  zoneName: string | null;
  managerCode: string | null;
  managerFullname: string | null;
}

/** Name, code, phone or citizen ID contains the term, diacritics ignored (`staff.search_text`). */
export function staffSearch(search: string | undefined): SQL | undefined {
  const pattern = foldedPattern(search);
  return pattern && sql`${staff.searchText} like ${pattern}`;
}

/** The `staff_list` filters as one condition (search, unit, position, office, area, zone, status, join dates). */
export function staffFilterCondition(filter: StaffFilter): SQL | undefined {
  return and(
    staffSearch(filter.search),
    filterOn.eq(staff.orgUnitId, filter.org_unit_id),
    filterOn.eq(staff.positionId, filter.position_id),
    filterOn.eq(staff.officeId, filter.office_id),
    filterOn.eq(staff.areaId, filter.area_id),
    filterOn.eq(staff.zoneId, filter.zone_id),
    filterOn.eq(staff.status, filter.status),
    filterOn.gte(staff.joinDate, filter.join_date_from),
    filterOn.lte(staff.joinDate, filter.join_date_to),
  );
}

export const managedBy = (managerId: number) => eq(staff.managerId, managerId);
export const withoutManager = isNull(staff.managerId);
export const linkedToAccount = isNotNull(staff.accountId);
export const accountIn = (ids: number[]) => (ids.length === 0 ? sql`false` : inArray(staff.accountId, ids));
/** Staff whose manager is the staff record of account `accountId`. */
export const managerAccountIs = (accountId: number) =>
  sql`${staff.managerId} in (select s.id from staff s where s.account_id = ${accountId})`;

/** The staff list: its own table walked newest first, filters on the staff row only. */
export const staffPages = defineListQuery({
  table: staff,
  id: staff.id,
  sorts: { newest: { column: staff.id, direction: 'desc' } },
  defaultSort: 'newest',
});

/**
 * A staff row with the names it shows, each read by primary key in a scalar sub-select: fetched
 * for a page's ids only, with no join order for PostgreSQL to search.
 */
function selectDisplay(db: DbOrTx) {
  return db
    .select({
      ...staffColumns,
      positionName: nameOf(positions.name, positions.id, staff.positionId),
      orgUnitName: nameOf(orgUnits.name, orgUnits.id, staff.orgUnitId),
      officeName: nameOf(offices.name, offices.id, staff.officeId),
      areaName: nameOf(areas.name, areas.id, staff.areaId),
      zoneName: nameOf(zones.name, zones.id, staff.zoneId),
      managerCode: nameOf(staff.code, staff.id, staff.managerId),
      managerFullname: nameOf(staff.fullname, staff.id, staff.managerId),
    })
    .from(staff);
}

/** One page, newest first (or after the row `after`), with a capped total. */
export async function listStaff(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { page: number; pageSize: number; after?: number | null | undefined },
): Promise<{ rows: StaffListRow[]; total: number; capped: boolean }> {
  const { ids, total, capped } = await staffPages.pageIds(db, { where, ...paging });
  return { rows: await staffDisplay.rows(db, ids), total, capped };
}

/** The display fetch of a page: its rows by id, with the names they show. */
export const staffDisplay = defineDisplayFetch('staff_display', staff.id, selectDisplay);

/** Every matching row (export), newest first, at most `limit`. */
export async function allStaffRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<StaffListRow[]> {
  return selectDisplay(db)
    .where(where)
    .orderBy(...staffPages.orderBy())
    .limit(limit);
}

export async function findStaffJoined(db: DbOrTx, id: number): Promise<StaffListRow | null> {
  const [row] = await selectDisplay(db).where(eq(staff.id, id));
  return row ?? null;
}

export async function findStaffRow(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select(staffColumns).from(staff).where(eq(staff.id, id));
  return row ?? null;
}

export async function findStaffByAccount(db: DbOrTx, accountId: number): Promise<StaffRow | null> {
  const [row] = await db.select(staffColumns).from(staff).where(eq(staff.accountId, accountId));
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

export async function insertStaff(db: DbOrTx, values: NewStaffRow): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning(staffColumns);
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
    .returning(staffColumns);
  return row ?? null;
}

export async function setStaffInactive(db: DbOrTx, ids: number[], actorId: number): Promise<StaffRow[]> {
  return db
    .update(staff)
    .set({ status: 'inactive', updatedBy: actorId, updatedAt: new Date() })
    .where(and(inArray(staff.id, ids), eq(staff.status, 'active')))
    .returning(staffColumns);
}

export async function findStaffRows(db: DbOrTx, ids: number[], extra?: SQL): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(staffColumns)
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

/** Staff by full name, for the histories that point at them. */
export const staffNames = (db: DbOrTx) => columnNamer(db, staff, staff.id, staff.fullname);
