import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedPattern } from '../../platform/db/folded-search.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { rowsOf } from '../../platform/db/rows.js';
import {
  catalogueChangeMark,
  productCategories,
  products,
  productVariants,
  units,
  variantUnits,
} from '../product/index.js';
import {
  listsInForce,
  listsInForcePlaceholders,
  listsInForcePrepared,
  type ListsInForcePlaceholders,
  type PriceContext,
} from './price-resolver.js';

/**
 * Every active out product (matching `search`) with at least one active variant priced for `who`
 * at `at`, by id. The caller caches it per catalogue version: it reads every row of the lists in
 * force, which a page of 50 must not pay on each request.
 */
export async function pricedProductIds(
  db: DbOrTx,
  who: PriceContext,
  at: Date,
  search: string | undefined,
): Promise<number[]> {
  const pattern = foldedPattern(search);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with candidates as (${listsInForce(who, at)}),
      priced as (
        select distinct v.product_id
        from price_list_items i
        join candidates c on c.id = i.price_list_id
        join product_variants v on v.id = i.variant_id and v.status = 'active'
      )
      select p.id
      from products p
      join priced on priced.product_id = p.id
      where p.direction = 'out' and p.status = 'active'
        ${pattern ? sql`and p.search_text like ${pattern}` : sql``}
      order by p.id`),
  );
  return rows.map((r) => r.id);
}

export interface CatalogueRow {
  productId: number;
  productCode: string;
  productName: string;
  brand: string | null;
  category: string | null;
  variantId: number;
  variantCode: string;
  variantName: string;
  optionValues: string[];
  unitId: number;
  unitName: string;
  factor: number;
}

/**
 * The active variants of a page's products and their units. Read from the variants by product
 * (their index), one statement prepared once whatever the page.
 */
const catalogueRowsQuery = preparedQuery<{ ids: number[] }, CatalogueRow[]>(
  'price-list-catalogue-rows',
  (db) =>
    db
      .select({
        productId: products.id,
        productCode: products.code,
        productName: products.name,
        brand: products.brand,
        category: productCategories.name,
        variantId: productVariants.id,
        variantCode: productVariants.code,
        variantName: productVariants.name,
        optionValues: productVariants.optionValues,
        unitId: variantUnits.unitId,
        unitName: units.name,
        factor: variantUnits.factor,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .innerJoin(variantUnits, eq(variantUnits.variantId, productVariants.id))
      .innerJoin(units, eq(units.id, variantUnits.unitId))
      .where(
        and(
          sql`${productVariants.productId} = any(${sql.placeholder('ids')})`,
          eq(productVariants.status, 'active'),
        ),
      )
      .orderBy(
        asc(products.id),
        asc(productVariants.position),
        asc(productVariants.id),
        asc(variantUnits.factor),
        asc(variantUnits.unitId),
      ),
);

export function catalogueRows(db: DbOrTx, productIds: readonly number[]): Promise<CatalogueRow[]> {
  return productIds.length === 0 ? Promise.resolve([]) : catalogueRowsQuery(db, { ids: [...productIds] });
}

/**
 * What an answer depends on, as one string: the lists in force for `who` (ids and revisions — an
 * approved list's rows never change) and the catalogue's own change mark. Asked on every public
 * request (the 304 answers too), so one prepared statement: parsed and planned once per connection.
 */
const catalogueVersionQuery = preparedQuery<ListsInForcePlaceholders, { version: string }[]>(
  'price-list-catalogue-version',
  (db) =>
    db.select({ version: sql<string>`concat_ws('|', v.lists, ${catalogueChangeMark})` }).from(
      sql`(select string_agg(c.id || ':' || c.revision, ',' order by c.id) as lists
             from (${listsInForcePrepared}) c) v`,
    ),
);

export async function catalogueVersion(db: DbOrTx, who: PriceContext, at: Date): Promise<string> {
  const [row] = await catalogueVersionQuery(db, listsInForcePlaceholders(who, at));
  return row?.version ?? '';
}
