import type { FastifyInstance } from 'fastify';
import { accessApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { accountPage } from './account-directory.js';
import { ROOM } from './named-set.kinds.js';
import { createNamedSetService } from './named-set.service.js';

const withoutMembers = <V extends { account_ids: number[] }>({ account_ids: _ids, ...room }: V) => room;

/** Rooms: CRUD, membership, and the account pickers of the room screen. */
export function registerRoomRoutes(app: FastifyInstance, db: Db): void {
  const rooms = createNamedSetService(db, ROOM);

  registerEndpoint(app, accessApi.listRooms, ({ query }) =>
    rooms.list({
      search: query.search,
      systemKey: query.system_key,
      page: query.page,
      pageSize: query.page_size,
    }),
  );

  registerEndpoint(app, accessApi.getRoom, async ({ params }) => withoutMembers(await rooms.get(params.id)));

  registerEndpoint(app, accessApi.createRoom, async (request) => {
    const room = await rooms.create(request.body, callerOf(request));
    return withMessage(withoutMembers(room), 'access.room_created');
  });

  registerEndpoint(app, accessApi.updateRoom, async (request) => {
    const room = await rooms.update(request.params.id, request.body, callerOf(request));
    return withMessage(withoutMembers(room), 'access.room_updated');
  });

  registerEndpoint(app, accessApi.deleteRoom, async (request) => {
    await rooms.remove(request.params.id, callerOf(request).accountId);
    return withMessage({}, 'access.room_deleted');
  });

  registerEndpoint(app, accessApi.addRoomMembers, async (request) => {
    const { room_id, account_ids } = request.body;
    const room = await rooms.addMembers(room_id, account_ids, callerOf(request));
    return withMessage({ room_id: room.id, member_count: room.member_count }, 'access.members_added');
  });

  registerEndpoint(app, accessApi.removeRoomMembers, async (request) => {
    const { room_id, account_ids } = request.body;
    const room = await rooms.removeMembers(room_id, account_ids, callerOf(request));
    return withMessage({ room_id: room.id, member_count: room.member_count }, 'access.members_removed');
  });

  // Member lists are account lists: the caller sees the members within its data scope.
  registerEndpoint(app, accessApi.listRoomMembers, async (request) => {
    const { query } = request;
    const { accountIds } = await rooms.memberIds(query.room_id);
    return accountPage(db, {
      ids: accountIds,
      scope: callerOf(request).scope,
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
  });

  // Candidates for a room: accounts of the room's system that are not members yet. Rooms of the
  // "default" key (every other system) list accounts of all systems.
  registerEndpoint(app, accessApi.listAccountsNotInRoom, async (request) => {
    const { query } = request;
    const { set, accountIds } = await rooms.memberIds(query.room_id);
    return accountPage(db, {
      excludeIds: accountIds,
      scope: callerOf(request).scope,
      ...(set.system_key === 'default' ? {} : { systemKey: set.system_key }),
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
  });
}
