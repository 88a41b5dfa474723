import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { products, productVariants, units } from '../product/index.js';
import { intArray, priceKey } from './price-resolver.js';
import { priceListItems, priceLists } from './price-list.tables.js';

export interface ItemValue {
  variantId: number;
  unitId: number;
  price: number;
}

export interface ItemRow extends ItemValue {
  variantCode: string;
  variantName: string;
  productId: number;
  productName: string;
  unitName: string;
}

/** Rows per insert statement (3 parameters a row, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 5000;

const itemColumns = {
  variantId: priceListItems.variantId,
  unitId: priceListItems.unitId,
  price: priceListItems.price,
  variantCode: productVariants.code,
  variantName: productVariants.name,
  productId: products.id,
  productName: products.name,
  unitName: units.name,
};

/** A page of a list's rows with the names they show, in product, variant and unit order. */
export async function itemsPage(
  db: DbOrTx,
  priceListId: number,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const where = and(
    eq(priceListItems.priceListId, priceListId),
    foldedContains(
      sql`${productVariants.code} || ' ' || ${productVariants.name} || ' ' || ${products.name}`,
      query.search,
    ),
  );
  const base = () =>
    db
      .select(itemColumns)
      .from(priceListItems)
      .innerJoin(productVariants, eq(productVariants.id, priceListItems.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(units, eq(units.id, priceListItems.unitId));
  const rows = await base()
    .where(where)
    .orderBy(productVariants.code, units.name)
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceListItems)
    .innerJoin(productVariants, eq(productVariants.id, priceListItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Every row of a list (for exports): names included, in code order. */
export function allItemRows(db: DbOrTx, priceListId: number, search?: string): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(priceListItems)
    .innerJoin(productVariants, eq(productVariants.id, priceListItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(units, eq(units.id, priceListItems.unitId))
    .where(
      and(
        eq(priceListItems.priceListId, priceListId),
        foldedContains(
          sql`${productVariants.code} || ' ' || ${productVariants.name} || ' ' || ${products.name}`,
          search,
        ),
      ),
    )
    .orderBy(productVariants.code, units.name);
}

/** The list's prices keyed `variantId:unitId`. */
export async function priceMapOf(db: DbOrTx, priceListId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({
      variantId: priceListItems.variantId,
      unitId: priceListItems.unitId,
      price: priceListItems.price,
    })
    .from(priceListItems)
    .where(eq(priceListItems.priceListId, priceListId));
  return new Map(rows.map((r) => [priceKey(r.variantId, r.unitId), r.price]));
}

export async function insertItems(
  db: DbOrTx,
  priceListId: number,
  items: readonly ItemValue[],
): Promise<void> {
  for (let i = 0; i < items.length; i += INSERT_CHUNK) {
    await db
      .insert(priceListItems)
      .values(items.slice(i, i + INSERT_CHUNK).map((item) => ({ priceListId, ...item })));
  }
}

/** Writes the rows `after` holds (adding, changing and removing against the stored ones) and the count. */
export async function writeItems(
  db: DbOrTx,
  priceListId: number,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Promise<void> {
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const upserts = [...after].filter(([k, price]) => before.get(k) !== price);
  if (removed.length > 0) {
    const pairs = removed.map(splitKey);
    await db.execute(sql`
      delete from price_list_items i
      using unnest(${intArray(pairs.map((p) => p.variantId))}, ${intArray(pairs.map((p) => p.unitId))})
        as d(variant_id, unit_id)
      where i.price_list_id = ${priceListId}::int and i.variant_id = d.variant_id and i.unit_id = d.unit_id`);
  }
  for (let i = 0; i < upserts.length; i += INSERT_CHUNK) {
    await db
      .insert(priceListItems)
      .values(
        upserts.slice(i, i + INSERT_CHUNK).map(([key, price]) => ({ priceListId, ...splitKey(key), price })),
      )
      .onConflictDoUpdate({
        target: [priceListItems.priceListId, priceListItems.variantId, priceListItems.unitId],
        set: { price: sql`excluded.price` },
      });
  }
  await db.update(priceLists).set({ itemCount: after.size }).where(eq(priceLists.id, priceListId));
}

export function splitKey(key: string): { variantId: number; unitId: number } {
  const [variantId, unitId] = key.split(':').map(Number);
  return { variantId: variantId!, unitId: unitId! };
}

/** How many price rows name a variant of a product (its delete is refused while any does). */
export async function countPricesOfVariant(db: DbOrTx, variantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceListItems)
    .where(eq(priceListItems.variantId, variantId));
  return row?.n ?? 0;
}

export async function countPricesOfProduct(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceListItems)
    .innerJoin(productVariants, eq(productVariants.id, priceListItems.variantId))
    .where(eq(productVariants.productId, productId));
  return row?.n ?? 0;
}
