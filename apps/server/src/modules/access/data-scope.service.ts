import type { DataScopeBody, DataScopeRecord } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/database.js';
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

/** Data scope per account (settings → decentralization-data); no row means unrestricted. */
export function createDataScopeService(db: Db) {
  return {
    async get(accountId: number): Promise<DataScopeRecord> {
      await requireAccount(db, accountId);
      return viewOf(accountId, await findDataScope(db, accountId));
    },

    set(accountId: number, body: DataScopeBody, actorId: number): Promise<DataScopeRecord> {
      return db.transaction(async (tx) => {
        await requireAccount(tx, accountId);
        const values = body.unrestricted
          ? { unrestricted: true, areaIds: [], zoneIds: [], accountIds: [] }
          : {
              unrestricted: false,
              areaIds: uniqueSorted(body.area_ids),
              zoneIds: uniqueSorted(body.zone_ids),
              accountIds: await requireAccounts(tx, body.account_ids, 'account_ids'),
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
