import type { FastifyInstance } from 'fastify';
import { accessApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { ROLE } from './named-set.kinds.js';
import { createNamedSetService, type NamedSetView } from './named-set.service.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

const roleView = <V extends NamedSetView>(view: V) => ({ ...view, account_count: view.member_count });

/** Settings → role: role CRUD and which accounts hold a role. */
export function registerRoleRoutes(app: FastifyInstance, db: Db, protection: DeleteGuard): void {
  const roles = createNamedSetService(db, ROLE, protection);

  registerEndpoint(app, accessApi.listRoles, async ({ query }) => {
    const page = await roles.list({
      search: query.search,
      systemKey: query.system_key,
      page: query.page,
      pageSize: query.page_size,
    });
    return { results: page.results.map(roleView), total: page.total };
  });

  registerEndpoint(app, accessApi.createRole, async (request) => {
    const role = await roles.create({ ...request.body, grant: request.body }, callerOf(request));
    return withMessage(roleView(role), 'access.role_created');
  });

  registerEndpoint(app, accessApi.getRole, async ({ params }) => roleView(await roles.get(params.id)));

  registerEndpoint(app, accessApi.updateRole, async (request) => {
    const { params, body } = request;
    const role = await roles.update(params.id, { ...body, grant: body }, callerOf(request));
    return withMessage(roleView(role), 'access.role_updated');
  });

  registerEndpoint(app, accessApi.deleteRole, async (request) => {
    await roles.remove(request.params.id, callerOf(request).accountId);
    return withMessage({}, 'access.role_deleted');
  });

  registerEndpoint(app, accessApi.setRoleAccounts, async (request) => {
    const { params, body } = request;
    const role = await roles.replaceMembers(params.id, body.account_ids, callerOf(request));
    return withMessage({ role_id: role.id, account_ids: role.account_ids }, 'access.role_accounts_saved');
  });
}
