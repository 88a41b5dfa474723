import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { accountProducts, products } from './product.tables.js';

export async function purchasedProducts(
  db: DbOrTx,
  accountId: number,
): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: products.id, code: products.code, name: products.name })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(eq(accountProducts.accountId, accountId))
    .orderBy(asc(products.name));
}

export async function replacePurchased(
  db: DbOrTx,
  accountId: number,
  productIds: readonly number[],
): Promise<void> {
  await db.delete(accountProducts).where(eq(accountProducts.accountId, accountId));
  if (productIds.length > 0) {
    await db.insert(accountProducts).values(productIds.map((productId) => ({ accountId, productId })));
  }
}
