import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { findAccountById } from './account.repository.js';
import { accountScopeCondition } from './account-scope.js';

/**
 * The record rule of an account and of what is kept per account (grants, data scope): a live
 * account within the caller's data scope. The permission is checked by the registry before this.
 */
export async function accountInScope(db: DbOrTx, caller: Caller, id: number): Promise<boolean> {
  return (await findAccountById(db, id, accountScopeCondition(caller.scope))) !== undefined;
}
