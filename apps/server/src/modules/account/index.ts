import type { FastifyInstance } from 'fastify';
import type { AccessLoader, AppContext } from '../../platform/app-context.js';
import type { SessionVerifier } from '../../platform/auth/caller.js';
import { createMailer } from '../../platform/mail/index.js';
import { accountInScope } from './account-record-access.js';
import { usernamesByIds } from './account.repository.js';
import { accountScopeCondition } from './account-scope.js';
import { findRequest } from './password-reset.repository.js';
import { registerAccountRoutes } from './account.routes.js';
import { createAccountService, type AccountLifecycleHooks } from './account.service.js';
import { registerPasswordRoutes } from './password-reset.routes.js';
import { createPasswordResetService } from './password-reset.service.js';
import { createProfileService } from './profile.service.js';
import type { StaffHolding } from './account-notices.js';
import { registerRegistrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';
import { registerSessionRoutes } from './session.routes.js';
import { createSessionService } from './session.service.js';

export {
  accountIdColumn,
  accountOptions,
  activeAccountIds,
  activeAccountIdsOfSystems,
  findExistingAccountIds,
  listAccountSummaries,
  listAccountIdsBySystem,
  type AccountSummary,
  type AccountSummaryFilter,
} from './account.repository.js';
export { createAccount, type CreateAccountInput } from './create-account.js';
export { accountInScope } from './account-record-access.js';
export { activeAccountSystems, activeSuperuserIds } from './staff-directory.repository.js';

/** Verifies a bearer token and its session in one indexed query (see session.repository.ts). */
export function createSessionVerifier(ctx: AppContext): SessionVerifier {
  return createSessionService(ctx).verifySession;
}

export type { StaffHolding } from './account-notices.js';

/** What the composition root plugs in from modules this one does not import (access). */
export type AccountModuleDeps = {
  loadAccess: AccessLoader;
  /** Active accounts holding a permission: who is notified of password requests and registrations. */
  staffHolding: StaffHolding;
} & AccountLifecycleHooks;

/** Sessions, accounts, passwords, partner registration; the mailer is built here from the context (SMTP or outbox). */
export function registerAccountModule(app: FastifyInstance, ctx: AppContext, deps: AccountModuleDeps): void {
  const mailer = createMailer(ctx.config, ctx.db, app.log);
  const sessions = createSessionService(ctx);
  registerSessionRoutes(app, sessions, deps.loadAccess);
  registerAccountRoutes(app, createAccountService(ctx.db, deps), createProfileService(ctx));
  registerPasswordRoutes(app, createPasswordResetService(ctx, mailer, sessions, deps.staffHolding));
  registerRegistrationRoutes(app, createRegistrationService(ctx, deps));

  // An account (its history, its avatar): like GET get_account_by_id — the read code, then the
  // account within the data scope; the caller's own account always.
  ctx.records.register('account', {
    permission: 'user',
    inScope: (caller, id) => accountInScope(ctx.db, caller, id),
    ownRecord: (caller, id) => id === caller.accountId,
  });
  // A staff-assisted password request: like its detail call, the request's account within the scope.
  ctx.records.register('password_request', {
    permission: 'user.resetpassword',
    inScope: async (caller, id) =>
      (await findRequest(ctx.db, id, accountScopeCondition(caller.scope))) !== undefined,
  });
  ctx.actors.provide((ids) => usernamesByIds(ctx.db, ids));
}
export {
  countAccountsByArea,
  countAccountsByZone,
  countDistinctAccountsByArea,
  listAccountsInLocation,
  type LocatedAccountRow,
} from './account-location.repository.js';
