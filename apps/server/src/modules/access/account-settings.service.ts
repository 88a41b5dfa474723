import type { AccountSettings, AccountSettingsBody } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { requireAccount } from './account-directory.js';
import {
  findSettings,
  upsertSettings,
  type AccountSettingsRow as Row,
} from './account-settings.repository.js';

function viewOf(accountId: number, row: Row | undefined): AccountSettings {
  return {
    account_id: accountId,
    language: row?.language ?? 'vi',
    default_page: row?.defaultPage ?? null,
    notify_push: row?.notifyPush ?? true,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

const snapshot = ({ account_id: _a, updated_at: _u, ...fields }: AccountSettings) => fields;

/**
 * Personal settings (my-setting): language, page opened after sign-in, web push on or off. No
 * row means the defaults; another account's settings follow that account's data scope rule.
 */
export function createAccountSettingsService(db: Db) {
  return {
    async get(accountId: number, caller: Caller): Promise<AccountSettings> {
      if (accountId !== caller.accountId) await requireAccount(db, accountId, caller.scope);
      return viewOf(accountId, await findSettings(db, accountId));
    },

    save(accountId: number, body: AccountSettingsBody, caller: Caller): Promise<AccountSettings> {
      return db.transaction(async (tx) => {
        if (accountId !== caller.accountId) await requireAccount(tx, accountId, caller.scope);
        const before = viewOf(accountId, await findSettings(tx, accountId));
        const values = {
          language: body.language,
          defaultPage: body.default_page ?? null,
          notifyPush: body.notify_push,
          updatedBy: caller.accountId,
        };
        const after = viewOf(accountId, await upsertSettings(tx, accountId, values));
        await recordAudit(tx, {
          entity: 'account_setting',
          entityId: accountId,
          action: before.updated_at === null ? 'create' : 'update',
          actorId: caller.accountId,
          before: before.updated_at === null ? undefined : snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
    },
  };
}
