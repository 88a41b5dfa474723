import type { AccountOption, SystemKey } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';

/**
 * What the notification module needs to know about accounts and rooms, provided by the composition
 * root from the account and access modules (so neither depends on this one's internals, and this one
 * does not depend on them).
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
