import type { PurchasedProducts } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/app-error.js';
import { findExistingAccountIds } from '../account/index.js';
import { existingProducts } from './product.repository.js';
import { purchasedProducts, replacePurchased } from './purchased.repository.js';

/**
 * The products an account buys regularly. The account must exist and lie in the caller's data
 * scope (404 otherwise, so an account outside it is not revealed).
 */
export function createPurchasedService(db: Db) {
  async function assertAccount(caller: Caller, accountId: number): Promise<void> {
    const [found] = await findExistingAccountIds(db, [accountId], caller.scope);
    if (found === undefined) throw notFound('product.account_not_found');
  }

  return {
    async get(caller: Caller, accountId: number): Promise<PurchasedProducts> {
      await assertAccount(caller, accountId);
      return { account_id: accountId, products: await purchasedProducts(db, accountId) };
    },

    async set(caller: Caller, accountId: number, productIds: number[]): Promise<PurchasedProducts> {
      await assertAccount(caller, accountId);
      return db.transaction(async (tx) => {
        const known = new Set((await existingProducts(tx, productIds)).map((p) => p.id));
        const unknown = productIds.findIndex((id) => !known.has(id));
        if (unknown >= 0) {
          throw badRequest('product.not_found', [
            { field: `product_ids.${unknown}`, message: 'product.not_found' },
          ]);
        }
        const before = (await purchasedProducts(tx, accountId)).map((p) => p.code);
        await replacePurchased(tx, accountId, productIds);
        const after = await purchasedProducts(tx, accountId);
        await recordAudit(tx, {
          entity: 'account',
          entityId: accountId,
          action: 'regular_products',
          actorId: caller.accountId,
          before: { regular_products: before },
          after: { regular_products: after.map((p) => p.code) },
        });
        return { account_id: accountId, products: after };
      });
    },
  };
}

export type PurchasedService = ReturnType<typeof createPurchasedService>;
