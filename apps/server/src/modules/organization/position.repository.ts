import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { defineDisplayFetch, defineListQuery, filterOn } from '../../platform/db/list-query.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { positions, type PositionRow } from './organization.tables.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export interface PositionValues {
  name: string;
  level: number;
  description: string | null;
  isActive: boolean;
}

export interface PositionFilter {
  search?: string | undefined;
  isActive?: boolean | undefined;
  page: number;
  pageSize: number;
}

function filterCondition(filter: {
  search?: string | undefined;
  isActive?: boolean | undefined;
}): SQL | undefined {
  return and(
    filterOn.eq(positions.isActive, filter.isActive),
    foldedContains(sql`${positions.code} || ' ' || ${positions.name}`, filter.search),
  );
}

/** Positions by level, then name (names are unique once folded, so the id never decides). */
export const positionPages = defineListQuery({
  table: positions,
  id: positions.id,
  sorts: { level: { column: [positions.level, positions.name], direction: 'asc' } },
  defaultSort: 'level',
});

const positionDisplay = defineDisplayFetch('position_display', positions.id, (db) =>
  db.select().from(positions),
);

export async function listPositions(db: DbOrTx, filter: PositionFilter) {
  const { ids, total, capped } = await positionPages.pageIds(db, {
    ...filter,
    where: filterCondition(filter),
  });
  return { rows: await positionDisplay.rows(db, ids), total, capped };
}

export async function positionOptions(
  db: DbOrTx,
  filter: { search?: string | undefined; includeInactive: boolean },
) {
  return db
    .select({ id: positions.id, code: positions.code, name: positions.name })
    .from(positions)
    .where(filterCondition({ search: filter.search, isActive: filter.includeInactive ? undefined : true }))
    .orderBy(asc(positions.level), asc(positions.name))
    .limit(1000);
}

export async function findPositionRow(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<PositionRow | undefined> {
  const query = db.select().from(positions).where(eq(positions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Names compare folded (case and diacritics ignored): "Kế toán" and "KE TOAN" clash. */
export async function positionNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        sql`fold_text(${positions.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : ne(positions.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPosition(
  tx: DbOrTx,
  code: string,
  values: PositionValues,
  actorId: number | null,
): Promise<PositionRow> {
  const [row] = await tx
    .insert(positions)
    .values({ ...values, code, createdBy: actorId, updatedBy: actorId })
    .returning();
  if (!row) throw new Error('insert into positions returned nothing');
  return row;
}

export async function updatePosition(
  tx: DbOrTx,
  id: number,
  values: PositionValues,
  actorId: number | null,
): Promise<PositionRow> {
  const [row] = await tx
    .update(positions)
    .set({ ...values, updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(positions.id, id))
    .returning();
  if (!row) throw new Error('update of positions returned nothing');
  return row;
}

export async function deletePosition(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(positions).where(eq(positions.id, id));
}

/** Positions by name, for the histories that point at them. */
export const positionNames = (db: DbOrTx) => columnNamer(db, positions, positions.id, positions.name);
