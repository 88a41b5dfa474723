import type { Page } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/app-error.js';
import {
  findExistingAccountIds,
  listAccountSummaries,
  type AccountSummary,
  type AccountSummaryFilter,
} from '../account/index.js';

export type { AccountSummary };

/**
 * The only door to accounts: this module never reads the account module's tables, it asks the
 * account module's index (account ids here are plain integers without a foreign key).
 */
export async function requireAccounts(db: DbOrTx, ids: number[], field = 'account_ids'): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = new Set(await findExistingAccountIds(db, unique));
  if (unique.some((id) => !found.has(id))) {
    throw badRequest('error.bad_request', [{ field, message: 'access.account_unknown' }]);
  }
  return unique;
}

/** 404 when the account in the path does not exist (or was deleted). */
export async function requireAccount(db: DbOrTx, id: number): Promise<void> {
  const found = await findExistingAccountIds(db, [id]);
  if (found.length === 0) throw notFound('access.account_unknown');
}

export function accountPage(db: DbOrTx, filter: AccountSummaryFilter): Promise<Page<AccountSummary>> {
  return listAccountSummaries(db, filter);
}
