import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { productBarcodes, productVariants, unitConversions, units, variantUnits } from './product.tables.js';

export type UnitRow = typeof units.$inferSelect;
export type NewUnitRow = typeof units.$inferInsert;

export interface ConversionRow {
  unitId: number;
  innerUnitId: number;
  innerUnitCode: string;
  innerUnitName: string;
  quantity: number;
}

export interface UnitFilter {
  search?: string | undefined;
  isActive?: boolean | undefined;
}

function unitCondition(filter: UnitFilter): SQL | undefined {
  return and(
    filterOn.eq(units.isActive, filter.isActive),
    foldedContains(sql`${units.code} || ' ' || ${units.name}`, filter.search),
  );
}

/** Units by name. */
export const unitPages = defineListQuery({
  table: units,
  id: units.id,
  sorts: { name: { column: units.name, direction: 'asc' } },
  defaultSort: 'name',
});

export async function listUnitIds(db: DbOrTx, filter: UnitFilter & { page: number; pageSize: number }) {
  return unitPages.pageIds(db, { ...filter, where: unitCondition(filter) });
}

export async function unitsByIds(db: DbOrTx, ids: readonly number[]): Promise<UnitRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(units)
    .where(inArray(units.id, [...ids]));
}

export async function allUnits(db: DbOrTx, activeOnly: boolean): Promise<UnitRow[]> {
  return db
    .select()
    .from(units)
    .where(activeOnly ? eq(units.isActive, true) : undefined)
    .orderBy(asc(units.name));
}

export async function findUnit(db: DbOrTx, id: number, lock = false): Promise<UnitRow | undefined> {
  const query = db.select().from(units).where(eq(units.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The conversions of these units (all units when `unitIds` is omitted), with inner names. */
export async function conversionsOf(db: DbOrTx, unitIds?: readonly number[]): Promise<ConversionRow[]> {
  if (unitIds && unitIds.length === 0) return [];
  return db
    .select({
      unitId: unitConversions.unitId,
      innerUnitId: unitConversions.innerUnitId,
      innerUnitCode: units.code,
      innerUnitName: units.name,
      quantity: unitConversions.quantity,
    })
    .from(unitConversions)
    .innerJoin(units, eq(units.id, unitConversions.innerUnitId))
    .where(unitIds ? inArray(unitConversions.unitId, [...unitIds]) : undefined)
    .orderBy(asc(unitConversions.unitId), asc(unitConversions.quantity));
}

/** How many variant units, variants (base unit) and barcodes use each unit. */
export async function unitUsage(db: DbOrTx, unitIds: readonly number[]): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ unitId: variantUnits.unitId, n: sql<number>`count(*)::int` })
    .from(variantUnits)
    .where(inArray(variantUnits.unitId, [...unitIds]))
    .groupBy(variantUnits.unitId);
  return new Map(rows.map((r) => [r.unitId, r.n]));
}

/** Rows anywhere in the catalogue that point at a unit: variant units, base units, barcodes, conversions. */
export async function countUnitHolders(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(
      (select count(*) from ${variantUnits} where ${variantUnits.unitId} = ${id}) +
      (select count(*) from ${productVariants} where ${productVariants.baseUnitId} = ${id}) +
      (select count(*) from ${productBarcodes} where ${productBarcodes.unitId} = ${id}) +
      (select count(*) from ${unitConversions} where ${unitConversions.innerUnitId} = ${id})
    )::int`,
    })
    .from(units)
    .where(eq(units.id, id));
  return row?.n ?? 0;
}

export async function unitTaken(
  db: DbOrTx,
  field: 'code' | 'name',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const column = field === 'code' ? units.code : units.name;
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        sql`fold_text(${column}) = fold_text(${value})`,
        exceptId === undefined ? undefined : sql`${units.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Ids of units among `ids` that exist (active or not). */
export async function existingUnitIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(inArray(units.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

export async function insertUnit(db: DbOrTx, values: NewUnitRow): Promise<UnitRow> {
  const [row] = await db.insert(units).values(values).returning();
  return row!;
}

export async function updateUnit(db: DbOrTx, id: number, values: Partial<NewUnitRow>): Promise<UnitRow> {
  const [row] = await db
    .update(units)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(units.id, id))
    .returning();
  return row!;
}

export async function deleteUnit(db: DbOrTx, id: number): Promise<void> {
  await db.delete(units).where(eq(units.id, id));
}

export async function replaceConversions(
  db: DbOrTx,
  unitId: number,
  list: readonly { innerUnitId: number; quantity: number }[],
): Promise<void> {
  await db.delete(unitConversions).where(eq(unitConversions.unitId, unitId));
  if (list.length > 0) await db.insert(unitConversions).values(list.map((c) => ({ unitId, ...c })));
}

/** Every conversion edge (unit → inner unit), for the cycle check. */
export async function conversionEdges(db: DbOrTx): Promise<{ unitId: number; innerUnitId: number }[]> {
  return db
    .select({ unitId: unitConversions.unitId, innerUnitId: unitConversions.innerUnitId })
    .from(unitConversions);
}
