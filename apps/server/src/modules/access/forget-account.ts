import type { DbOrTx } from '../../platform/db/database.js';
import { bumpAccessVersion } from './access-state.repository.js';
import { deleteDataScope } from './data-scope.repository.js';
import { deleteGrant } from './grant.repository.js';
import { ROLE, ROOM, USER_GROUP } from './named-set.kinds.js';
import { removeAccountEverywhere } from './named-set.repository.js';
import { forgetRoomOwnerships } from './room.repository.js';
import { accountSettings } from './access.tables.js';
import { eq } from 'drizzle-orm';

/**
 * Drops everything that gives one account access: its direct grant, data scope, roles, groups,
 * rooms, room ownerships and settings. For the account module to call inside the transaction that deletes the account (account ids
 * here have no foreign key, see docs/access-control.md).
 */
export async function forgetAccountAccess(tx: DbOrTx, accountId: number): Promise<void> {
  await deleteGrant(tx, 'account', accountId);
  await deleteDataScope(tx, accountId);
  for (const kind of [ROLE, USER_GROUP, ROOM]) await removeAccountEverywhere(tx, kind, accountId);
  await forgetRoomOwnerships(tx, accountId);
  await tx.delete(accountSettings).where(eq(accountSettings.accountId, accountId));
  await bumpAccessVersion(tx);
}
