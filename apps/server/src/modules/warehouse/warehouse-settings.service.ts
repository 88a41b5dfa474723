import { WAREHOUSE_NEAR_EXPIRY_DAYS, type WarehouseSettings } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import {
  findWarehouseSettings,
  saveWarehouseSettings,
  type WarehouseSettingsRow,
} from './warehouse-settings.repository.js';

const viewOf = (row: WarehouseSettingsRow | undefined): WarehouseSettings => ({
  near_expiry_days: row?.nearExpiryDays ?? WAREHOUSE_NEAR_EXPIRY_DAYS,
  updated_at: row ? row.updatedAt.toISOString() : null,
});

/** The warehouse settings (one record): read by whoever reads warehouses, changed with `warehouse.manage`. */
export function createWarehouseSettingsService(db: Db) {
  return {
    get: async (): Promise<WarehouseSettings> => viewOf(await findWarehouseSettings(db)),

    save(caller: Caller, nearExpiryDays: number): Promise<WarehouseSettings> {
      return db.transaction(async (tx) => {
        const before = viewOf(await findWarehouseSettings(tx));
        const after = viewOf(await saveWarehouseSettings(tx, nearExpiryDays, caller.accountId));
        await recordAudit(tx, {
          entity: 'warehouse_settings',
          entityId: 1,
          action: 'update',
          actorId: caller.accountId,
          before: { near_expiry_days: before.near_expiry_days },
          after: { near_expiry_days: after.near_expiry_days },
        });
        return after;
      });
    },
  };
}

export type WarehouseSettingsService = ReturnType<typeof createWarehouseSettingsService>;
