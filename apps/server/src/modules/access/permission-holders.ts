import { systemKeyOf, type PermissionCode } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { activeAccountSystems, activeSuperuserIds } from '../account/index.js';
import { grantHolderCandidates } from './effective-access.repository.js';

/**
 * Active accounts that hold `code` in a session of their own system, ascending: super users, and
 * accounts whose direct grant, or a role, user group or room of their system key, allows it — the
 * same rule as `satisfies` over the effective access of `computeAccess`. For recipients of
 * notifications such as "a password request is waiting" (only live accounts count).
 */
export async function staffHolding(db: DbOrTx, code: PermissionCode): Promise<number[]> {
  const candidates = await grantHolderCandidates(db, code);
  const systems = new Map(
    (
      await activeAccountSystems(
        db,
        candidates.map((c) => c.accountId),
      )
    ).map((a) => [a.id, systemKeyOf(a.systemKey)]),
  );
  const holders = new Set(await activeSuperuserIds(db));
  for (const { accountId, systemKey } of candidates) {
    const accountSystem = systems.get(accountId);
    if (accountSystem === undefined) continue;
    if (systemKey === null || systemKey === accountSystem) holders.add(accountId);
  }
  return [...holders].sort((a, b) => a - b);
}
