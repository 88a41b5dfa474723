import { accountApi, accessApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, EN, signedInClient, superClient, call } from '../../testing/api-client.js';

describe('roles', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  it('creates a role with normalised permissions and module permissions, and audits it', async () => {
    const response = await call(accessApi.createRole, {
      as: admin,
      body: {
        name: 'Quản lý kho',
        description: 'Kho miền Bắc',
        system_key: 'AD',
        permissions: ['user', 'product', 'user'],
        module_permission: { '/warehouse': ['export', 'create'], '/product': [] },
      },
    });
    expect(response.body).toMatchObject({ code: 200, message: 'Tạo vai trò thành công' });
    const role = dataOf(response);
    expect(role).toMatchObject({
      name: 'Quản lý kho',
      description: 'Kho miền Bắc',
      system_key: 'AD',
      permissions: ['product', 'user'],
      module_permission: { '/warehouse': ['view', 'create', 'export'], '/product': ['view'] },
      account_count: 0,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(role.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]?.actorId).toBe(admin.id);
    expect(audits[0]?.diff).toMatchObject({ name: { from: null, to: 'Quản lý kho' } });
  });

  it('defaults the system key to AD and lists, pages and searches without diacritics', async () => {
    dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: { name: 'Kế toán trưởng', permissions: ['salesreport'] },
      }),
    );
    dataOf(await call(accessApi.createRole, { as: admin, body: { name: 'Khách hàng', system_key: 'KH' } }));
    const found = dataOf(await call(accessApi.listRoles, { as: admin, query: { search: 'KE TOAN' } }));
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({ name: 'Kế toán trưởng', system_key: 'AD' });
    const kh = dataOf(await call(accessApi.listRoles, { as: admin, query: { system_key: 'KH' } }));
    expect(kh.results.map((r) => r.name)).toEqual(['Khách hàng']);
    const page = dataOf(await call(accessApi.listRoles, { as: admin, query: { page: 0, page_size: 2 } }));
    expect(page.results).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    // LIKE wildcards in the search are literal.
    expect(dataOf(await call(accessApi.listRoles, { as: admin, query: { search: '%' } })).total).toBe(0);
  });

  it('refuses a missing name in Vietnamese and in English', async () => {
    const vi = await call(accessApi.createRole, { raw: true, as: admin, body: { permissions: [] } });
    expect(vi.status).toBe(400);
    expect(vi.body).toEqual({
      code: 400,
      message: 'Dữ liệu không hợp lệ',
      errors: [{ field: 'name', message: 'Bạn cần điền vào mục này' }],
    });
    const en = await call(accessApi.createRole, { as: admin, body: { name: '   ' }, headers: EN });
    expect(en.body).toEqual({
      code: 400,
      message: 'Invalid data',
      errors: [{ field: 'name', message: 'You need to fill in this field' }],
    });
    const long = await call(accessApi.createRole, { as: admin, body: { name: 'x'.repeat(256) } });
    expect(long.errors).toEqual([{ field: 'name', message: 'Tối đa 255 ký tự' }]);
  });

  it('refuses unknown permission codes and system keys with field errors', async () => {
    const vi = await call(accessApi.createRole, {
      raw: true,
      as: admin,
      body: { name: 'Sai quyền', permissions: ['user', 'launch_rockets'] },
    });
    expect(vi.status).toBe(400);
    expect(vi.errors).toEqual([{ field: 'permissions.1', message: 'Mã quyền không tồn tại' }]);
    const en = await call(accessApi.createRole, {
      raw: true,
      as: admin,
      body: { name: 'Sai quyền', permissions: ['nope'] },
      headers: EN,
    });
    expect(en.errors).toEqual([{ field: 'permissions.0', message: 'Unknown permission code' }]);
    const system = await call(accessApi.createRole, {
      raw: true,
      as: admin,
      body: { name: 'Sai hệ thống', system_key: 'XYZ' },
      headers: EN,
    });
    expect(system.errors).toEqual([{ field: 'system_key', message: 'Invalid system' }]);
    const actions = await call(accessApi.createRole, {
      raw: true,
      as: admin,
      body: { name: 'Sai thao tác', module_permission: { '/x': ['fly'] } },
    });
    expect(actions.status).toBe(400);
    expect(actions.errors[0]?.field).toBe('module_permission./x.0');
  });

  it('answers a duplicate name in the same system with 409 on the name field', async () => {
    dataOf(await call(accessApi.createRole, { as: admin, body: { name: 'Giám sát', system_key: 'AD' } }));
    const dup = await call(accessApi.createRole, { as: admin, body: { name: 'GIÁM SÁT', system_key: 'AD' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      code: 409,
      message: 'Tên vai trò đã tồn tại trong hệ thống này',
      errors: [{ field: 'name', message: 'Tên vai trò đã tồn tại trong hệ thống này' }],
    });
    const en = await call(accessApi.createRole, { as: admin, body: { name: 'giám sát' }, headers: EN });
    expect(en.errors).toEqual([
      { field: 'name', message: 'A role with this name already exists in this system' },
    ]);
    // Another system may use the same name.
    expect(
      (await call(accessApi.createRole, { as: admin, body: { name: 'Giám sát', system_key: 'KT' } })).status,
    ).toBe(200);
  });

  it('reads, replaces and deletes a role', async () => {
    const role = dataOf(
      await call(accessApi.createRole, { as: admin, body: { name: 'Tạm thời', permissions: ['faq'] } }),
    );
    const other = dataOf(await call(accessApi.createRole, { as: admin, body: { name: 'Khác' } }));
    expect(dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } }))).toMatchObject({
      name: 'Tạm thời',
      permissions: ['faq'],
      account_ids: [],
    });

    const renamedToTaken = await call(accessApi.updateRole, {
      as: admin,
      params: { id: role.id },
      body: { name: 'khác' },
    });
    expect(renamedToTaken.status).toBe(409);
    // Keeping its own name is not a conflict.
    const updated = await call(accessApi.updateRole, {
      as: admin,
      params: { id: role.id },
      body: {
        name: 'Tạm thời',
        description: 'Đã sửa',
        permissions: ['notification'],
        module_permission: { notification: ['view'] },
      },
    });
    expect(updated.message).toBe('Cập nhật vai trò thành công');
    expect(dataOf(updated)).toMatchObject({
      description: 'Đã sửa',
      permissions: ['notification'],
      module_permission: { notification: ['view'] },
    });

    const deleted = await call(accessApi.deleteRole, { as: admin, params: { id: role.id } });
    expect(deleted.body).toEqual({ code: 200, message: 'Xóa vai trò thành công', data: {} });
    const gone = await call(accessApi.getRole, { as: admin, params: { id: role.id } });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 404, message: 'Không tìm thấy vai trò' });
    expect((await call(accessApi.getRole, { as: admin, params: { id: role.id }, headers: EN })).message).toBe(
      'Role not found',
    );
    expect(
      (await call(accessApi.updateRole, { as: admin, params: { id: role.id }, body: { name: 'x' } })).status,
    ).toBe(404);
    expect((await call(accessApi.deleteRole, { as: admin, params: { id: role.id } })).status).toBe(404);
    expect((await call(accessApi.getRole, { as: admin, params: { id: 'abc' } })).status).toBe(400);
    expect(dataOf(await call(accessApi.getRole, { as: admin, params: { id: other.id } })).name).toBe('Khác');

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(role.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('assigns a role to accounts, refusing unknown ones', async () => {
    const role = dataOf(
      await call(accessApi.createRole, { as: admin, body: { name: 'Bán hàng', permissions: ['plan'] } }),
    );
    const a = await createTestAccount(t);
    const b = await createTestAccount(t);

    const unknown = await call(accessApi.setRoleAccounts, {
      as: admin,
      params: { id: role.id },
      body: { account_ids: [a.id, 999_999] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);

    const saved = await call(accessApi.setRoleAccounts, {
      as: admin,
      params: { id: role.id },
      body: { account_ids: [b.id, a.id, a.id] },
    });
    expect(dataOf(saved)).toEqual({ role_id: role.id, account_ids: [a.id, b.id].sort((x, y) => x - y) });
    expect(dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } }))).toMatchObject({
      account_count: 2,
    });

    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [b.id] },
      }),
    );
    expect(dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } })).account_ids).toEqual(
      [b.id],
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [] },
      }),
    );
    expect(dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } })).account_ids).toEqual(
      [],
    );
  });

  it('reads with `role` and writes with `role.manage`', async () => {
    const nobody = await signedInClient(t);
    expect((await call(accessApi.listRoles, { as: nobody })).status).toBe(403);

    const reader = await signedInClient(t);
    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: reader.id,
          permissions: ['role'],
        },
      }),
    );
    expect((await call(accessApi.listRoles, { as: reader })).status).toBe(200);
    const refused = await call(accessApi.createRole, { as: reader, body: { name: 'Không được' } });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Bạn không có quyền truy cập chức năng này');

    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: reader.id,
          permissions: ['role', 'role.manage'],
        },
      }),
    );
    expect((await call(accessApi.createRole, { as: reader, body: { name: 'Được phép' } })).status).toBe(200);
  });
  it('forgets a deleted account: delete_account drops it from its roles in the same transaction', async () => {
    const member = await createTestAccount(t);
    const role = dataOf(
      await call(accessApi.createRole, { as: admin, body: { name: 'Tạm thời', permissions: ['product'] } }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [member.id] },
      }),
    );
    expect(dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } })).account_ids).toEqual(
      [member.id],
    );
    dataOf(await call(accountApi.deleteAccount, { as: admin, body: { id: member.id } }));
    const after = dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } }));
    expect(after.account_ids).toEqual([]);
    expect(after.account_count).toBe(0);
  });

  it('a manager limited to an area names accounts within it only, and keeps the members it cannot see', async () => {
    const mine = await createTestAccount(t, { areaId: 71 });
    const other = await createTestAccount(t, { areaId: 72 });
    const role = dataOf(
      await call(accessApi.createRole, { as: admin, body: { name: 'Theo vùng', permissions: [] } }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [other.id] },
      }),
    );
    const manager = await clientWith(t, admin, ['role', 'role.manage']);
    await setDataScope(admin, manager.id, { area_ids: [71] });

    const outside = await call(accessApi.setRoleAccounts, {
      as: manager,
      params: { id: role.id },
      body: { account_ids: [other.id, mine.id] },
    });
    expect(outside.status).toBe(400);
    expect(outside.errors).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);

    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: manager,
        params: { id: role.id },
        body: { account_ids: [mine.id] },
      }),
    );
    const after = dataOf(await call(accessApi.getRole, { as: admin, params: { id: role.id } }));
    expect(after.account_ids).toEqual([mine.id, other.id].sort((a, b) => a - b));
  });
});
