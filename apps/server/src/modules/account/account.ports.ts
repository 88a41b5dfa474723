import type { NotificationModule } from '@kenh/contract';
import type { DbOrTx, Tx } from '../../platform/db/database.js';
import { definePort, type PortRegistry } from '../../platform/modules/ports.js';
import type { StaffHolding } from './account-notices.js';

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
}

/**
 * The account module may not import access or notification (they import it): they provide these
 * ports in their manifests (docs/decisions/0009-server-module-manifests-and-layers.md).
 */
export const ACCOUNT_PORTS = {
  staffHolding: definePort<AccountPortFunctions['staffHolding']>('account.staffHolding'),
  notify: definePort<AccountPortFunctions['notify']>('account.notify'),
  onAccountDeleted: definePort<AccountPortFunctions['onAccountDeleted']>('account.onAccountDeleted'),
};

/** The ports as functions, resolved on each call (their providers register after this module). */
export function accountPortFunctions(ports: PortRegistry): AccountPortFunctions {
  return {
    staffHolding: ports.use(ACCOUNT_PORTS.staffHolding),
    notify: ports.use(ACCOUNT_PORTS.notify),
    onAccountDeleted: ports.use(ACCOUNT_PORTS.onAccountDeleted),
  };
}
