import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, EN, errorsOf, messageOf, superClient } from '../../testing/api-client.js';

interface GroupOut {
  id: number;
  name: string;
  system_key: string;
  permissions: string[];
  module_permission: Record<string, string[]>;
  member_count: number;
  account_ids: number[];
}

const URL = '/decentralization/api/user_group';
const ids = (...accounts: TestAccount[]) => accounts.map((a) => a.id).sort((x, y) => x - y);

describe('user groups', () => {
  let t: TestApp;
  let admin: Client;
  let a: TestAccount;
  let b: TestAccount;
  let c: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    a = await createTestAccount(t, { fullname: 'Trần Thị Bích' });
    b = await createTestAccount(t, { fullname: 'Lê Văn Cường' });
    c = await createTestAccount(t, { fullname: 'Phạm Đức Dũng' });
  });
  afterAll(() => t.close());

  it('creates a group with permissions and members, then reads and lists it', async () => {
    const created = await admin.post(URL, {
      name: 'Nhóm kinh doanh',
      description: 'Phòng kinh doanh',
      permissions: ['plan', 'promotion'],
      module_permission: { '/sales-plan': ['create'] },
      account_ids: [a.id, b.id],
    });
    expect(messageOf(created)).toBe('Tạo nhóm người dùng thành công');
    const group = dataOf<GroupOut>(created);
    expect(group).toMatchObject({
      name: 'Nhóm kinh doanh',
      system_key: 'AD',
      permissions: ['plan', 'promotion'],
      module_permission: { '/sales-plan': ['view', 'create'] },
      member_count: 2,
      account_ids: ids(a, b),
    });
    expect(dataOf<GroupOut>(await admin.get(`${URL}/${group.id}`))).toEqual(group);
    const list = dataOf<{ results: GroupOut[]; total: number }>(
      await admin.get(`${URL}?search=kinh%20doanh`),
    );
    expect(list.total).toBe(1);
    expect(list.results[0]).toMatchObject({ id: group.id, member_count: 2 });
    expect(list.results[0]).not.toHaveProperty('account_ids');
  });

  it('validates the body and refuses duplicates and unknown accounts', async () => {
    const missing = await admin.post(URL, { permissions: ['nope'] }, EN);
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([
      { field: 'name', message: 'You need to fill in this field' },
      { field: 'permissions.0', message: 'Unknown permission code' },
    ]);
    dataOf(await admin.post(URL, { name: 'Nhóm trùng' }));
    const dup = await admin.post(URL, { name: 'nhóm trùng' });
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup)).toEqual([
      { field: 'name', message: 'Tên nhóm người dùng đã tồn tại trong hệ thống này' },
    ]);
    const unknown = await admin.post(URL, { name: 'Nhóm ma', account_ids: [424242] });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);
    // Nothing of the refused group was kept.
    expect(dataOf<{ total: number }>(await admin.get(`${URL}?search=nhom%20ma`)).total).toBe(0);
  });

  it('adds, lists and removes members', async () => {
    const group = dataOf<GroupOut>(await admin.post(URL, { name: 'Nhóm thành viên' }));
    const added = await admin.post(`${URL}/${group.id}/add_members`, { account_ids: [a.id, c.id] });
    expect(messageOf(added)).toBe('Thêm thành viên thành công');
    expect(dataOf<GroupOut>(added).account_ids).toEqual(ids(a, c));
    // Adding again is harmless.
    expect(
      dataOf<GroupOut>(await admin.post(`${URL}/${group.id}/add_members`, { account_ids: [a.id] })),
    ).toMatchObject({ member_count: 2 });

    const members = dataOf<{ results: { id: number; fullname: string }[]; total: number }>(
      await admin.get(`${URL}/${group.id}/members?search=duc%20dung`),
    );
    expect(members).toMatchObject({ total: 1, results: [{ id: c.id, fullname: 'Phạm Đức Dũng' }] });

    const removed = await admin.post(`${URL}/${group.id}/remove_members`, { account_ids: [a.id] });
    expect(messageOf(removed)).toBe('Xoá thành viên thành công');
    expect(dataOf<GroupOut>(removed).account_ids).toEqual([c.id]);

    const empty = await admin.post(`${URL}/${group.id}/add_members`, { account_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual([{ field: 'account_ids', message: 'Chọn ít nhất một mục' }]);
    expect((await admin.post(`${URL}/999999/add_members`, { account_ids: [a.id] })).statusCode).toBe(404);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user_group'), eq(auditLog.entityId, String(group.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((x) => x.action)).toEqual(['create', 'add_members', 'remove_members']);
  });

  it('replaces a group, its members only when account_ids is sent, and deletes it', async () => {
    const group = dataOf<GroupOut>(
      await admin.post(URL, { name: 'Nhóm sửa', permissions: ['faq'], account_ids: [a.id] }),
    );
    const kept = dataOf<GroupOut>(
      await admin.put(`${URL}/${group.id}`, { name: 'Nhóm đã sửa', permissions: ['faq', 'meeting'] }),
    );
    expect(kept).toMatchObject({ name: 'Nhóm đã sửa', permissions: ['faq', 'meeting'], account_ids: [a.id] });
    const replaced = dataOf<GroupOut>(
      await admin.put(`${URL}/${group.id}`, { name: 'Nhóm đã sửa', account_ids: [b.id, c.id] }),
    );
    expect(replaced).toMatchObject({ permissions: [], account_ids: ids(b, c) });

    const deleted = await admin.del(`${URL}/${group.id}`);
    expect(messageOf(deleted)).toBe('Xoá nhóm người dùng thành công');
    const gone = await admin.get(`${URL}/${group.id}`, EN);
    expect(gone.json()).toEqual({ code: 404, message: 'User group not found' });
  });
});
