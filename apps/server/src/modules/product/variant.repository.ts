import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProductDirection, ProductStatus, VariantListBody } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedPattern } from '../../platform/db/folded-search.js';
import { defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { productCondition } from './product.repository.js';
import { productBarcodes, productVariants, units, variantUnits } from './product.tables.js';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = typeof productVariants.$inferInsert;

export interface VariantUnitRow {
  variantId: number;
  unitId: number;
  unitCode: string;
  unitName: string;
  factor: number;
  barcode: string | null;
}

export interface VariantListInput extends Omit<VariantListBody, 'direction'> {
  direction?: ProductDirection | undefined;
  /** Variants placed in this category beyond their product's own. */
  extraCategoryId?: number | undefined;
  /** `category_id` with its descendants (`categoryTreeIds`). */
  categoryIds?: readonly number[] | undefined;
  /** The product's own status (`status` filters the variant's). */
  productStatus?: ProductStatus | undefined;
}

/** Variant filters: the product's filters (its status only as `productStatus`), the variant's status and search. */
export function variantCondition(input: VariantListInput): SQL | undefined {
  const productWhere = productCondition({
    direction: input.direction,
    categoryIds: input.categoryIds,
    status: input.productStatus,
    barcode: input.barcode,
  });
  const pattern = foldedPattern(input.search);
  return and(
    productWhere
      ? sql`${productVariants.productId} in (select products.id from products where ${productWhere})`
      : undefined,
    filterOn.eq(productVariants.productId, input.product_id),
    filterOn.eq(productVariants.status, input.status),
    input.extraCategoryId
      ? sql`${productVariants.id} in (select cv.variant_id from category_variants cv where cv.category_id = ${input.extraCategoryId})`
      : undefined,
    // The variant's own name, code and barcodes, or its product's name, code and brand (not the
    // product's whole search text: it holds every sibling variant's name).
    pattern
      ? sql`(fold_text(${productVariants.name} || ' ' || ${productVariants.code}) like ${pattern}
          or exists (select 1 from product_barcodes b where b.variant_id = ${productVariants.id} and b.barcode like ${pattern})
          or ${productVariants.productId} in (select products.id from products
            where fold_text(concat_ws(' ', products.name, products.code, products.brand)) like ${pattern}))`
      : undefined,
  );
}

/** Variants by code: a product's variants (`SP000012-01`, `-02`…) stay together in form order. */
export const variantPages = defineListQuery({
  table: productVariants,
  id: productVariants.id,
  sorts: { code: { column: productVariants.code, direction: 'asc', unique: true } },
  defaultSort: 'code',
});

export async function listVariantIds(db: DbOrTx, where: SQL | undefined, page: number, pageSize: number) {
  return variantPages.pageIds(db, { where, page, pageSize });
}

export async function variantsByIds(db: DbOrTx, ids: readonly number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
}

export async function variantsOfProducts(db: DbOrTx, productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

export async function findVariant(db: DbOrTx, id: number, lock = false): Promise<VariantRow | undefined> {
  const query = db.select().from(productVariants).where(eq(productVariants.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function existingVariantIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** The units of variants (base unit first, then by factor) with the barcode of each. */
export async function unitsOfVariants(db: DbOrTx, variantIds: readonly number[]): Promise<VariantUnitRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: variantUnits.variantId,
      unitId: variantUnits.unitId,
      unitCode: units.code,
      unitName: units.name,
      factor: variantUnits.factor,
      barcode: sql<string | null>`(select min(b.barcode) from product_barcodes b
        where b.variant_id = variant_units.variant_id and b.unit_id = variant_units.unit_id)`,
    })
    .from(variantUnits)
    .innerJoin(units, eq(units.id, variantUnits.unitId))
    .where(inArray(variantUnits.variantId, [...variantIds]))
    .orderBy(asc(variantUnits.variantId), asc(variantUnits.factor), asc(units.name));
}

/** Variant codes among `codes` already used by variants outside `exceptProductId`. */
export async function takenVariantCodes(
  db: DbOrTx,
  codes: readonly string[],
  exceptProductId?: number,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: sql<string>`fold_text(${productVariants.code})` })
    .from(productVariants)
    .where(
      and(
        sql`fold_text(${productVariants.code}) in (${sql.join(
          codes.map((c) => sql`fold_text(${c})`),
          sql`, `,
        )})`,
        exceptProductId === undefined ? undefined : sql`${productVariants.productId} <> ${exceptProductId}`,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/** Rows per multi-row insert (a dozen parameters a row stays far below PostgreSQL's 65 535). */
const INSERT_CHUNK = 1000;

/** Inserts variants (in chunks) and returns them in the given order. */
export async function insertVariants(db: DbOrTx, values: NewVariantRow[]): Promise<VariantRow[]> {
  const rows: VariantRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await db
        .insert(productVariants)
        .values(values.slice(i, i + INSERT_CHUNK))
        .returning()),
    );
  }
  return rows;
}

export async function insertVariantUnits(
  db: DbOrTx,
  values: readonly { variantId: number; unitId: number; factor: number }[],
): Promise<void> {
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    await db.insert(variantUnits).values(values.slice(i, i + INSERT_CHUNK));
  }
}

export async function insertBarcodes(
  db: DbOrTx,
  values: readonly { barcode: string; variantId: number; unitId: number }[],
): Promise<void> {
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    await db.insert(productBarcodes).values(values.slice(i, i + INSERT_CHUNK));
  }
}

export async function updateVariant(db: DbOrTx, id: number, values: Partial<NewVariantRow>): Promise<void> {
  await db
    .update(productVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productVariants.id, id));
}

export async function deleteVariants(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, [...ids]));
}

/**
 * Sets a variant's units to exactly `list`: units no longer listed are removed, the others inserted
 * or given their new factor (rows other modules point at stay the same rows).
 */
export async function setVariantUnits(
  db: DbOrTx,
  variantId: number,
  list: readonly { unitId: number; factor: number }[],
): Promise<void> {
  await db.delete(variantUnits).where(
    and(
      eq(variantUnits.variantId, variantId),
      list.length > 0
        ? notInArray(
            variantUnits.unitId,
            list.map((u) => u.unitId),
          )
        : undefined,
    ),
  );
  if (list.length === 0) return;
  await db
    .insert(variantUnits)
    .values(list.map((u) => ({ variantId, ...u })))
    .onConflictDoUpdate({
      target: [variantUnits.variantId, variantUnits.unitId],
      set: { factor: sql`excluded.factor` },
    });
}

/** Replaces the barcodes of these variants with `list`. */
export async function setBarcodes(
  db: DbOrTx,
  variantIds: readonly number[],
  list: readonly { barcode: string; variantId: number; unitId: number }[],
): Promise<void> {
  if (variantIds.length > 0)
    await db.delete(productBarcodes).where(inArray(productBarcodes.variantId, [...variantIds]));
  if (list.length > 0) await db.insert(productBarcodes).values([...list]);
}

export interface BarcodeHolder {
  barcode: string;
  variantId: number;
  productId: number;
  variantCode: string;
  variantName: string;
  unitName: string;
}

/** Who holds each of these barcodes now (one primary-key read per code, in one statement). */
export async function barcodeHolders(db: DbOrTx, codes: readonly string[]): Promise<BarcodeHolder[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      barcode: productBarcodes.barcode,
      variantId: productBarcodes.variantId,
      productId: productVariants.productId,
      variantCode: productVariants.code,
      variantName: productVariants.name,
      unitName: units.name,
    })
    .from(productBarcodes)
    .innerJoin(productVariants, eq(productVariants.id, productBarcodes.variantId))
    .innerJoin(units, eq(units.id, productBarcodes.unitId))
    .where(inArray(productBarcodes.barcode, [...new Set(codes)]));
}

/** The variant and unit a barcode names (primary-key lookup). */
export async function findBarcode(
  db: DbOrTx,
  barcode: string,
): Promise<{ variantId: number; unitId: number } | undefined> {
  const [row] = await db
    .select({ variantId: productBarcodes.variantId, unitId: productBarcodes.unitId })
    .from(productBarcodes)
    .where(eq(productBarcodes.barcode, barcode))
    .limit(1);
  return row;
}
