import type { PushToken } from '@kenh/contract';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Caller } from '../../../platform/auth/caller.js';
import type { Db } from '../../../platform/db/database.js';
import { badRequest, forbidden, notFound } from '../../../platform/http/app-error.js';
import { parsePushSubscription } from './push-subscription.js';
import {
  deleteDeviceOfOtherUsers,
  deleteTokens,
  lockTokens,
  tokensOfUser,
  toPushToken,
  upsertToken,
} from './push-token.repository.js';

const ENTITY = 'push_token';

export interface RegisterTokenInput {
  device_token: string;
  is_check_unique: boolean;
  user: number;
  system: number;
  type: string;
}

/** Push tokens: each account registers, lists and deletes its own devices only. */
export function createPushTokenService(db: Db, options: { endpointHosts: readonly string[] }) {
  async function register(caller: Caller, input: RegisterTokenInput): Promise<PushToken> {
    if (input.user !== caller.accountId) throw forbidden('notification.not_own_token');
    const parsed = parsePushSubscription(input.device_token, options.endpointHosts);
    if (!parsed) {
      throw badRequest('notification.token_invalid', [
        { field: 'device_token', message: 'notification.token_invalid' },
      ]);
    }
    return db.transaction(async (tx) => {
      if (input.is_check_unique) {
        const removed = await deleteDeviceOfOtherUsers(tx, parsed.canonical, caller.accountId);
        for (const row of removed) {
          await recordAudit(tx, {
            entity: ENTITY,
            entityId: row.id,
            action: 'delete',
            actorId: caller.accountId,
            before: { user: row.userId, device_token: row.deviceToken },
          });
        }
      }
      const { row, created } = await upsertToken(tx, {
        userId: caller.accountId,
        deviceToken: parsed.canonical,
        system: input.system,
        type: input.type,
      });
      if (created) {
        await recordAudit(tx, {
          entity: ENTITY,
          entityId: row.id,
          action: 'create',
          actorId: caller.accountId,
          after: { user: row.userId, device_token: row.deviceToken, system: row.system, type: row.type },
        });
      }
      return toPushToken(row);
    });
  }

  async function list(caller: Caller): Promise<PushToken[]> {
    return (await tokensOfUser(db, caller.accountId)).map(toPushToken);
  }

  /** All or nothing: an unknown id or another account's token refuses the whole call. */
  async function remove(caller: Caller, ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const rows = await lockTokens(tx, unique);
      if (rows.length !== unique.length || rows.some((r) => r.userId !== caller.accountId)) {
        throw notFound('notification.token_not_found');
      }
      await deleteTokens(tx, unique);
      for (const row of rows) {
        await recordAudit(tx, {
          entity: ENTITY,
          entityId: row.id,
          action: 'delete',
          actorId: caller.accountId,
          before: { user: row.userId, device_token: row.deviceToken },
        });
      }
      return unique.length;
    });
  }

  return { register, list, remove };
}

export type PushTokenService = ReturnType<typeof createPushTokenService>;
