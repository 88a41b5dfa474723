import type { DataScopeBody, DataScopeRecord } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller, DataScope } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/app-error.js';
import type { ZonesWithinScope } from './access.ports.js';
import { bumpAccessVersion } from './access-state.repository.js';
import { requireAccount, requireAccounts } from './account-directory.js';
import { findDataScope, saveDataScope, type DataScopeRow } from './data-scope.repository.js';

const uniqueSorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

function viewOf(accountId: number, row: DataScopeRow | undefined): DataScopeRecord {
  return {
    account_id: accountId,
    unrestricted: row?.unrestricted ?? true,
    area_ids: row?.areaIds ?? [],
    zone_ids: row?.zoneIds ?? [],
    account_ids: row?.accountIds ?? [],
    updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

const snapshot = (v: DataScopeRecord) => ({
  unrestricted: v.unrestricted,
  area_ids: v.area_ids,
  zone_ids: v.zone_ids,
  account_ids: v.account_ids,
});

const outsideOwn = (field: string) =>
  badRequest('error.bad_request', [{ field, message: 'access.scope_outside_own' }]);

/**
 * A restricted caller grants no more than it sees itself: never an unrestricted scope, only its own
 * areas, zones it holds or that lie in its areas, and accounts within its scope.
 */
async function assertWithinOwn(
  tx: DbOrTx,
  own: DataScope,
  body: DataScopeBody,
  zoneIdsWithinScope: ZonesWithinScope,
): Promise<void> {
  if (own.unrestricted) return;
  if (body.unrestricted) throw outsideOwn('unrestricted');
  if (body.area_ids.some((id) => !own.areaIds.includes(id))) throw outsideOwn('area_ids');
  const inOwnAreas = [...new Set(body.zone_ids)].filter((id) => !own.zoneIds.includes(id));
  if ((await zoneIdsWithinScope(tx, inOwnAreas, own)).length < inOwnAreas.length)
    throw outsideOwn('zone_ids');
}

/** Data scope per account (settings → decentralization-data); no row means unrestricted. */
export function createDataScopeService(db: Db, zonesWithinScope: ZonesWithinScope) {
  return {
    async get(accountId: number): Promise<DataScopeRecord> {
      await requireAccount(db, accountId);
      return viewOf(accountId, await findDataScope(db, accountId));
    },

    /** Sets an account's data scope; the caller's own scope bounds what it may grant. */
    set(accountId: number, body: DataScopeBody, caller: Caller): Promise<DataScopeRecord> {
      const actorId = caller.accountId;
      return db.transaction(async (tx) => {
        await requireAccount(tx, accountId);
        await assertWithinOwn(tx, caller.scope, body, zonesWithinScope);
        const values = body.unrestricted
          ? { unrestricted: true, areaIds: [], zoneIds: [], accountIds: [] }
          : {
              unrestricted: false,
              areaIds: uniqueSorted(body.area_ids),
              zoneIds: uniqueSorted(body.zone_ids),
              accountIds: await requireAccounts(tx, body.account_ids, 'account_ids', caller.scope),
            };
        const before = viewOf(accountId, await findDataScope(tx, accountId));
        const after = viewOf(accountId, await saveDataScope(tx, accountId, values, actorId));
        await recordAudit(tx, {
          entity: 'data_scope',
          entityId: accountId,
          action: 'update',
          actorId,
          before: snapshot(before),
          after: snapshot(after),
        });
        await bumpAccessVersion(tx);
        return after;
      });
    },
  };
}
