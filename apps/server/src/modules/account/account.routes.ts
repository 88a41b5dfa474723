import type { FastifyInstance } from 'fastify';
import { accountApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { AccountService } from './account.service.js';
import { readProfileInput, type createProfileService } from './profile.service.js';

/** The user-manager calls: thin handlers over the account service. */
export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  profiles: ReturnType<typeof createProfileService>,
): void {
  registerEndpoint(app, accountApi.getAll, (r) => accounts.list(callerOf(r), r.query));
  registerEndpoint(app, accountApi.getAccountDropdown, (r) => accounts.dropdown(callerOf(r), r.query));
  registerEndpoint(app, accountApi.getAccountByAdmin, (r) => accounts.listByAdmin(callerOf(r), r.query));
  registerEndpoint(app, accountApi.getAccountById, (r) => accounts.getById(callerOf(r), r.params.id));
  registerEndpoint(app, accountApi.getAllByIds, (r) => accounts.getByIds(callerOf(r), r.body.ids));
  registerEndpoint(app, accountApi.inactiveAccount, async (r) => {
    await accounts.deactivate(callerOf(r), r.body.id);
    return withMessage({}, 'account.deactivated');
  });
  registerEndpoint(app, accountApi.activeManyAccounts, async (r) =>
    withMessage(await accounts.activateMany(callerOf(r), r.body.ids), 'account.activated'),
  );
  registerEndpoint(app, accountApi.deleteAccount, async (r) => {
    await accounts.remove(callerOf(r), r.body.id);
    return withMessage({}, 'account.deleted');
  });
  registerEndpoint(app, accountApi.createUser, async (r) =>
    withMessage(await accounts.create(callerOf(r), r.body), 'account.created'),
  );
  registerEndpoint(app, accountApi.updateUser, async (r) =>
    withMessage(await accounts.update(callerOf(r), r.params.id, r.body), 'account.updated'),
  );
  registerEndpoint(app, accountApi.updateProfile, async (r) =>
    withMessage(await profiles.update(callerOf(r), await readProfileInput(r)), 'account.profile_updated'),
  );
}
