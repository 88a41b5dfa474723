import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { permissionGrants, roomMembers } from './access.tables.js';
import {
  type Client,
  dataOf,
  EN,
  errorsOf,
  messageOf,
  signedInClient,
  superClient,
} from '../../testing/api-client.js';

interface RoomOut {
  id: number;
  name: string;
  system_key: string;
  member_count: number;
  permissions: string[];
}
interface AccountPage {
  results: { id: number; fullname: string; system_key: string }[];
  total: number;
}

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

  const create = async (name: string, system_key = 'AD') =>
    dataOf<RoomOut>(await admin.post('/account/api/create_room', { name, system_key }));

  it('creates rooms and lists them by system', async () => {
    const created = await admin.post('/account/api/create_room', {
      name: 'Phòng Kinh doanh',
      system_key: 'AD',
      description: 'Tầng 3',
    });
    expect(messageOf(created)).toBe('Tạo phòng thành công');
    expect(dataOf(created)).toMatchObject({
      name: 'Phòng Kinh doanh',
      description: 'Tầng 3',
      system_key: 'AD',
      member_count: 0,
      permissions: [],
      module_permission: {},
    });
    await create('Phòng Khách hàng', 'KH');
    const ad = dataOf<{ results: RoomOut[] }>(
      await admin.get('/account/api/get_room_by_system?system_key=AD'),
    );
    expect(ad.results.map((r) => r.name)).toEqual(['Phòng Kinh doanh']);
    const all = dataOf<{ total: number }>(await admin.get('/account/api/get_room_by_system'));
    expect(all.total).toBe(2);

    const dup = await admin.post(
      '/account/api/create_room',
      { name: 'phòng kinh doanh', system_key: 'AD' },
      EN,
    );
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup)).toEqual([
      { field: 'name', message: 'A room with this name already exists in this system' },
    ]);
    const bad = await admin.post('/account/api/create_room', { system_key: 'AD' });
    expect(errorsOf(bad)).toEqual([{ field: 'name', message: 'Bạn cần điền vào mục này' }]);
  });

  it('adds and removes members, lists members and accounts not in the room', async () => {
    const room = await create('Phòng Kho');
    const added = await admin.post('/account/api/add_members', { room_id: room.id, account_ids: [a.id] });
    expect(added.json()).toMatchObject({
      message: 'Thêm thành viên thành công',
      data: { room_id: room.id, member_count: 1 },
    });

    const members = dataOf<AccountPage>(
      await admin.get(`/account/api/accounts_room_list?room_id=${room.id}`),
    );
    expect(members.results.map((m) => m.id)).toEqual([a.id]);

    // Candidates: accounts of the room's system (AD) not yet in it; the KH account is not offered.
    const candidates = dataOf<AccountPage>(
      await admin.get(`/account/api/get_account_not_room?room_id=${room.id}&page_size=200`),
    );
    const candidateIds = candidates.results.map((r) => r.id);
    expect(candidateIds).toContain(b.id);
    expect(candidateIds).not.toContain(a.id);
    expect(candidateIds).not.toContain(kh.id);
    const searched = dataOf<AccountPage>(
      await admin.get(`/account/api/get_account_not_room?room_id=${room.id}&search=minh%20khoi`),
    );
    expect(searched.results.map((r) => r.id)).toEqual([b.id]);

    const unknown = await admin.post('/account/api/add_members', { room_id: room.id, account_ids: [777777] });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);
    const noRoom = await admin.post('/account/api/add_members', { room_id: 777777, account_ids: [a.id] });
    expect(noRoom.json()).toEqual({ code: 404, message: 'Không tìm thấy phòng' });

    const removed = await admin.post('/account/api/remove_members', {
      room_id: room.id,
      account_ids: [a.id],
    });
    expect(dataOf(removed)).toEqual({ room_id: room.id, member_count: 0 });
    expect(
      dataOf<AccountPage>(await admin.get(`/account/api/accounts_room_list?room_id=${room.id}`)).total,
    ).toBe(0);
    expect((await admin.get('/account/api/accounts_room_list?room_id=777777')).statusCode).toBe(404);
    expect((await admin.get('/account/api/accounts_room_list')).statusCode).toBe(400);
  });

  it('shows a room with its grant, renames it, and deletes it with memberships and grant', async () => {
    const room = await create('Phòng Tạm');
    dataOf(await admin.post('/account/api/add_members', { room_id: room.id, account_ids: [a.id, b.id] }));
    dataOf(
      await admin.post('/decentralization/api/using_account_or_room_permission', {
        room_id: room.id,
        permissions: ['user'],
      }),
    );
    expect(dataOf(await admin.get(`/account/api/get_detail_room/${room.id}`))).toMatchObject({
      name: 'Phòng Tạm',
      member_count: 2,
      permissions: ['user'],
    });
    const renamed = await admin.put(`/account/api/room/${room.id}`, {
      name: 'Phòng Tạm 2',
      system_key: 'AD',
    });
    expect(dataOf(renamed)).toMatchObject({ name: 'Phòng Tạm 2', permissions: ['user'], member_count: 2 });

    const deleted = await admin.del(`/account/api/room/${room.id}`);
    expect(deleted.json()).toEqual({ code: 200, message: 'Xoá phòng thành công', data: {} });
    expect((await admin.get(`/account/api/get_detail_room/${room.id}`)).statusCode).toBe(404);
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
    expect((await plain.get('/account/api/get_room_by_system')).statusCode).toBe(403);
    expect((await plain.post('/account/api/create_room', { name: 'X', system_key: 'AD' })).statusCode).toBe(
      403,
    );
    expect((await plain.del('/account/api/room/1')).statusCode).toBe(403);
  });
});
