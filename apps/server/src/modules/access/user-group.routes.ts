import type { FastifyInstance } from 'fastify';
import { accessApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { accountPage } from './account-directory.js';
import { USER_GROUP } from './named-set.kinds.js';
import { createNamedSetService } from './named-set.service.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

/** Settings → user-group: group CRUD and membership. */
export function registerUserGroupRoutes(app: FastifyInstance, db: Db, protection: DeleteGuard): void {
  const groups = createNamedSetService(db, USER_GROUP, protection);

  registerEndpoint(app, accessApi.listUserGroups, ({ query }) =>
    groups.list({
      search: query.search,
      systemKey: query.system_key,
      page: query.page,
      pageSize: query.page_size,
    }),
  );

  registerEndpoint(app, accessApi.createUserGroup, async (request) => {
    const group = await groups.create({ ...request.body, grant: request.body }, callerOf(request));
    return withMessage(group, 'access.group_created');
  });

  registerEndpoint(app, accessApi.getUserGroup, ({ params }) => groups.get(params.id));

  registerEndpoint(app, accessApi.updateUserGroup, async (request) => {
    const { params, body } = request;
    const group = await groups.update(params.id, { ...body, grant: body }, callerOf(request));
    return withMessage(group, 'access.group_updated');
  });

  registerEndpoint(app, accessApi.deleteUserGroup, async (request) => {
    await groups.remove(request.params.id, callerOf(request).accountId);
    return withMessage({}, 'access.group_deleted');
  });

  registerEndpoint(app, accessApi.listUserGroupMembers, async (request) => {
    const { params, query } = request;
    const { accountIds } = await groups.memberIds(params.id);
    return accountPage(db, {
      ids: accountIds,
      scope: callerOf(request).scope,
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
  });

  registerEndpoint(app, accessApi.addUserGroupMembers, async (request) => {
    const { params, body } = request;
    const group = await groups.addMembers(params.id, body.account_ids, callerOf(request));
    return withMessage(group, 'access.members_added');
  });

  registerEndpoint(app, accessApi.removeUserGroupMembers, async (request) => {
    const { params, body } = request;
    const group = await groups.removeMembers(params.id, body.account_ids, callerOf(request));
    return withMessage(group, 'access.members_removed');
  });
}
