import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import type { RecordAccessRule } from '../../platform/records/record-access.js';
import { PLATFORM_PORTS } from '../../platform/modules/platform-ports.js';
import { ACCOUNT_PORTS, accountInScope } from '../account/index.js';
import { seedDemoRoles } from './access.demo.js';
import { ACCESS_PORTS } from './access.ports.js';
import { accountRoles, rooms } from './access.tables.js';
import { createAccessLoader } from './access-loader.js';
import { forgetAccountAccess } from './forget-account.js';
import { registerGrantRoutes } from './grant.routes.js';
import { ROOM } from './named-set.kinds.js';
import { addMembers, insertNamedSet, memberIdsOfSets } from './named-set.repository.js';
import { staffHolding } from './permission-holders.js';
import { registerPermissionRoutes } from './permission.routes.js';
import { registerRoleRoutes } from './role.routes.js';
import { registerRoomRoutes } from './room.routes.js';
import { registerSettingsRoutes } from './settings.routes.js';
import { registerUserGroupRoutes } from './user-group.routes.js';

export { ACCESS_PORTS, type ZonesWithinScope } from './access.ports.js';
// Orders: flow steps point at the room whose members approve them (foreign keys, names, membership).
export { rooms, roomMembers } from './access.tables.js';
export { staffHolding } from './permission-holders.js';
// Demo data: the area head, zone supervisor and warehouse keeper get the scope of their place.
export { createDataScopeService } from './data-scope.service.js';
// Notification: web push skips accounts that turned it off in their settings (its tests set them).
export { pushOptedOut, upsertSettings } from './account-settings.repository.js';

/** Distinct account ids that are members of any of these rooms (unknown rooms add nobody). */
export function roomMemberIds(db: DbOrTx, roomIds: readonly number[]): Promise<number[]> {
  return memberIdsOfSets(db, ROOM, roomIds);
}

/**
 * The id of the room of `systemKey` named `name`, created when missing, with these members added
 * (members already in stay). For other modules' demo data and tests: the order module's approval
 * rooms ("Phòng kinh doanh", "Ban giám đốc", "Phòng kế toán").
 */
export async function ensureRoom(
  tx: DbOrTx,
  name: string,
  systemKey: string,
  memberIds: number[],
  actorId: number | null,
): Promise<number> {
  const [existing] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.systemKey, systemKey), sql`lower(${rooms.name}) = lower(${name})`))
    .limit(1);
  const id =
    existing?.id ?? (await insertNamedSet(tx, ROOM, { name, description: null, systemKey }, actorId)).id;
  await addMembers(tx, ROOM, id, memberIds);
  return id;
}

/** Roles, user groups, rooms, grants and data scope (docs/access-control.md). */
export const accessManifest: ModuleManifest = {
  name: 'access',
  dependsOn: ['account'],
  ports: Object.values(ACCESS_PORTS),
  register(app, ctx) {
    // What the platform and the account module (below this one) take from access.
    ctx.ports.provide(PLATFORM_PORTS.loadAccess, createAccessLoader(ctx));
    ctx.ports.provide(ACCOUNT_PORTS.staffHolding, staffHolding);
    ctx.ports.provide(ACCOUNT_PORTS.onAccountDeleted, forgetAccountAccess);
    ctx.ports.provide(
      ACCOUNT_PORTS.roleMembers,
      (roleId) =>
        sql`select ${accountRoles.accountId} from ${accountRoles} where ${accountRoles.setId} = ${roleId}`,
    );
    registerPermissionRoutes(app);
    registerRoleRoutes(app, ctx.db, ctx.deleteProtection);
    registerUserGroupRoutes(app, ctx.db, ctx.deleteProtection);
    registerRoomRoutes(app, ctx.db, ctx.deleteProtection);
    registerGrantRoutes(app, ctx.db, ctx.ports.use(ACCESS_PORTS.zonesWithinScope), ctx.deleteProtection);
    registerSettingsRoutes(app, ctx.db, ctx.records);
  },
  recordAccess: (ctx) => {
    // Grants, data scopes and settings are kept per account (entity id = account id): the account's rule narrows them.
    const perAccount: RecordAccessRule = {
      permission: 'role',
      inScope: (caller, accountId) => accountInScope(ctx.db, caller, accountId),
    };
    // Roles, groups and rooms are company-wide configuration: no data scope narrows them.
    const companyWide: RecordAccessRule = { permission: 'role', inScope: 'unscoped' };
    return {
      role: companyWide,
      user_group: companyWide,
      room: companyWide,
      account_grant: perAccount,
      data_scope: perAccount,
      account_setting: perAccount,
    };
  },
  historyReferences: {
    role: { account_ids: 'account' },
    data_scope: { area_ids: 'area', zone_ids: 'zone', account_ids: 'account' },
  },
  seed: { order: 20, run: seedDemoRoles },
};
