import { recordAudit } from '../../platform/audit/audit.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { findAccountById, updateAccount } from './account.repository.js';

/** Where an account works: its area and zone (null: none). */
export interface AccountPlacement {
  areaId: number | null;
  zoneId: number | null;
}

/**
 * Puts an account in an area and zone inside the caller's transaction, audited like any account
 * update (only the moved fields). The staff module calls it so the account of a staff record sits
 * where the record says (docs/locate.md, "Accounts in an area"); the caller has checked the place
 * and its data scope. A deleted or unknown account, or one already there, is left alone.
 */
export async function placeAccount(
  tx: DbOrTx,
  accountId: number,
  place: AccountPlacement,
  actorId: number | null,
): Promise<void> {
  const before = await findAccountById(tx, accountId);
  if (!before || (before.areaId === place.areaId && before.zoneId === place.zoneId)) return;
  await updateAccount(tx, accountId, { areaId: place.areaId, zoneId: place.zoneId, updatedBy: actorId });
  await recordAudit(tx, {
    entity: 'account',
    entityId: accountId,
    action: 'update',
    actorId,
    before: { areaId: before.areaId, zoneId: before.zoneId },
    after: { areaId: place.areaId, zoneId: place.zoneId },
  });
}
