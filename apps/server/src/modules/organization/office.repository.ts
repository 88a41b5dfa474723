import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { defineDisplayFetch, defineListQuery, filterOn } from '../../platform/db/list-query.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { offices, orgUnits, type OfficeRow } from './organization.tables.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export interface OfficeValues {
  name: string;
  address: string | null;
  provinceCode: string | null;
  wardCode: string | null;
  phone: string | null;
  email: string | null;
  areaId: number | null;
  isActive: boolean;
}

export interface OfficeFilter {
  search?: string | undefined;
  isActive?: boolean | undefined;
  areaId?: number | undefined;
  page: number;
  pageSize: number;
}

function filterCondition(filter: Omit<OfficeFilter, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    filterOn.eq(offices.isActive, filter.isActive),
    filterOn.eq(offices.areaId, filter.areaId),
    foldedContains(
      sql`${offices.code} || ' ' || ${offices.name} || ' ' || coalesce(${offices.address}, '')`,
      filter.search,
    ),
  );
}

/** Offices newest first. */
export const officePages = defineListQuery({
  table: offices,
  id: offices.id,
  sorts: { newest: { column: offices.id, direction: 'desc' } },
  defaultSort: 'newest',
});

const officeDisplay = defineDisplayFetch('office_display', offices.id, (db) => db.select().from(offices));

export async function listOffices(db: DbOrTx, filter: OfficeFilter) {
  const { ids, total, capped } = await officePages.pageIds(db, { ...filter, where: filterCondition(filter) });
  return { rows: await officeDisplay.rows(db, ids), total, capped };
}

export async function officeOptions(
  db: DbOrTx,
  filter: { search?: string | undefined; includeInactive: boolean },
) {
  return db
    .select({ id: offices.id, code: offices.code, name: offices.name })
    .from(offices)
    .where(filterCondition({ search: filter.search, isActive: filter.includeInactive ? undefined : true }))
    .orderBy(asc(offices.name))
    .limit(1000);
}

export async function findOfficeRow(db: DbOrTx, id: number, lock = false): Promise<OfficeRow | undefined> {
  const query = db.select().from(offices).where(eq(offices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function officeNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(
      and(
        sql`fold_text(${offices.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : ne(offices.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertOffice(tx: DbOrTx, code: string, values: OfficeValues, actorId: number | null) {
  const [row] = await tx
    .insert(offices)
    .values({ ...values, code, createdBy: actorId, updatedBy: actorId })
    .returning();
  if (!row) throw new Error('insert into offices returned nothing');
  return row;
}

export async function updateOffice(tx: DbOrTx, id: number, values: OfficeValues, actorId: number | null) {
  const [row] = await tx
    .update(offices)
    .set({ ...values, updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(offices.id, id))
    .returning();
  if (!row) throw new Error('update of offices returned nothing');
  return row;
}

export async function deleteOffice(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(offices).where(eq(offices.id, id));
}

/** Organisational units placed in this office. */
export async function unitsInOffice(db: DbOrTx, officeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orgUnits)
    .where(eq(orgUnits.officeId, officeId));
  return row?.n ?? 0;
}

/** Offices by name, for the histories that point at them. */
export const officeNames = (db: DbOrTx) => columnNamer(db, offices, offices.id, offices.name);
