import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EXPORT_PATH, accountApi, accountFilterQuery, type AccountFilter } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { excelFileName, sendWorkbook } from '../../platform/excel/index.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { accountWorkbook } from './account-excel.js';
import type { createAccountSessionsService } from './account-sessions.service.js';
import type { AccountService } from './account.service.js';
import { readProfileInput, type createProfileService } from './profile.service.js';

/** The user-manager calls: thin handlers over the account service. */
export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  profiles: ReturnType<typeof createProfileService>,
  sessions: ReturnType<typeof createAccountSessionsService>,
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
  registerEndpoint(app, accountApi.inactiveManyAccounts, async (r) =>
    withMessage(await accounts.deactivateMany(callerOf(r), r.body.ids), 'account.deactivated_many'),
  );
  registerEndpoint(app, accountApi.accountSessions, (r) => sessions.list(callerOf(r), r.params.id));
  registerEndpoint(app, accountApi.revokeSession, async (r) => {
    await sessions.revoke(callerOf(r), r.body.account_id, r.body.session_id);
    return withMessage({}, 'account.session_revoked');
  });
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

  // The Excel export: bytes, not the JSON envelope.
  app.route({
    method: 'GET',
    url: ACCOUNT_EXPORT_PATH,
    config: { access: { permission: 'user' } },
    schema: {
      summary: 'The account list as .xlsx, with the get_all filters as query parameters',
      tags: ['account'],
      querystring: accountFilterQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const rows = await accounts.exportRows(callerOf(request), request.query as AccountFilter);
      return sendWorkbook(reply, excelFileName('tai-khoan'), await accountWorkbook(rows, localeOf(request)));
    },
  });
}
