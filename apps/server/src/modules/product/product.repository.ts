import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductDirection, ProductStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedPattern } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { productImages, productVariants, products } from './product.tables.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;

export interface ProductFilter {
  direction?: ProductDirection | undefined;
  search?: string | undefined;
  /** A category and its descendants (`categoryTreeIds`): products filed under any of them. */
  categoryIds?: readonly number[] | undefined;
  status?: ProductStatus | undefined;
  barcode?: string | undefined;
}

/** Products holding a barcode (exact, through the barcode's primary key). */
const withBarcode = (code: string) =>
  sql`${products.id} in (select v.product_id from product_variants v
    join product_barcodes b on b.variant_id = v.id where b.barcode = ${code})`;

/** The list filters on `products` (the search text is stored folded, so its trigram index serves). */
export function productCondition(filter: ProductFilter): SQL | undefined {
  const pattern = foldedPattern(filter.search);
  return and(
    filterOn.eq(products.direction, filter.direction),
    filterOn.eq(products.status, filter.status),
    filter.categoryIds ? inArray(products.categoryId, [...filter.categoryIds]) : undefined,
    filter.barcode ? withBarcode(filter.barcode) : undefined,
    pattern ? sql`${products.searchText} like ${pattern}` : undefined,
  );
}

/** Newest first. */
export const productPages = defineListQuery({
  table: products,
  id: products.id,
  sorts: { newest: { column: products.id, direction: 'desc' } },
  defaultSort: 'newest',
});

export async function listProductIds(db: DbOrTx, filter: ProductFilter & { page: number; pageSize: number }) {
  return productPages.pageIds(db, { ...filter, where: productCondition(filter) });
}

export interface ProductListRow extends ProductRow {
  categoryName: string | null;
  variantCount: number;
  imageFileId: string | null;
  thumbnailFileId: string | null;
  baseUnitName: string | null;
  barcodes: string[];
}

const productDisplay = defineDisplayFetch('product_display', products.id, (db) =>
  db
    .select({
      id: products.id,
      direction: products.direction,
      code: products.code,
      name: products.name,
      categoryId: products.categoryId,
      brand: products.brand,
      description: products.description,
      status: products.status,
      options: products.options,
      unitsPerBox: products.unitsPerBox,
      searchText: products.searchText,
      createdBy: products.createdBy,
      updatedBy: products.updatedBy,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      categoryName: sql<
        string | null
      >`(select c.name from product_categories c where c.id = products.category_id)`,
      variantCount: sql<number>`(select count(*)::int from product_variants v where v.product_id = products.id)`,
      imageFileId: sql<string | null>`(select i.file_id from product_images i
        where i.product_id = products.id order by i.position limit 1)`,
      thumbnailFileId: sql<
        string | null
      >`(select coalesce(i.thumbnail_file_id, i.file_id) from product_images i
        where i.product_id = products.id order by i.position limit 1)`,
      baseUnitName: sql<
        string | null
      >`(select u.name from product_variants v join units u on u.id = v.base_unit_id
        where v.product_id = products.id order by v.position, v.id limit 1)`,
      barcodes: sql<string[]>`array(select b.barcode from product_barcodes b
        join product_variants v on v.id = b.variant_id where v.product_id = products.id order by b.barcode)`,
    })
    .from(products),
);

export const productRows = (db: DbOrTx, ids: readonly number[]): Promise<ProductListRow[]> =>
  productDisplay.rows(db, ids);

export async function findProduct(db: DbOrTx, id: number, lock = false): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function productCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`fold_text(${products.code}) = fold_text(${code})`,
        exceptId === undefined ? undefined : sql`${products.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertProduct(db: DbOrTx, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** Inserts products (in chunks) and returns their ids in the given order. */
export async function insertProducts(db: DbOrTx, values: readonly NewProductRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(products)
      .values(values.slice(i, i + 1000))
      .returning({ id: products.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function updateProduct(db: DbOrTx, id: number, values: Partial<NewProductRow>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** Recomputes the folded search text: name, code, brand, variant codes and names (their option values), barcodes. */
export async function refreshSearchText(db: DbOrTx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({
      searchText: sql`fold_text(concat_ws(' ', products.name, products.code, products.brand,
        (select string_agg(v.code || ' ' || v.name, ' ') from product_variants v where v.product_id = products.id),
        (select string_agg(b.barcode, ' ') from product_barcodes b
          join product_variants v on v.id = b.variant_id where v.product_id = products.id)))`,
    })
    .where(inArray(products.id, [...productIds]));
}

export async function imagesOf(db: DbOrTx, productId: number): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position);
}

export async function setImages(
  db: DbOrTx,
  productId: number,
  list: readonly { fileId: string; thumbnailFileId: string | null }[],
): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (list.length > 0) {
    await db.insert(productImages).values(list.map((image, position) => ({ productId, position, ...image })));
  }
}

/** Existing product ids among `ids` (any direction). */
export async function existingProducts(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; code: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, code: products.code, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Variant ids of a product (for delete protection of each). */
export async function variantIdsOf(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.map((r) => r.id);
}
