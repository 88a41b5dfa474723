import type { Page, Rating, RatingListQuery } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { listRatings, starCounts } from './rating.repository.js';

/** A page of ratings, newest first. */
export async function productRatingsPage(db: DbOrTx, query: RatingListQuery): Promise<Page<Rating>> {
  const { rows, total, capped } = await listRatings(db, {
    variantId: query.variant_id,
    productId: query.product_id,
    stars: query.stars,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    results: rows.map((r) => ({
      id: r.id,
      variant_id: r.variantId,
      variant_name: r.variantName,
      product_id: r.productId,
      product_name: r.productName,
      account_id: r.accountId,
      account_name: r.accountName,
      stars: r.stars,
      comment: r.comment,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    ...(capped ? { total_capped: true } : {}),
  };
}

/** Count, mean (one decimal) and per-star counts of a variant's ratings. */
export async function ratingSummaryOf(db: DbOrTx, variantId: number) {
  const byStars = await starCounts(db, variantId);
  const count = byStars.reduce((a, b) => a + b, 0);
  const sum = byStars.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, average: count === 0 ? null : Math.round((sum / count) * 10) / 10, by_stars: byStars };
}
