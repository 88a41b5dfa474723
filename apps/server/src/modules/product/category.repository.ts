import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductDirection } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { categoryVariants, productCategories, products } from './product.tables.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export type CategoryRow = typeof productCategories.$inferSelect;
export type NewCategoryRow = typeof productCategories.$inferInsert;

export async function categoryRows(db: DbOrTx, direction?: ProductDirection): Promise<CategoryRow[]> {
  return db
    .select()
    .from(productCategories)
    .where(direction ? eq(productCategories.direction, direction) : undefined)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name), asc(productCategories.id));
}

export async function findCategory(db: DbOrTx, id: number, lock = false): Promise<CategoryRow | undefined> {
  const query = db.select().from(productCategories).where(eq(productCategories.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Products and extra variants per category. */
export async function categoryCounts(
  db: DbOrTx,
): Promise<{ products: Map<number, number>; variants: Map<number, number> }> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const productRows = await db
    .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.categoryId} is not null`)
    .groupBy(products.categoryId);
  const variantRows = await db
    .select({ id: categoryVariants.categoryId, n: sql<number>`count(*)::int` })
    .from(categoryVariants)
    .groupBy(categoryVariants.categoryId);
  return {
    products: new Map(productRows.map((r) => [r.id!, r.n])),
    variants: new Map(variantRows.map((r) => [r.id, r.n])),
  };
}

/** The category and every category below it (one recursive statement). */
export async function categoryTreeIds(db: DbOrTx, categoryId: number): Promise<number[]> {
  const rows = await db.execute(sql`
    with recursive tree(id) as (
      select id from product_categories where id = ${categoryId}
      union all
      select c.id from product_categories c join tree on c.parent_id = tree.id
    )
    select id from tree`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

export async function categoryCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        sql`fold_text(${productCategories.code}) = fold_text(${code})`,
        exceptId === undefined ? undefined : sql`${productCategories.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function siblingNameTaken(
  db: DbOrTx,
  direction: ProductDirection,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.direction, direction),
        sql`coalesce(${productCategories.parentId}, 0) = ${parentId ?? 0}`,
        sql`fold_text(${productCategories.name}) = fold_text(${name})`,
        exceptId === undefined ? undefined : sql`${productCategories.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCategory(db: DbOrTx, values: NewCategoryRow): Promise<CategoryRow> {
  const [row] = await db.insert(productCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<NewCategoryRow>,
): Promise<CategoryRow> {
  const [row] = await db
    .update(productCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productCategories.id, id))
    .returning();
  return row!;
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(productCategories).where(eq(productCategories.id, id));
}

/** Names of a category's children (first few) and how many there are. */
export async function childrenOf(db: DbOrTx, id: number): Promise<{ n: number; names: string[] }> {
  const rows = await db
    .select({ name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.parentId, id))
    .orderBy(asc(productCategories.name));
  return { n: rows.length, names: rows.map((r) => r.name) };
}

/** Products filed directly under a category: the count and the first names. */
export async function productsOf(db: DbOrTx, id: number, limit = 5): Promise<{ n: number; names: string[] }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.categoryId, id));
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.categoryId, id))
    .orderBy(asc(products.name))
    .limit(limit);
  return { n: count?.n ?? 0, names: rows.map((r) => r.name) };
}

/** Moves products of the category's direction into it; returns how many moved. */
export async function moveProducts(
  db: DbOrTx,
  categoryId: number,
  direction: ProductDirection,
  productIds: readonly number[],
  actorId: number,
): Promise<number[]> {
  const rows = await db
    .update(products)
    .set({ categoryId, updatedBy: actorId, updatedAt: new Date() })
    .where(and(inArray(products.id, [...productIds]), eq(products.direction, direction)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

export async function addCategoryVariants(
  db: DbOrTx,
  categoryId: number,
  variantIds: readonly number[],
): Promise<number> {
  const rows = await db
    .insert(categoryVariants)
    .values(variantIds.map((variantId) => ({ categoryId, variantId })))
    .onConflictDoNothing()
    .returning({ id: categoryVariants.variantId });
  return rows.length;
}

export async function removeCategoryVariants(
  db: DbOrTx,
  categoryId: number,
  variantIds: readonly number[],
): Promise<number> {
  const rows = await db
    .delete(categoryVariants)
    .where(
      and(eq(categoryVariants.categoryId, categoryId), inArray(categoryVariants.variantId, [...variantIds])),
    )
    .returning({ id: categoryVariants.variantId });
  return rows.length;
}

/** Extra categories of variants (beyond their product's own). */
export async function extraCategoriesOf(
  db: DbOrTx,
  variantIds: readonly number[],
): Promise<{ variantId: number; id: number; name: string }[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: categoryVariants.variantId, id: productCategories.id, name: productCategories.name })
    .from(categoryVariants)
    .innerJoin(productCategories, eq(productCategories.id, categoryVariants.categoryId))
    .where(inArray(categoryVariants.variantId, [...variantIds]))
    .orderBy(asc(productCategories.name));
}

/** Categories by name, for the histories that point at them. */
export const categoryNames = (db: DbOrTx) =>
  columnNamer(db, productCategories, productCategories.id, productCategories.name);
