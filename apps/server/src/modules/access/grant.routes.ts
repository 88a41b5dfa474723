import type { FastifyInstance } from 'fastify';
import { accessApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { Caller } from '../../platform/auth/caller.js';
import { notFound } from '../../platform/http/app-error.js';
import { accountInScope, listAccountIdsBySystem } from '../account/index.js';
import { accountPage, requireAccount } from './account-directory.js';
import type { ZonesWithinScope } from './access.ports.js';
import { createDataScopeService } from './data-scope.service.js';
import { createGrantService } from './grant.service.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

/** Settings → decentralization-function and decentralization-data. */
export function registerGrantRoutes(
  app: FastifyInstance,
  db: Db,
  zonesWithinScope: ZonesWithinScope,
  protection: DeleteGuard,
): void {
  const grants = createGrantService(db, zonesWithinScope, protection);
  const scopes = createDataScopeService(db, zonesWithinScope);
  /**
   * What is kept per account (grant, data scope, access summary, reports) is read and changed like
   * the account itself: within the caller's data scope, 404 otherwise (as for an unknown account);
   * an account named in a body outside the scope is a 400 on the field, like an unknown one.
   */
  const inScope = async (caller: Caller, accountId: number): Promise<number> => {
    if (!(await accountInScope(db, caller, accountId))) throw notFound('access.account_unknown');
    return accountId;
  };

  registerEndpoint(app, accessApi.getAccountGrant, async (request) =>
    grants.accountGrant(await inScope(callerOf(request), request.params.account_id)),
  );

  registerEndpoint(app, accessApi.setAccountGrant, async (request) => {
    const { account_id, ...grant } = request.body;
    const saved = await grants.setAccountGrant(account_id, grant, callerOf(request));
    return withMessage(saved, 'access.permissions_saved');
  });

  registerEndpoint(app, accessApi.getSubjectGrant, async (request) => {
    const { query } = request;
    if (query.account_id !== undefined) await inScope(callerOf(request), query.account_id);
    return grants.subjectGrant(query);
  });

  registerEndpoint(app, accessApi.setSubjectGrant, async (request) => {
    const { account_id, room_id, ...grant } = request.body;
    const saved = await grants.setSubjectGrant({ account_id, room_id }, grant, callerOf(request));
    return withMessage(saved, 'access.permissions_saved');
  });

  registerEndpoint(app, accessApi.getAccountAccess, async (request) =>
    grants.accountAccess(await inScope(callerOf(request), request.params.account_id)),
  );

  registerEndpoint(app, accessApi.accountsByParentStaff, async (request) => {
    const { params, query } = request;
    await requireAccount(db, params.id);
    return accountPage(db, {
      parentId: params.id,
      scope: callerOf(request).scope,
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
  });

  registerEndpoint(app, accessApi.accountsBySystem, async ({ query }) => {
    const ids = await listAccountIdsBySystem(db, query.system_key || undefined);
    return { account_ids: ids, total: ids.length };
  });

  registerEndpoint(app, accessApi.getDataScope, async (request) =>
    scopes.get(await inScope(callerOf(request), request.params.account_id)),
  );

  registerEndpoint(app, accessApi.setDataScope, async (request) => {
    const { params, body } = request;
    const caller = callerOf(request);
    const saved = await scopes.set(await inScope(caller, params.account_id), body, caller);
    return withMessage(saved, 'access.scope_saved');
  });
}
