import { accessApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, EN, superClient, call } from '../../testing/api-client.js';
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
    const created = await call(accessApi.createUserGroup, {
      as: admin,
      body: {
        name: 'Nhóm kinh doanh',
        description: 'Phòng kinh doanh',
        permissions: ['plan', 'promotion'],
        module_permission: { '/sales-plan': ['create'] },
        account_ids: [a.id, b.id],
      },
    });
    expect(created.message).toBe('Tạo nhóm người dùng thành công');
    const group = dataOf(created);
    expect(group).toMatchObject({
      name: 'Nhóm kinh doanh',
      system_key: 'AD',
      permissions: ['plan', 'promotion'],
      module_permission: { '/sales-plan': ['view', 'create'] },
      member_count: 2,
      account_ids: ids(a, b),
    });
    expect(dataOf(await call(accessApi.getUserGroup, { as: admin, params: { id: group.id } }))).toEqual(
      group,
    );
    const list = dataOf(await call(accessApi.listUserGroups, { as: admin, query: { search: 'kinh doanh' } }));
    expect(list.total).toBe(1);
    expect(list.results[0]).toMatchObject({ id: group.id, member_count: 2 });
    expect(list.results[0]).not.toHaveProperty('account_ids');
  });

  it('validates the body and refuses duplicates and unknown accounts', async () => {
    const missing = await call(accessApi.createUserGroup, {
      raw: true,
      as: admin,
      body: { permissions: ['nope'] },
      headers: EN,
    });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([
      { field: 'name', message: 'You need to fill in this field' },
      { field: 'permissions.0', message: 'Unknown permission code' },
    ]);
    dataOf(await call(accessApi.createUserGroup, { as: admin, body: { name: 'Nhóm trùng' } }));
    const dup = await call(accessApi.createUserGroup, { as: admin, body: { name: 'nhóm trùng' } });
    expect(dup.status).toBe(409);
    expect(dup.errors).toEqual([
      { field: 'name', message: 'Tên nhóm người dùng đã tồn tại trong hệ thống này' },
    ]);
    const unknown = await call(accessApi.createUserGroup, {
      as: admin,
      body: { name: 'Nhóm ma', account_ids: [424242] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);
    // Nothing of the refused group was kept.
    expect(
      dataOf(await call(accessApi.listUserGroups, { as: admin, query: { search: 'nhom ma' } })).total,
    ).toBe(0);
  });

  it('adds, lists and removes members', async () => {
    const group = dataOf(
      await call(accessApi.createUserGroup, { as: admin, body: { name: 'Nhóm thành viên' } }),
    );
    const added = await call(accessApi.addUserGroupMembers, {
      as: admin,
      params: { id: group.id },
      body: { account_ids: [a.id, c.id] },
    });
    expect(added.message).toBe('Thêm thành viên thành công');
    expect(dataOf(added).account_ids).toEqual(ids(a, c));
    // Adding again is harmless.
    expect(
      dataOf(
        await call(accessApi.addUserGroupMembers, {
          as: admin,
          params: { id: group.id },
          body: { account_ids: [a.id] },
        }),
      ),
    ).toMatchObject({ member_count: 2 });

    const members = dataOf(
      await call(accessApi.listUserGroupMembers, {
        as: admin,
        params: { id: group.id },
        query: { search: 'duc dung' },
      }),
    );
    expect(members).toMatchObject({ total: 1, results: [{ id: c.id, fullname: 'Phạm Đức Dũng' }] });

    const removed = await call(accessApi.removeUserGroupMembers, {
      as: admin,
      params: { id: group.id },
      body: { account_ids: [a.id] },
    });
    expect(removed.message).toBe('Xóa thành viên thành công');
    expect(dataOf(removed).account_ids).toEqual([c.id]);

    const empty = await call(accessApi.addUserGroupMembers, {
      as: admin,
      params: { id: group.id },
      body: { account_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.errors).toEqual([{ field: 'account_ids', message: 'Chọn ít nhất một mục' }]);
    expect(
      (
        await call(accessApi.addUserGroupMembers, {
          as: admin,
          params: { id: 999999 },
          body: { account_ids: [a.id] },
        })
      ).status,
    ).toBe(404);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user_group'), eq(auditLog.entityId, String(group.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((x) => x.action)).toEqual(['create', 'add_members', 'remove_members']);
  });

  it('replaces a group, its members only when account_ids is sent, and deletes it', async () => {
    const group = dataOf(
      await call(accessApi.createUserGroup, {
        as: admin,
        body: { name: 'Nhóm sửa', permissions: ['faq'], account_ids: [a.id] },
      }),
    );
    const kept = dataOf(
      await call(accessApi.updateUserGroup, {
        as: admin,
        params: { id: group.id },
        body: { name: 'Nhóm đã sửa', permissions: ['faq', 'meeting'] },
      }),
    );
    expect(kept).toMatchObject({ name: 'Nhóm đã sửa', permissions: ['faq', 'meeting'], account_ids: [a.id] });
    const replaced = dataOf(
      await call(accessApi.updateUserGroup, {
        as: admin,
        params: { id: group.id },
        body: { name: 'Nhóm đã sửa', account_ids: [b.id, c.id] },
      }),
    );
    expect(replaced).toMatchObject({ permissions: [], account_ids: ids(b, c) });

    const deleted = await call(accessApi.deleteUserGroup, { as: admin, params: { id: group.id } });
    expect(deleted.message).toBe('Xóa nhóm người dùng thành công');
    const gone = await call(accessApi.getUserGroup, { as: admin, params: { id: group.id }, headers: EN });
    expect(gone.body).toEqual({ code: 404, message: 'User group not found' });
  });
});
