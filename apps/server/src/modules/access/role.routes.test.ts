import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  type Client,
  dataOf,
  EN,
  errorsOf,
  messageOf,
  signedInClient,
  superClient,
} from '../../testing/api-client.js';

interface RoleOut {
  id: number;
  name: string;
  description: string | null;
  system_key: string;
  permissions: string[];
  module_permission: Record<string, string[]>;
  account_count: number;
  account_ids?: number[];
}

describe('roles', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const URL = '/account/v1/api/role';

  it('creates a role with normalised permissions and module permissions, and audits it', async () => {
    const response = await admin.post(URL, {
      name: 'Quản lý kho',
      description: 'Kho miền Bắc',
      system_key: 'AD',
      permissions: ['user', 'product', 'user'],
      module_permission: { '/warehouse': ['export', 'create'], '/product': [] },
    });
    expect(response.json()).toMatchObject({ code: 200, message: 'Tạo vai trò thành công' });
    const role = dataOf<RoleOut>(response);
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
    dataOf(await admin.post(URL, { name: 'Kế toán trưởng', permissions: ['salesreport'] }));
    dataOf(await admin.post(URL, { name: 'Khách hàng', system_key: 'KH' }));
    const found = dataOf<{ results: RoleOut[]; total: number }>(await admin.get(`${URL}?search=KE%20TOAN`));
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({ name: 'Kế toán trưởng', system_key: 'AD' });
    const kh = dataOf<{ results: RoleOut[]; total: number }>(await admin.get(`${URL}?system_key=KH`));
    expect(kh.results.map((r) => r.name)).toEqual(['Khách hàng']);
    const page = dataOf<{ results: RoleOut[]; total: number }>(await admin.get(`${URL}?page=0&page_size=2`));
    expect(page.results).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    // LIKE wildcards in the search are literal.
    expect(dataOf<{ total: number }>(await admin.get(`${URL}?search=%25`)).total).toBe(0);
  });

  it('refuses a missing name in Vietnamese and in English', async () => {
    const vi = await admin.post(URL, { permissions: [] });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      code: 400,
      message: 'Dữ liệu không hợp lệ',
      errors: [{ field: 'name', message: 'Bạn cần điền vào mục này' }],
    });
    const en = await admin.post(URL, { name: '   ' }, EN);
    expect(en.json()).toEqual({
      code: 400,
      message: 'Invalid data',
      errors: [{ field: 'name', message: 'You need to fill in this field' }],
    });
    const long = await admin.post(URL, { name: 'x'.repeat(256) });
    expect(errorsOf(long)).toEqual([{ field: 'name', message: 'Tối đa 255 ký tự' }]);
  });

  it('refuses unknown permission codes and system keys with field errors', async () => {
    const vi = await admin.post(URL, { name: 'Sai quyền', permissions: ['user', 'launch_rockets'] });
    expect(vi.statusCode).toBe(400);
    expect(errorsOf(vi)).toEqual([{ field: 'permissions.1', message: 'Mã quyền không tồn tại' }]);
    const en = await admin.post(URL, { name: 'Sai quyền', permissions: ['nope'] }, EN);
    expect(errorsOf(en)).toEqual([{ field: 'permissions.0', message: 'Unknown permission code' }]);
    const system = await admin.post(URL, { name: 'Sai hệ thống', system_key: 'XYZ' }, EN);
    expect(errorsOf(system)).toEqual([{ field: 'system_key', message: 'Invalid system' }]);
    const actions = await admin.post(URL, { name: 'Sai thao tác', module_permission: { '/x': ['fly'] } });
    expect(actions.statusCode).toBe(400);
    expect(errorsOf(actions)[0]?.field).toBe('module_permission./x.0');
  });

  it('answers a duplicate name in the same system with 409 on the name field', async () => {
    dataOf(await admin.post(URL, { name: 'Giám sát', system_key: 'AD' }));
    const dup = await admin.post(URL, { name: 'GIÁM SÁT', system_key: 'AD' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: 409,
      message: 'Tên vai trò đã tồn tại trong hệ thống này',
      errors: [{ field: 'name', message: 'Tên vai trò đã tồn tại trong hệ thống này' }],
    });
    const en = await admin.post(URL, { name: 'giám sát' }, EN);
    expect(errorsOf(en)).toEqual([
      { field: 'name', message: 'A role with this name already exists in this system' },
    ]);
    // Another system may use the same name.
    expect((await admin.post(URL, { name: 'Giám sát', system_key: 'KT' })).statusCode).toBe(200);
  });

  it('reads, replaces and deletes a role', async () => {
    const role = dataOf<RoleOut>(await admin.post(URL, { name: 'Tạm thời', permissions: ['faq'] }));
    const other = dataOf<RoleOut>(await admin.post(URL, { name: 'Khác' }));
    expect(dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`))).toMatchObject({
      name: 'Tạm thời',
      permissions: ['faq'],
      account_ids: [],
    });

    const renamedToTaken = await admin.put(`${URL}/${role.id}`, { name: 'khác' });
    expect(renamedToTaken.statusCode).toBe(409);
    // Keeping its own name is not a conflict.
    const updated = await admin.put(`${URL}/${role.id}`, {
      name: 'Tạm thời',
      description: 'Đã sửa',
      permissions: ['notification'],
      module_permission: { notification: ['view'] },
    });
    expect(messageOf(updated)).toBe('Cập nhật vai trò thành công');
    expect(dataOf<RoleOut>(updated)).toMatchObject({
      description: 'Đã sửa',
      permissions: ['notification'],
      module_permission: { notification: ['view'] },
    });

    const deleted = await admin.del(`${URL}/${role.id}`);
    expect(deleted.json()).toEqual({ code: 200, message: 'Xoá vai trò thành công', data: {} });
    const gone = await admin.get(`${URL}/${role.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 404, message: 'Không tìm thấy vai trò' });
    expect(messageOf(await admin.get(`${URL}/${role.id}`, EN))).toBe('Role not found');
    expect((await admin.put(`${URL}/${role.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await admin.del(`${URL}/${role.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${URL}/abc`)).statusCode).toBe(400);
    expect(dataOf<RoleOut>(await admin.get(`${URL}/${other.id}`)).name).toBe('Khác');

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(role.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('assigns a role to accounts, refusing unknown ones', async () => {
    const role = dataOf<RoleOut>(await admin.post(URL, { name: 'Bán hàng', permissions: ['plan'] }));
    const a = await createTestAccount(t);
    const b = await createTestAccount(t);

    const unknown = await admin.put(`${URL}/${role.id}/accounts`, { account_ids: [a.id, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);

    const saved = await admin.put(`${URL}/${role.id}/accounts`, { account_ids: [b.id, a.id, a.id] });
    expect(dataOf(saved)).toEqual({ role_id: role.id, account_ids: [a.id, b.id].sort((x, y) => x - y) });
    expect(dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`))).toMatchObject({ account_count: 2 });

    dataOf(await admin.put(`${URL}/${role.id}/accounts`, { account_ids: [b.id] }));
    expect(dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`)).account_ids).toEqual([b.id]);
    dataOf(await admin.put(`${URL}/${role.id}/accounts`, { account_ids: [] }));
    expect(dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`)).account_ids).toEqual([]);
  });

  it('reads with `role` and writes with `role.manage`', async () => {
    const nobody = await signedInClient(t);
    expect((await nobody.get(URL)).statusCode).toBe(403);

    const reader = await signedInClient(t);
    dataOf(
      await admin.post('/decentralization/api/permission_function_account', {
        account_id: reader.id,
        permissions: ['role'],
      }),
    );
    expect((await reader.get(URL)).statusCode).toBe(200);
    const refused = await reader.post(URL, { name: 'Không được' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Bạn không có quyền truy cập chức năng này');

    dataOf(
      await admin.post('/decentralization/api/permission_function_account', {
        account_id: reader.id,
        permissions: ['role', 'role.manage'],
      }),
    );
    expect((await reader.post(URL, { name: 'Được phép' })).statusCode).toBe(200);
  });
  it('forgets a deleted account: delete_account drops it from its roles in the same transaction', async () => {
    const member = await createTestAccount(t);
    const role = dataOf<RoleOut>(await admin.post(URL, { name: 'Tạm thời', permissions: ['product'] }));
    dataOf(await admin.put(`${URL}/${role.id}/accounts`, { account_ids: [member.id] }));
    expect(dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`)).account_ids).toEqual([member.id]);
    dataOf(await admin.post('/account/api/delete_account', { id: member.id }));
    const after = dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`));
    expect(after.account_ids).toEqual([]);
    expect(after.account_count).toBe(0);
  });

  it('a manager limited to an area names accounts within it only, and keeps the members it cannot see', async () => {
    const mine = await createTestAccount(t, { areaId: 71 });
    const other = await createTestAccount(t, { areaId: 72 });
    const role = dataOf<RoleOut>(await admin.post(URL, { name: 'Theo vùng', permissions: [] }));
    dataOf(await admin.put(`${URL}/${role.id}/accounts`, { account_ids: [other.id] }));
    const manager = await clientWith(t, admin, ['role', 'role.manage']);
    await setDataScope(admin, manager.id, { area_ids: [71] });

    const outside = await manager.put(`${URL}/${role.id}/accounts`, { account_ids: [other.id, mine.id] });
    expect(outside.statusCode).toBe(400);
    expect(errorsOf(outside)).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);

    dataOf(await manager.put(`${URL}/${role.id}/accounts`, { account_ids: [mine.id] }));
    const after = dataOf<RoleOut>(await admin.get(`${URL}/${role.id}`));
    expect(after.account_ids).toEqual([mine.id, other.id].sort((a, b) => a - b));
  });
});
