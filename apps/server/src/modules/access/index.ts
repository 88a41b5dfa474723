import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { accountInScope } from '../account/index.js';
import { registerGrantRoutes } from './grant.routes.js';
import { ROOM } from './named-set.kinds.js';
import { memberIdsOfSets } from './named-set.repository.js';
import { registerPermissionRoutes } from './permission.routes.js';
import { registerRoleRoutes } from './role.routes.js';
import { registerRoomRoutes } from './room.routes.js';
import { registerUserGroupRoutes } from './user-group.routes.js';

export { createAccessLoader } from './access-loader.js';
export { forgetAccountAccess } from './forget-account.js';
export { staffHolding } from './permission-holders.js';

/** Distinct account ids that are members of any of these rooms (unknown rooms add nobody). */
export function roomMemberIds(db: DbOrTx, roomIds: readonly number[]): Promise<number[]> {
  return memberIdsOfSets(db, ROOM, roomIds);
}

/** Roles, user groups, rooms, grants and data scope (docs/access-control.md). */
export function registerAccessModule(app: FastifyInstance, ctx: AppContext): void {
  registerPermissionRoutes(app);
  registerRoleRoutes(app, ctx.db);
  registerUserGroupRoutes(app, ctx.db);
  registerRoomRoutes(app, ctx.db);
  registerGrantRoutes(app, ctx.db);

  // Roles, groups and rooms are company-wide configuration: no data scope narrows them.
  for (const entity of ['role', 'user_group', 'room'] as const) {
    ctx.records.register(entity, { permission: 'role', inScope: 'unscoped' });
  }
  // Grants and data scopes are kept per account (entity id = account id): the account's rule narrows them.
  for (const entity of ['account_grant', 'data_scope'] as const) {
    ctx.records.register(entity, {
      permission: 'role',
      inScope: (caller, accountId) => accountInScope(ctx.db, caller, accountId),
    });
  }
}
