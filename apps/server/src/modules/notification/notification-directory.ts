import type { AccountOption, SystemKey } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { roomMemberIds } from '../access/index.js';
import {
  accountOptions,
  activeAccountIds,
  activeAccountIdsOfSystems,
  findExistingAccountIds,
} from '../account/index.js';

/**
 * What the notification module needs to know about accounts and rooms: read through the account and
 * access modules' indexes (both sit below this one in the layer order).
 */
export interface NotificationDirectory {
  /** Active account ids among `ids`. */
  activeAccounts(db: DbOrTx, ids: readonly number[]): Promise<number[]>;
  /** Active account ids of whole systems (AD, KH, KT, default). */
  accountsOfSystems(db: DbOrTx, systems: readonly SystemKey[]): Promise<number[]>;
  /** The ids among `ids` of accounts within a data scope (a sender's reach). */
  withinScope(db: DbOrTx, ids: readonly number[], scope: DataScope): Promise<number[]>;
  /** Active member account ids of rooms. */
  membersOfRooms(db: DbOrTx, roomIds: readonly number[]): Promise<number[]>;
  /** Recipient picker options (name, username), active accounts only. */
  accountOptions(
    db: DbOrTx,
    filter: {
      search?: string | undefined;
      systemKey?: SystemKey | undefined;
      /** The caller's data scope: only accounts within it are offered. */
      scope?: DataScope | undefined;
      limit: number;
    },
  ): Promise<AccountOption[]>;
}

/** The directory over the account and access modules (active accounts only). */
export const notificationDirectory: NotificationDirectory = {
  activeAccounts: activeAccountIds,
  accountsOfSystems: activeAccountIdsOfSystems,
  withinScope: (db, ids, scope) => findExistingAccountIds(db, [...ids], scope),
  membersOfRooms: async (db, roomIds) => activeAccountIds(db, await roomMemberIds(db, roomIds)),
  accountOptions,
};
