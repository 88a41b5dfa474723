import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { accounts } from '../account/index.js';
import { productRatings, productVariants, products } from './product.tables.js';

export interface RatingFilter {
  variantId?: number | undefined;
  productId?: number | undefined;
  stars?: number | undefined;
}

function ratingCondition(filter: RatingFilter): SQL | undefined {
  return and(
    filterOn.eq(productRatings.variantId, filter.variantId),
    filterOn.eq(productRatings.stars, filter.stars),
    filter.productId
      ? sql`${productRatings.variantId} in (select v.id from product_variants v where v.product_id = ${filter.productId})`
      : undefined,
  );
}

/** Newest first. */
export const ratingPages = defineListQuery({
  table: productRatings,
  id: productRatings.id,
  sorts: { newest: { column: productRatings.id, direction: 'desc' } },
  defaultSort: 'newest',
});

export async function listRatings(db: DbOrTx, filter: RatingFilter & { page: number; pageSize: number }) {
  const { ids, total, capped } = await ratingPages.pageIds(db, { ...filter, where: ratingCondition(filter) });
  if (ids.length === 0) return { rows: [], total, capped };
  const rows = await db
    .select({
      id: productRatings.id,
      variantId: productRatings.variantId,
      variantName: productVariants.name,
      productId: products.id,
      productName: products.name,
      accountId: productRatings.accountId,
      accountName: sql<
        string | null
      >`(select a.fullname from ${accounts} a where a.id = product_ratings.account_id)`,
      stars: productRatings.stars,
      comment: productRatings.comment,
      createdAt: productRatings.createdAt,
    })
    .from(productRatings)
    .innerJoin(productVariants, eq(productVariants.id, productRatings.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productRatings.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), total, capped };
}

/** Ratings of a variant per star (index 0 = 1 star). */
export async function starCounts(db: DbOrTx, variantId: number): Promise<number[]> {
  const rows = await db
    .select({ stars: productRatings.stars, n: sql<number>`count(*)::int` })
    .from(productRatings)
    .where(eq(productRatings.variantId, variantId))
    .groupBy(productRatings.stars);
  return [1, 2, 3, 4, 5].map((s) => rows.find((r) => r.stars === s)?.n ?? 0);
}
