import { PRICE_SYSTEMS, type OrderAccount, type orderAccountQuery, type Page } from '@kenh/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { orderAccountPage } from './order-accounts.repository.js';
import { orderAccountRule } from './order-scope.js';

/**
 * The order form's pickers (`v3/order_accounts`): sales staff holding `order.manage` without the
 * partner screens' `partner` code still find the stores and distributors they may order for.
 */
export function createOrderAccountService(db: DbOrTx) {
  return {
    async list(caller: Caller, query: z.infer<typeof orderAccountQuery>): Promise<Page<OrderAccount>> {
      const systems =
        query.role === 'seller' ? (['NPP'] as const) : query.system ? [query.system] : PRICE_SYSTEMS;
      const { rows, total, capped } = await orderAccountPage(db, {
        allowed: orderAccountRule(caller, query.role),
        systems,
        search: query.search,
        page: query.page,
        pageSize: query.page_size,
      });
      return { results: rows, total, ...(capped ? { total_capped: true } : {}) };
    },
  };
}

export type OrderAccountService = ReturnType<typeof createOrderAccountService>;
