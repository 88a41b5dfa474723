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
});
