import { accessApi, type BodyOf } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { permissionGrants, roomMembers } from './access.tables.js';
import { type Client, dataOf, EN, signedInClient, superClient, call } from '../../testing/api-client.js';

describe('rooms', () => {
  let t: TestApp;
  let admin: Client;
  let a: TestAccount;
  let b: TestAccount;
  let kh: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    a = await createTestAccount(t, { fullname: 'Vũ Thị Hoa' });
    b = await createTestAccount(t, { fullname: 'Đặng Minh Khôi' });
    kh = await createTestAccount(t, { fullname: 'Khách Hàng', type: 'KH' });
  });
  afterAll(() => t.close());

  const create = async (name: string, system_key: BodyOf<typeof accessApi.createRoom>['system_key'] = 'AD') =>
    dataOf(await call(accessApi.createRoom, { as: admin, body: { name, system_key } }));

  it('creates rooms and lists them by system', async () => {
    const created = await call(accessApi.createRoom, {
      as: admin,
      body: {
        name: 'Phòng Kinh doanh',
        system_key: 'AD',
        description: 'Tầng 3',
      },
    });
    expect(created.message).toBe('Tạo phòng thành công');
    expect(dataOf(created)).toMatchObject({
      name: 'Phòng Kinh doanh',
      description: 'Tầng 3',
      system_key: 'AD',
      member_count: 0,
      permissions: [],
      module_permission: {},
    });
    await create('Phòng Khách hàng', 'KH');
    const ad = dataOf(await call(accessApi.listRooms, { as: admin, query: { system_key: 'AD' } }));
    expect(ad.results.map((r) => r.name)).toEqual(['Phòng Kinh doanh']);
    const all = dataOf(await call(accessApi.listRooms, { as: admin }));
    expect(all.total).toBe(2);

    const dup = await call(accessApi.createRoom, {
      as: admin,
      body: { name: 'phòng kinh doanh', system_key: 'AD' },
      headers: EN,
    });
    expect(dup.status).toBe(409);
    expect(dup.errors).toEqual([
      { field: 'name', message: 'A room with this name already exists in this system' },
    ]);
    const bad = await call(accessApi.createRoom, { raw: true, as: admin, body: { system_key: 'AD' } });
    expect(bad.errors).toEqual([{ field: 'name', message: 'Bạn cần điền vào mục này' }]);
  });

  it('adds and removes members, lists members and accounts not in the room', async () => {
    const room = await create('Phòng Kho');
    const added = await call(accessApi.addRoomMembers, {
      as: admin,
      body: { room_id: room.id, account_ids: [a.id] },
    });
    expect(added.body).toMatchObject({
      message: 'Thêm thành viên thành công',
      data: { room_id: room.id, member_count: 1 },
    });

    const members = dataOf(await call(accessApi.listRoomMembers, { as: admin, query: { room_id: room.id } }));
    expect(members.results.map((m) => m.id)).toEqual([a.id]);

    // Candidates: accounts of the room's system (AD) not yet in it; the KH account is not offered.
    const candidates = dataOf(
      await call(accessApi.listAccountsNotInRoom, { as: admin, query: { room_id: room.id, page_size: 200 } }),
    );
    const candidateIds = candidates.results.map((r) => r.id);
    expect(candidateIds).toContain(b.id);
    expect(candidateIds).not.toContain(a.id);
    expect(candidateIds).not.toContain(kh.id);
    const searched = dataOf(
      await call(accessApi.listAccountsNotInRoom, {
        as: admin,
        query: { room_id: room.id, search: 'minh khoi' },
      }),
    );
    expect(searched.results.map((r) => r.id)).toEqual([b.id]);

    const unknown = await call(accessApi.addRoomMembers, {
      as: admin,
      body: { room_id: room.id, account_ids: [777777] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);
    const noRoom = await call(accessApi.addRoomMembers, {
      as: admin,
      body: { room_id: 777777, account_ids: [a.id] },
    });
    expect(noRoom.body).toEqual({ code: 404, message: 'Không tìm thấy phòng' });

    const removed = await call(accessApi.removeRoomMembers, {
      as: admin,
      body: {
        room_id: room.id,
        account_ids: [a.id],
      },
    });
    expect(dataOf(removed)).toEqual({ room_id: room.id, member_count: 0 });
    expect(
      dataOf(await call(accessApi.listRoomMembers, { as: admin, query: { room_id: room.id } })).total,
    ).toBe(0);
    expect((await call(accessApi.listRoomMembers, { as: admin, query: { room_id: 777777 } })).status).toBe(
      404,
    );
    expect((await call(accessApi.listRoomMembers, { raw: true, as: admin })).status).toBe(400);
  });

  it('shows a room with its grant, renames it, and deletes it with memberships and grant', async () => {
    const room = await create('Phòng Tạm');
    dataOf(
      await call(accessApi.addRoomMembers, {
        as: admin,
        body: { room_id: room.id, account_ids: [a.id, b.id] },
      }),
    );
    dataOf(
      await call(accessApi.setSubjectGrant, {
        as: admin,
        body: {
          room_id: room.id,
          permissions: ['user'],
        },
      }),
    );
    expect(dataOf(await call(accessApi.getRoom, { as: admin, params: { id: room.id } }))).toMatchObject({
      name: 'Phòng Tạm',
      member_count: 2,
      permissions: ['user'],
    });
    const renamed = await call(accessApi.updateRoom, {
      as: admin,
      params: { id: room.id },
      body: {
        name: 'Phòng Tạm 2',
        system_key: 'AD',
      },
    });
    expect(dataOf(renamed)).toMatchObject({ name: 'Phòng Tạm 2', permissions: ['user'], member_count: 2 });

    const deleted = await call(accessApi.deleteRoom, { as: admin, params: { id: room.id } });
    expect(deleted.body).toEqual({ code: 200, message: 'Xóa phòng thành công', data: {} });
    expect((await call(accessApi.getRoom, { as: admin, params: { id: room.id } })).status).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(roomMembers).where(eq(roomMembers.setId, room.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(permissionGrants)
        .where(and(eq(permissionGrants.subjectType, 'room'), eq(permissionGrants.subjectId, room.id))),
    ).toEqual([]);
  });

  it('needs role to read rooms and role.manage to change them', async () => {
    const plain = await signedInClient(t);
    expect((await call(accessApi.listRooms, { as: plain })).status).toBe(403);
    expect(
      (await call(accessApi.createRoom, { as: plain, body: { name: 'X', system_key: 'AD' } })).status,
    ).toBe(403);
    expect((await call(accessApi.deleteRoom, { as: plain, params: { id: 1 } })).status).toBe(403);
  });

  it('creates a room with its owner and first members in one call, in any account system', async () => {
    const npp = await createTestAccount(t, { fullname: 'NPP Minh Phát', type: 'NPP', systemKey: 'NPP' });
    const nvtt = await createTestAccount(t, {
      fullname: 'NVTT Lê Văn Tuyến',
      type: 'NVTT',
      systemKey: 'NVTT',
    });
    const store = await createTestAccount(t, { fullname: 'Tạp hóa Cô Ba', type: 'CHTH', systemKey: 'CHTH' });
    const created = dataOf(
      await call(accessApi.createRoom, {
        as: admin,
        body: { name: 'Tuyến Quận 7', system_key: 'NPP', owner_id: npp.id, account_ids: [nvtt.id, store.id] },
      }),
    );
    expect(created).toMatchObject({ system_key: 'NPP', owner_id: npp.id, member_count: 3 });
    expect(dataOf(await call(accessApi.getRoom, { as: admin, params: { id: created.id } })).owner_id).toBe(
      npp.id,
    );
    expect(
      dataOf(await call(accessApi.listRooms, { as: admin, query: { system_key: 'NPP' } })).results.map(
        (r) => r.name,
      ),
    ).toEqual(['Tuyến Quận 7']);

    // Rooms by account: the owner's and a member's, flagged.
    const ofOwner = dataOf(
      await call(accessApi.listRoomsOfAccount, { as: admin, params: { account_id: npp.id } }),
    );
    expect(ofOwner.rooms).toEqual([expect.objectContaining({ id: created.id, is_owner: true })]);
    const ofStore = dataOf(
      await call(accessApi.listRoomsOfAccount, { as: admin, params: { account_id: store.id } }),
    );
    expect(ofStore.rooms).toEqual([expect.objectContaining({ id: created.id, is_owner: false })]);

    // Candidates of a distributor's room span the systems sharing the default permission key.
    const outsider = await createTestAccount(t, {
      fullname: 'Tạp hóa Chú Tư',
      type: 'CHTH',
      systemKey: 'CHTH',
    });
    const candidates = dataOf(
      await call(accessApi.listAccountsNotInRoom, {
        as: admin,
        query: { room_id: created.id, search: 'Tạp hóa', page_size: 50 },
      }),
    );
    expect(candidates.results.map((r) => r.id)).toEqual([outsider.id]);

    // Accounts in no room at all, of one system.
    const homeless = dataOf(
      await call(accessApi.listAccountsNotInRoom, {
        as: admin,
        query: { system_key: 'CHTH', page_size: 50 },
      }),
    );
    expect(homeless.results.map((r) => r.id)).toEqual([outsider.id]);

    // The owner stays a member; others leave.
    const ownerOut = await call(accessApi.removeRoomMembers, {
      as: admin,
      headers: EN,
      body: { room_id: created.id, account_ids: [npp.id] },
    });
    expect(ownerOut.status).toBe(400);
    expect(ownerOut.errors).toEqual([
      { field: 'account_ids', message: 'The owner of a room cannot be removed from it' },
    ]);
    expect(
      dataOf(
        await call(accessApi.removeRoomMembers, {
          as: admin,
          body: { room_id: created.id, account_ids: [store.id] },
        }),
      ).member_count,
    ).toBe(2);

    // Deleting cascades: no member, owner or room of the account remains.
    dataOf(await call(accessApi.deleteRoom, { as: admin, params: { id: created.id } }));
    expect(
      dataOf(await call(accessApi.listRoomsOfAccount, { as: admin, params: { account_id: npp.id } })).rooms,
    ).toEqual([]);
  });

  it('refuses an unknown owner or member, an unknown system, and accounts outside the scope', async () => {
    const unknownOwner = await call(accessApi.createRoom, {
      as: admin,
      body: { name: 'Phòng ma', system_key: 'AD', owner_id: 999999 },
    });
    expect(unknownOwner.status).toBe(400);
    expect(unknownOwner.errors.map((e) => e.field)).toEqual(['owner_id']);
    expect(dataOf(await call(accessApi.listRooms, { as: admin, query: { search: 'Phòng ma' } })).total).toBe(
      0,
    );
    const badSystem = await call(accessApi.createRoom, {
      raw: true,
      as: admin,
      body: { name: 'Phòng X', system_key: 'XYZ' },
    });
    expect(badSystem.errors.map((e) => e.field)).toEqual(['system_key']);

    const scoped = await signedInClient(t, { areaId: 3 });
    await call(accessApi.setAccountGrant, {
      as: admin,
      body: { account_id: scoped.id, permissions: ['role', 'role.manage'] },
    });
    dataOf(
      await admin.put(`/decentralization/api/data_scope/${scoped.id}`, {
        unrestricted: false,
        area_ids: [3],
      }),
    );
    const outside = await createTestAccount(t, { areaId: 4 });
    expect(
      (
        await call(accessApi.createRoom, {
          as: scoped,
          body: { name: 'Phòng Y', system_key: 'AD', owner_id: outside.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(accessApi.listRoomsOfAccount, { as: scoped, params: { account_id: outside.id } })).status,
    ).toBe(404);
  });
});
