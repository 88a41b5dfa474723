import type { FastifyInstance } from 'fastify';
import { accessApi, systemKeyOf } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { accountPage } from './account-directory.js';
import { accountIdsInAnyRoom } from './room.repository.js';
import { createRoomService } from './room.service.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

/** Rooms (`/room/api/…`): CRUD, owner, membership, and the account pickers of the room screen. */
export function registerRoomRoutes(app: FastifyInstance, db: Db, protection: DeleteGuard): void {
  const rooms = createRoomService(db, protection);

  registerEndpoint(app, accessApi.listRooms, ({ query }) =>
    rooms.list({
      search: query.search,
      systemKey: query.system_key,
      page: query.page,
      pageSize: query.page_size,
    }),
  );

  registerEndpoint(app, accessApi.getRoom, ({ params }) => rooms.get(params.id));

  registerEndpoint(app, accessApi.createRoom, async (request) =>
    withMessage(await rooms.create(request.body, callerOf(request)), 'access.room_created'),
  );

  registerEndpoint(app, accessApi.updateRoom, async (request) =>
    withMessage(
      await rooms.update(request.params.id, request.body, callerOf(request)),
      'access.room_updated',
    ),
  );

  registerEndpoint(app, accessApi.deleteRoom, async (request) => {
    await rooms.sets.remove(request.params.id, callerOf(request).accountId);
    return withMessage({}, 'access.room_deleted');
  });

  registerEndpoint(app, accessApi.addRoomMembers, async (request) => {
    const { room_id, account_ids } = request.body;
    const room = await rooms.sets.addMembers(room_id, account_ids, callerOf(request));
    return withMessage({ room_id: room.id, member_count: room.member_count }, 'access.members_added');
  });

  registerEndpoint(app, accessApi.removeRoomMembers, async (request) => {
    const { room_id, account_ids } = request.body;
    const room = await rooms.removeMembers(room_id, account_ids, callerOf(request));
    return withMessage({ room_id: room.id, member_count: room.member_count }, 'access.members_removed');
  });

  registerEndpoint(app, accessApi.listRoomsOfAccount, (request) =>
    rooms.ofAccount(request.params.account_id, callerOf(request)),
  );

  // Member lists are account lists: the caller sees the members within its data scope.
  registerEndpoint(app, accessApi.listRoomMembers, async (request) => {
    const { query } = request;
    const { accountIds } = await rooms.sets.memberIds(query.room_id);
    return accountPage(db, {
      ids: accountIds,
      scope: callerOf(request).scope,
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
  });

  // With a room: its candidates, accounts of the room's system not in it yet. Without: accounts
  // in no room at all (of one system when system_key is sent).
  registerEndpoint(app, accessApi.listAccountsNotInRoom, async (request) => {
    const { query } = request;
    const paging = {
      scope: callerOf(request).scope,
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    };
    if (query.room_id === undefined) {
      return accountPage(db, {
        excludeIds: await accountIdsInAnyRoom(db),
        ...(query.system_key ? { systemKey: query.system_key } : {}),
        ...paging,
      });
    }
    const { set, accountIds } = await rooms.sets.memberIds(query.room_id);
    // Rooms of AD, KH, KT take accounts of their system; the others (NPP, NVTT, CHTH…) share the
    // default permission key, so a distributor's room may hold its field staff and stores.
    const ownKey = systemKeyOf(set.system_key) !== 'default';
    return accountPage(db, {
      excludeIds: accountIds,
      ...(ownKey ? { systemKey: set.system_key } : {}),
      ...paging,
    });
  });
}
