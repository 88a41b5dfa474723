import type { Page } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
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
export async function requireAccounts(
  db: DbOrTx,
  ids: number[],
  field = 'account_ids',
  /** The caller's data scope: an account outside it is unknown to the caller, like a deleted one. */
  scope?: DataScope,
): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = new Set(await findExistingAccountIds(db, unique, scope));
  if (unique.some((id) => !found.has(id))) {
    throw badRequest('error.bad_request', [{ field, message: 'access.account_unknown' }]);
  }
  return unique;
}

/**
 * Of these member ids, the ones the caller cannot see (outside its data scope, or deleted): a member
 * list the caller replaces keeps them, since the caller could neither see nor choose them.
 */
export async function hiddenAccounts(db: DbOrTx, ids: number[], scope: DataScope): Promise<number[]> {
  if (scope.unrestricted || ids.length === 0) return [];
  const visible = new Set(await findExistingAccountIds(db, ids, scope));
  return ids.filter((id) => !visible.has(id));
}

/** 404 when the account in the path does not exist (or was deleted), or lies outside `scope`. */
export async function requireAccount(db: DbOrTx, id: number, scope?: DataScope): Promise<void> {
  const found = await findExistingAccountIds(db, [id], scope);
  if (found.length === 0) throw notFound('access.account_unknown');
}

export function accountPage(db: DbOrTx, filter: AccountSummaryFilter): Promise<Page<AccountSummary>> {
  return listAccountSummaries(db, filter);
}
