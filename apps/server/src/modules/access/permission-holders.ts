import { systemKeyOf, type PermissionCode } from '@kenh/contract';
import { scopeAllows } from '../../platform/auth/data-scope.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { activeAccountSystems, activeSuperuserIds } from '../account/index.js';
import { scopeOfRow } from './access-loader.js';
import { findDataScopes } from './data-scope.repository.js';
import { grantHolderCandidates } from './effective-access.repository.js';

/** The facts a data scope is checked against, of the record a notice is about. */
type ScopeRow = Parameters<typeof scopeAllows>[1];

/**
 * Active accounts that hold `code` in a session of their own system, ascending: super users, and
 * accounts whose direct grant, or a role, user group or room of their system key, allows it — the
 * same rule as `satisfies` over the effective access of `computeAccess`. For recipients of
 * notifications such as "a password request is waiting" (only live accounts count). With `about`
 * (the record's area, zone and account), only holders whose data scope contains that record: a
 * notice names the account, so it reaches no one who could not open it.
 */
export async function staffHolding(db: DbOrTx, code: PermissionCode, about?: ScopeRow): Promise<number[]> {
  const candidates = await grantHolderCandidates(db, code);
  const systems = new Map(
    (
      await activeAccountSystems(
        db,
        candidates.map((c) => c.accountId),
      )
    ).map((a) => [a.id, systemKeyOf(a.systemKey)]),
  );
  const superusers = new Set(await activeSuperuserIds(db));
  const holders = new Set(superusers);
  for (const { accountId, systemKey } of candidates) {
    const accountSystem = systems.get(accountId);
    if (accountSystem === undefined) continue;
    if (systemKey === null || systemKeyOf(systemKey) === accountSystem) holders.add(accountId);
  }
  const sorted = [...holders].sort((a, b) => a - b);
  if (!about) return sorted;
  // About one record: only holders whose data scope contains it (super users and unrestricted always).
  const rows = await findDataScopes(
    db,
    sorted.filter((id) => !superusers.has(id)),
  );
  const scopes = new Map(rows.map((row) => [row.accountId, row]));
  return sorted.filter((id) => superusers.has(id) || scopeAllows(scopeOfRow(scopes.get(id), id), about));
}
