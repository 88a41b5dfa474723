import type { SQL } from 'drizzle-orm';
import type { NotificationModule } from '@kenh/contract';
import type { DbOrTx, Tx } from '../../platform/db/database.js';
import { definePort, type PortRegistry } from '../../platform/modules/ports.js';
import type { StaffHolding } from './account-notices.js';
import type { AccountRow } from './account.repository.js';

/** A notice to staff, as the notification module stores it (title plain text, content markup). */
export interface AccountNotice {
  module: NotificationModule;
  title: string;
  content: string;
  path: string;
  custom_id: string;
}

/** What the account services call from the modules above it in its layer (access, notification). */
export interface AccountPortFunctions {
  /** Active accounts holding a permission (access). */
  staffHolding: StaffHolding;
  /** Sends a notice to staff inside the caller's transaction (notification). */
  notify: (tx: DbOrTx, recipients: readonly number[], notice: AccountNotice) => Promise<unknown>;
  /** Runs inside the deleting transaction: drops the account's roles, groups and grants (access). */
  onAccountDeleted: (tx: Tx, accountId: number) => Promise<void>;
  /**
   * The ids of the accounts holding a role, as a SQL subquery (access), so the account list filters
   * by role inside its own query and stays on indexes.
   */
  roleMembers: (roleId: number) => SQL;
  /**
   * Runs inside the transaction that created or edited an account on the account screens, or took
   * a partner registration: a module above keeps what it holds beside the account in step (the
   * partner profile, its area and zone).
   */
  accountSaved: (tx: DbOrTx, account: AccountRow) => Promise<void>;
}

/**
 * The account module may not import access or notification (they import it): they provide these
 * ports in their manifests (docs/decisions/0009-server-module-manifests-and-layers.md).
 */
export const ACCOUNT_PORTS = {
  staffHolding: definePort<AccountPortFunctions['staffHolding']>('account.staffHolding'),
  notify: definePort<AccountPortFunctions['notify']>('account.notify'),
  onAccountDeleted: definePort<AccountPortFunctions['onAccountDeleted']>('account.onAccountDeleted'),
  roleMembers: definePort<AccountPortFunctions['roleMembers']>('account.roleMembers'),
  accountSaved: definePort<AccountPortFunctions['accountSaved']>('account.accountSaved'),
};

/** The ports as functions, resolved on each call (their providers register after this module). */
export function accountPortFunctions(ports: PortRegistry): AccountPortFunctions {
  return {
    staffHolding: ports.use(ACCOUNT_PORTS.staffHolding),
    notify: ports.use(ACCOUNT_PORTS.notify),
    onAccountDeleted: ports.use(ACCOUNT_PORTS.onAccountDeleted),
    roleMembers: ports.use(ACCOUNT_PORTS.roleMembers),
    accountSaved: ports.use(ACCOUNT_PORTS.accountSaved),
  };
}
