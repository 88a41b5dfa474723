import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderAccount, PriceSystem } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, nameOf } from '../../platform/db/list-query.js';
import { accounts } from '../account/index.js';
import { partnerProfiles } from '../partner/index.js';

const accountPages = defineListQuery({
  table: accounts,
  id: accounts.id,
  sorts: { name: { column: accounts.fullname, direction: 'asc' } },
  defaultSort: 'name',
});

const accountDisplay = defineDisplayFetch('order-account-display', accounts.id, (db) =>
  db
    .select({
      id: accounts.id,
      fullname: accounts.fullname,
      username: accounts.username,
      system: sql<PriceSystem>`${accounts.type}`,
      phone: accounts.phone,
      address_text: nameOf(partnerProfiles.addressText, partnerProfiles.accountId, accounts.id),
    })
    .from(accounts),
);

export interface OrderAccountFilter {
  /** Whom the caller may pick (a condition on `accounts`); undefined: anyone. */
  allowed: SQL | undefined;
  systems: readonly PriceSystem[];
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/** Active accounts of the given systems the caller may pick, by name, searched without diacritics. */
export async function orderAccountPage(db: DbOrTx, filter: OrderAccountFilter) {
  const where = and(
    eq(accounts.isDeleted, false),
    eq(accounts.isActive, true),
    inArray(accounts.type, [...filter.systems]),
    filter.allowed,
    foldedContains(sql`${accounts.fullname} || ' ' || ${accounts.username}`, filter.search),
  );
  const { ids, total, capped } = await accountPages.pageIds(db, { ...filter, where });
  const rows: OrderAccount[] = await accountDisplay.rows(db, ids);
  return { rows, total, capped };
}

/** The distributor a partner account buys from (its profile's). */
export const isDistributorOf = (accountId: number): SQL =>
  sql`${accounts.id} = (select p.distributor_id from ${partnerProfiles} p where p.account_id = ${accountId})`;
