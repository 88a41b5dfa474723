import type { RoomBody, RoomCreateBody } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/app-error.js';
import { requireAccount, requireAccounts } from './account-directory.js';
import { ROOM } from './named-set.kinds.js';
import { addMembers } from './named-set.repository.js';
import { createNamedSetService, type NamedSetDetail } from './named-set.service.js';
import { ownersOf, roomIdsOfAccount, saveRoomOwner } from './room.repository.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

const withoutMembers = <V extends { account_ids: number[] }>({ account_ids: _ids, ...room }: V) => room;

/**
 * Rooms: the named-set service plus an owner. A room is created with its owner (who becomes a
 * member) and first members in one transaction; the owner cannot be removed from the members.
 * Deleting a room cascades: memberships, owner and grant go with it (docs/access-control.md).
 */
export function createRoomService(db: Db, protection: DeleteGuard) {
  const sets = createNamedSetService(db, ROOM, protection);

  async function withOwners<R extends { id: number }>(
    rows: R[],
  ): Promise<(R & { owner_id: number | null })[]> {
    const owners = await ownersOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, owner_id: owners.get(r.id) ?? null }));
  }
  const one = async (room: NamedSetDetail) => (await withOwners([withoutMembers(room)]))[0]!;

  return {
    sets,

    async list(filter: Parameters<typeof sets.list>[0]) {
      const page = await sets.list(filter);
      return { results: await withOwners(page.results), total: page.total };
    },

    get: async (id: number) => one(await sets.get(id)),

    create(body: RoomCreateBody, caller: Caller) {
      const ownerId = body.owner_id ?? null;
      return sets
        .create(
          {
            name: body.name,
            description: body.description,
            system_key: body.system_key,
            account_ids: body.account_ids,
          },
          caller,
          async (tx, roomId) => {
            if (ownerId === null) return {};
            await requireAccounts(tx, [ownerId], 'owner_id', caller.scope);
            await saveRoomOwner(tx, roomId, ownerId);
            await addMembers(tx, ROOM, roomId, [ownerId]);
            return { owner_id: ownerId };
          },
        )
        .then(one);
    },

    update: async (id: number, body: RoomBody, caller: Caller) =>
      one(
        await sets.update(
          id,
          { name: body.name, description: body.description, system_key: body.system_key },
          caller,
        ),
      ),

    async removeMembers(id: number, accountIds: number[], caller: Caller) {
      const owner = (await ownersOf(db, [id])).get(id);
      if (owner !== undefined && accountIds.includes(owner)) {
        throw badRequest('error.bad_request', [{ field: 'account_ids', message: 'access.room_owner_stays' }]);
      }
      return sets.removeMembers(id, accountIds, caller);
    },

    /** Rooms the account is a member or owner of; 404 for an account outside the caller's scope. */
    async ofAccount(accountId: number, caller: Caller) {
      await requireAccount(db, accountId, caller.scope);
      const ids = await roomIdsOfAccount(db, accountId);
      const rooms = await Promise.all(ids.map((id) => sets.get(id)));
      const viewed = await withOwners(rooms.map(withoutMembers));
      return {
        account_id: accountId,
        rooms: viewed.map((r) => ({ ...r, is_owner: r.owner_id === accountId })),
      };
    },
  };
}
