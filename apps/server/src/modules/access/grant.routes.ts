import type { FastifyInstance } from 'fastify';
import { accessApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { listAccountIdsBySystem } from '../account/index.js';
import { accountPage, requireAccount } from './account-directory.js';
import { createDataScopeService } from './data-scope.service.js';
import { createGrantService } from './grant.service.js';

/** Settings → decentralization-function and decentralization-data. */
export function registerGrantRoutes(app: FastifyInstance, db: Db): void {
  const grants = createGrantService(db);
  const scopes = createDataScopeService(db);

  registerEndpoint(app, accessApi.getAccountGrant, ({ params }) => grants.accountGrant(params.account_id));

  registerEndpoint(app, accessApi.setAccountGrant, async (request) => {
    const { account_id, ...grant } = request.body;
    const saved = await grants.setAccountGrant(account_id, grant, callerOf(request).accountId);
    return withMessage(saved, 'access.permissions_saved');
  });

  registerEndpoint(app, accessApi.getSubjectGrant, ({ query }) => grants.subjectGrant(query));

  registerEndpoint(app, accessApi.setSubjectGrant, async (request) => {
    const { account_id, room_id, ...grant } = request.body;
    const saved = await grants.setSubjectGrant({ account_id, room_id }, grant, callerOf(request).accountId);
    return withMessage(saved, 'access.permissions_saved');
  });

  registerEndpoint(app, accessApi.getAccountAccess, ({ params }) => grants.accountAccess(params.account_id));

  registerEndpoint(app, accessApi.accountsByParentStaff, async ({ params, query }) => {
    await requireAccount(db, params.id);
    return accountPage(db, {
      parentId: params.id,
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
  });

  registerEndpoint(app, accessApi.accountsBySystem, async ({ query }) => {
    const ids = await listAccountIdsBySystem(db, query.system_key || undefined);
    return { account_ids: ids, total: ids.length };
  });

  registerEndpoint(app, accessApi.getDataScope, ({ params }) => scopes.get(params.account_id));

  registerEndpoint(app, accessApi.setDataScope, async (request) => {
    const { params, body } = request;
    const saved = await scopes.set(params.account_id, body, callerOf(request).accountId);
    return withMessage(saved, 'access.scope_saved');
  });
}
