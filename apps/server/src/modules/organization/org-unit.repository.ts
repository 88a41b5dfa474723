import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineDisplayFetch, defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { lockScope } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { offices, orgUnits, orgUnitTypes } from './organization.tables.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export interface OrgUnitValues {
  name: string;
  typeId: number;
  parentId: number | null;
  managerId: number | null;
  officeId: number | null;
  sortOrder: number;
  description: string | null;
}

export interface OrgUnitFilter {
  search?: string | undefined;
  parentId?: number | undefined;
  rootsOnly?: boolean | undefined;
  typeId?: number | undefined;
  page: number;
  pageSize: number;
}

const parents = alias(orgUnits, 'parent_unit');

/** A unit with its type, parent and office names and its number of direct sub-units. */
const unitColumns = {
  id: orgUnits.id,
  code: orgUnits.code,
  name: orgUnits.name,
  typeId: orgUnits.typeId,
  typeCode: orgUnitTypes.code,
  typeName: orgUnitTypes.name,
  parentId: orgUnits.parentId,
  parentName: parents.name,
  managerId: orgUnits.managerId,
  officeId: orgUnits.officeId,
  officeName: offices.name,
  sortOrder: orgUnits.sortOrder,
  description: orgUnits.description,
  childCount: sql<number>`(select count(*)::int from org_units child_unit where child_unit.parent_id = org_units.id)`,
  createdAt: orgUnits.createdAt,
  updatedAt: orgUnits.updatedAt,
};

export interface OrgUnitRecord {
  id: number;
  code: string;
  name: string;
  typeId: number;
  typeCode: string;
  typeName: string;
  parentId: number | null;
  parentName: string | null;
  managerId: number | null;
  officeId: number | null;
  officeName: string | null;
  sortOrder: number;
  description: string | null;
  childCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function selectUnits(db: DbOrTx) {
  return db
    .select(unitColumns)
    .from(orgUnits)
    .innerJoin(orgUnitTypes, eq(orgUnitTypes.id, orgUnits.typeId))
    .leftJoin(parents, eq(parents.id, orgUnits.parentId))
    .leftJoin(offices, eq(offices.id, orgUnits.officeId));
}

const orgUnitDisplay = defineDisplayFetch('org_unit_display', orgUnits.id, selectUnits);

function filterCondition(filter: Omit<OrgUnitFilter, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    filterOn.eq(orgUnits.parentId, filter.parentId),
    filter.rootsOnly ? isNull(orgUnits.parentId) : undefined,
    filterOn.eq(orgUnits.typeId, filter.typeId),
    foldedContains(sql`${orgUnits.code} || ' ' || ${orgUnits.name}`, filter.search),
  );
}

/** Units in display order: sort order, then name, then id. */
export const orgUnitPages = defineListQuery({
  table: orgUnits,
  id: orgUnits.id,
  sorts: { display: { column: [orgUnits.sortOrder, orgUnits.name], direction: 'asc' } },
  defaultSort: 'display',
});

export async function listOrgUnits(db: DbOrTx, filter: OrgUnitFilter) {
  const { ids, total, capped } = await orgUnitPages.pageIds(db, {
    ...filter,
    where: filterCondition(filter),
  });
  return { rows: (await orgUnitDisplay.rows(db, ids)) as OrgUnitRecord[], total, capped };
}

/** Every unit, siblings in display order (the tree is built from this). */
export async function allOrgUnits(db: DbOrTx): Promise<OrgUnitRecord[]> {
  return selectUnits(db).orderBy(asc(orgUnits.sortOrder), asc(orgUnits.name), asc(orgUnits.id));
}

export async function findOrgUnitRecord(db: DbOrTx, id: number): Promise<OrgUnitRecord | undefined> {
  const [row] = await selectUnits(db).where(eq(orgUnits.id, id));
  return row;
}

export async function lockOrgUnit(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: orgUnits.id }).from(orgUnits).where(eq(orgUnits.id, id)).for('update');
  return rows.length > 0;
}

/**
 * Serialises changes of the tree's shape (creates under a parent, moves, deletes): without it two
 * concurrent moves (A under B, B under A) could each pass the cycle check and make a loop.
 */
export async function lockTree(tx: DbOrTx): Promise<void> {
  await lockScope(tx, 'organization.unit-tree');
}

/** True when `candidateParentId` is `unitId` itself or lies below it (moving there makes a loop). */
export async function isSelfOrDescendant(
  tx: DbOrTx,
  unitId: number,
  candidateParentId: number,
): Promise<boolean> {
  const rows = await tx.execute<{ hit: number }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from org_units where id = ${candidateParentId}
      union all
      select u.id, u.parent_id, chain.depth + 1 from org_units u join chain on u.id = chain.parent_id
      where chain.depth < 1000
    )
    select 1 as hit from chain where id = ${unitId} limit 1`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list.length > 0;
}

export async function unitNameTaken(
  db: DbOrTx,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(
      and(
        sql`coalesce(${orgUnits.parentId}, 0) = ${parentId ?? 0}`,
        sql`fold_text(${orgUnits.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : ne(orgUnits.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertOrgUnit(tx: DbOrTx, code: string, values: OrgUnitValues, actorId: number | null) {
  const [row] = await tx
    .insert(orgUnits)
    .values({ ...values, code, createdBy: actorId, updatedBy: actorId })
    .returning({ id: orgUnits.id });
  if (!row) throw new Error('insert into org_units returned nothing');
  return row.id;
}

export async function updateOrgUnit(tx: DbOrTx, id: number, values: OrgUnitValues, actorId: number | null) {
  await tx
    .update(orgUnits)
    .set({ ...values, updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(orgUnits.id, id));
}

export async function deleteOrgUnit(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(orgUnits).where(eq(orgUnits.id, id));
}

export async function childCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orgUnits)
    .where(eq(orgUnits.parentId, id));
  return row?.n ?? 0;
}

export async function exists(
  db: DbOrTx,
  table: typeof orgUnits | typeof offices | typeof orgUnitTypes,
  id: number,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

// ---- Unit types -----------------------------------------------------------------------------

const typeColumns = {
  id: orgUnitTypes.id,
  code: orgUnitTypes.code,
  name: orgUnitTypes.name,
  createdAt: orgUnitTypes.createdAt,
  updatedAt: orgUnitTypes.updatedAt,
  // Written out: in a one-table select drizzle drops the table names, and the inner `id` would bind to org_units.
  unitCount: sql<number>`(select count(*)::int from org_units u where u.type_id = org_unit_types.id)`,
};
export interface OrgUnitTypeRecord {
  id: number;
  code: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  unitCount: number;
}

export async function listOrgUnitTypes(db: DbOrTx): Promise<OrgUnitTypeRecord[]> {
  return db.select(typeColumns).from(orgUnitTypes).orderBy(asc(orgUnitTypes.name), desc(orgUnitTypes.id));
}

export async function findOrgUnitType(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<OrgUnitTypeRecord | undefined> {
  if (lock)
    await db.select({ id: orgUnitTypes.id }).from(orgUnitTypes).where(eq(orgUnitTypes.id, id)).for('update');
  const [row] = await db.select(typeColumns).from(orgUnitTypes).where(eq(orgUnitTypes.id, id));
  return row;
}

export async function typeTaken(
  db: DbOrTx,
  field: 'code' | 'name',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const match =
    field === 'code'
      ? sql`lower(${orgUnitTypes.code}) = lower(${value})`
      : sql`fold_text(${orgUnitTypes.name}) = fold_text(${value})`;
  const [row] = await db
    .select({ id: orgUnitTypes.id })
    .from(orgUnitTypes)
    .where(and(match, exceptId === undefined ? undefined : ne(orgUnitTypes.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertOrgUnitType(
  tx: DbOrTx,
  values: { code: string; name: string },
  actorId: number | null,
) {
  const [row] = await tx
    .insert(orgUnitTypes)
    .values({ ...values, createdBy: actorId, updatedBy: actorId })
    .returning({ id: orgUnitTypes.id });
  if (!row) throw new Error('insert into org_unit_types returned nothing');
  return row.id;
}

export async function updateOrgUnitType(
  tx: DbOrTx,
  id: number,
  values: { code: string; name: string },
  actorId: number | null,
) {
  await tx
    .update(orgUnitTypes)
    .set({ ...values, updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(orgUnitTypes.id, id));
}

export async function deleteOrgUnitType(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(orgUnitTypes).where(eq(orgUnitTypes.id, id));
}

/** Units and unit types by name, for the histories that point at them. */
export const orgUnitNames = (db: DbOrTx) => columnNamer(db, orgUnits, orgUnits.id, orgUnits.name);
export const orgUnitTypeNames = (db: DbOrTx) =>
  columnNamer(db, orgUnitTypes, orgUnitTypes.id, orgUnitTypes.name);
