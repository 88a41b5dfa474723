import { createMailer } from '../../platform/mail/index.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { PLATFORM_PORTS } from '../../platform/modules/platform-ports.js';
import { accountInScope } from './account-record-access.js';
import { actorNamesByIds } from './account.repository.js';
import { accountScopeCondition } from './account-scope.js';
import { findRequest } from './password-reset.repository.js';
import { registerAccountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { createAccountSessionsService } from './account-sessions.service.js';
import { ACCOUNT_PORTS, accountPortFunctions } from './account.ports.js';
import { seedDemoAccounts } from './account.demo.js';
import { registerPasswordRoutes } from './password-reset.routes.js';
import { createPasswordResetService } from './password-reset.service.js';
import { createProfileService } from './profile.service.js';
import { registerRegistrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';
import { registerSessionRoutes } from './session.routes.js';
import { createSessionService } from './session.service.js';

export {
  accountIdColumn,
  accountOptions,
  activeAccountIds,
  activeAccountIdsOfSystems,
  findAccountSummaryByUsername,
  findExistingAccountIds,
  listAccountSummaries,
  listAccountIdsBySystem,
  type AccountSummary,
  type AccountSummaryFilter,
} from './account.repository.js';
export { createAccount, type CreateAccountInput } from './create-account.js';
export { placeAccount, type AccountPlacement } from './account-placement.js';
export { accountInScope } from './account-record-access.js';
export { activeAccountSystems, activeSuperuserIds } from './staff-directory.repository.js';

export type { StaffHolding } from './account-notices.js';
export { ACCOUNT_PORTS, type AccountNotice } from './account.ports.js';
export { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD, type DemoAccount } from './account.demo.js';

/** Sessions, accounts, passwords, partner registration; the mailer is built here from the context (SMTP or outbox). */
export const accountManifest: ModuleManifest = {
  name: 'account',
  dependsOn: [],
  ports: Object.values(ACCOUNT_PORTS),
  register(app, ctx) {
    const ports = accountPortFunctions(ctx.ports);
    const mailer = createMailer(ctx.config, ctx.db, app.log);
    const sessions = createSessionService(ctx);
    ctx.ports.provide(PLATFORM_PORTS.verifySession, sessions.verifySession);
    registerSessionRoutes(app, sessions, ctx.ports.use(PLATFORM_PORTS.loadAccess));
    const accounts = createAccountService(ctx.db, ports, ctx.deleteProtection);
    registerAccountRoutes(
      app,
      accounts,
      createProfileService(ctx),
      createAccountSessionsService(ctx.db, accounts),
    );
    registerPasswordRoutes(app, createPasswordResetService(ctx, mailer, sessions, ports));
    registerRegistrationRoutes(app, createRegistrationService(ctx, ports));
    ctx.actors.provide((ids) => actorNamesByIds(ctx.db, ids));
  },
  recordAccess: (ctx) => ({
    // An account (its history, its avatar): like GET get_account_by_id — the read code, then the
    // account within the data scope; the caller's own account always.
    account: {
      permission: 'user',
      inScope: (caller, id) => accountInScope(ctx.db, caller, id),
      ownRecord: (caller, id) => id === caller.accountId,
    },
    // A staff-assisted password request: like its detail call, the request's account within the scope.
    password_request: {
      permission: 'user.resetpassword',
      inScope: async (caller, id) =>
        (await findRequest(ctx.db, id, accountScopeCondition(caller.scope))) !== undefined,
    },
  }),
  // An account is named as it is as a change's actor: by its full name, else its username.
  recordNames: (ctx) => ({
    account: async (ids) =>
      new Map(
        [...(await actorNamesByIds(ctx.db, ids))].map(([id, name]) => [id, name.fullname || name.username]),
      ),
  }),
  historyReferences: { account: { areaId: 'area', zoneId: 'zone', parentId: 'account' } },
  seed: { order: 10, run: seedDemoAccounts },
};
export {
  countAccountsByArea,
  countAccountsByZone,
  countDistinctAccountsByArea,
  listAccountsInLocation,
  type LocatedAccountRow,
} from './account-location.repository.js';
// Partner module: its lists filter and show account columns through sub-selects (reads only), and
// its demo seeds two thousand partner accounts with one password hash.
export { accounts } from './account.tables.js';
export {
  insertAccount,
  insertAccounts,
  notDeleted,
  searchCondition as accountSearchCondition,
} from './account.repository.js';
export { hashPassword } from './passwords.js';
