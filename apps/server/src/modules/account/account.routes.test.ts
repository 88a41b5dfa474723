import { platformApi, accountApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionCode } from '@kenh/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import type { Caller } from '../../platform/auth/caller.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import {
  bearer,
  createTestAccount,
  loginAs,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts.js';
import { accounts } from './account.tables.js';
import {
  anonymousClient,
  call,
  clientFor,
  dataOf,
  EN,
  messageOf,
  signedInClient,
  type Client,
  type QueryInput,
} from '../../testing/api-client.js';

let t: TestApp;
/** Bearer token → caller, filled in as accounts are created (the test app reads it per request). */
const callers: Record<string, Caller> = {};
let admin: Client;
let nobody: Client;

beforeAll(async () => {
  t = await createTestApp({}, { callers });
  admin = await signedInClient(t, { username: 'quantri', fullname: 'Quản Trị Viên', isSuperuser: true });
  nobody = await signedInClient(t, { username: 'khongquyen', fullname: 'Không Quyền' });
});
afterAll(() => t.close());

/** A token for a real account acting with exactly these permissions (and optionally a data scope). */
async function actingAs(
  permissions: PermissionCode[],
  extra: Partial<Omit<Caller, 'permissions'>> & { areaId?: number; zoneId?: number } = {},
): Promise<Client> {
  const { areaId, zoneId, ...callerExtra } = extra;
  const account = await createTestAccount(t, { areaId: areaId ?? null, zoneId: zoneId ?? null });
  const token = `token-${account.username}`;
  callers[token] = testCaller({
    accountId: account.id,
    username: account.username,
    permissions,
    ...callerExtra,
  });
  return clientFor(t, account.id, bearer(token));
}

async function auditOf(entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}

describe('GET get_all', () => {
  let an: TestAccount;
  beforeAll(async () => {
    an = await createTestAccount(t, {
      username: 'an.nguyen',
      fullname: 'Nguyễn Văn An',
      areaId: 1,
      type: 'NVTT',
    });
    await createTestAccount(t, {
      username: 'dung.le',
      fullname: 'Lê Thị Dung',
      areaId: 2,
      zoneId: 20,
      type: 'NPP',
    });
    await createTestAccount(t, {
      username: 'khoa.pham',
      fullname: 'Phạm Đăng Khoa',
      zoneId: 30,
      isActive: false,
    });
    await createTestAccount(t, { username: 'kh.ecom', fullname: 'Khách Hàng Online', type: 'KH' });
  });

  it('needs a session and the `user` permission; a super user passes', async () => {
    expect((await call(accountApi.getAll, { as: anonymousClient(t) })).status).toBe(401);
    const denied = await call(accountApi.getAll, { as: nobody });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 403, message: 'Bạn không có quyền truy cập chức năng này' });
    const reader = await actingAs(['user']);
    expect((await call(accountApi.getAll, { as: reader })).status).toBe(200);
    const superuser = await call(accountApi.getAll, { as: admin });
    expect(superuser.status).toBe(200);
    expect(dataOf(superuser).total).toBeGreaterThanOrEqual(6);
  });

  it('searches ignoring case and Vietnamese diacritics', async () => {
    const search = async (term: string) =>
      dataOf(
        await call(accountApi.getAll, {
          as: admin,
          query: { search: term },
        }),
      );
    const byFolded = await search('nguyen van an');
    expect(byFolded.total).toBe(1);
    expect(byFolded.results[0]).toMatchObject({
      id: an.id,
      fullname: 'Nguyễn Văn An',
      type: 'NVTT',
      area_id: 1,
    });
    expect((await search('NGUYỄN')).total).toBe(1);
    expect((await search('dang khoa')).total).toBe(1);
    expect((await search('AN.NGUYEN')).total).toBe(1);
    expect((await search('%')).total).toBe(0);
  });

  it('filters by type, status and system key, and pages', async () => {
    const data = async (query: QueryInput<typeof accountApi.getAll>) =>
      dataOf(await call(accountApi.getAll, { as: admin, query }));
    expect((await data({ type: 'NPP' })).results.map((a) => a.username)).toEqual(['dung.le']);
    expect((await data({ is_active: 'false' })).results.map((a) => a.username)).toEqual(['khoa.pham']);
    expect((await data({ system_key: 'KH' })).results.map((a) => a.username)).toEqual(['kh.ecom']);
    const page0 = await data({ page: 0, page_size: 2 });
    const page1 = await data({ page: 1, page_size: 2 });
    expect(page0.results).toHaveLength(2);
    expect(page1.total).toBe(page0.total);
    expect(page1.results[0]?.id).not.toBe(page0.results[0]?.id);
    const first = page0.results[0]!;
    expect(Object.keys(first)).not.toContain('password_hash');
    expect(first).toHaveProperty('created_at');
  });

  it('limits a scoped caller to its areas, zones and accounts (and itself)', async () => {
    const scoped = await actingAs(['user'], {
      scope: { unrestricted: false, areaIds: [1], zoneIds: [30], accountIds: [] },
    });
    const names = dataOf(
      await call(accountApi.getAll, {
        as: scoped,
        query: { page_size: 200 },
      }),
    ).results.map((a) => a.username);
    expect(names).toContain('an.nguyen');
    expect(names).toContain('khoa.pham');
    expect(names).not.toContain('dung.le');
    expect(names).not.toContain('kh.ecom');
    expect(names).not.toContain('quantri');
    const byId = await call(accountApi.getAccountById, {
      as: scoped,
      params: { id: admin.id },
    });
    expect(byId.status).toBe(404);
  });

  it('rejects bad query values with localised field errors', async () => {
    const vi = await call(accountApi.getAll, { raw: true, as: admin, query: { page_size: 0, type: 'XYZ' } });
    expect(vi.status).toBe(400);
    expect(vi.message).toBe('Dữ liệu không hợp lệ');
    expect(vi.errors.map((e) => e.field).sort()).toEqual(['page_size', 'type']);
    const deep = await call(accountApi.getAll, {
      as: admin,
      query: { page: 500, page_size: 20 },
    });
    expect(deep.status).toBe(400);
    expect(deep.errors).toEqual([
      { field: 'page', message: 'Chỉ xem được 10.000 dòng đầu tiên, hãy lọc thêm để thu hẹp kết quả' },
    ]);
    const english = await call(accountApi.getAll, {
      as: admin,
      query: { is_active: 'maybe' },
      headers: EN,
    });
    expect(english.body).toEqual({
      code: 400,
      message: 'Invalid data',
      errors: [{ field: 'is_active', message: 'Invalid value' }],
    });
  });
});

describe('dropdown, by admin, by id, by ids', () => {
  let boss: Client;
  let staff: TestAccount;
  beforeAll(async () => {
    boss = await signedInClient(t, {
      username: 'truongvung',
      fullname: 'Trưởng Vùng Bắc',
      position: 'Trưởng vùng',
    });
    staff = await createTestAccount(t, {
      username: 'nvtt.01',
      fullname: 'Đỗ Minh Tâm',
      type: 'NVTT',
      parentId: boss.id,
    });
    await createTestAccount(t, {
      username: 'nvtt.02',
      fullname: 'Võ Thị Hoa',
      type: 'NVTT',
      parentId: boss.id,
    });
  });

  it('get_account_dropdown returns { value, label, label_child } options', async () => {
    const response = await call(accountApi.getAccountDropdown, {
      as: admin,
      query: { type: 'NVTT', search: 'tam' },
    });
    expect(dataOf(response)).toEqual([{ value: staff.id, label: 'Đỗ Minh Tâm', label_child: 'nvtt.01' }]);
    expect((await call(accountApi.getAccountDropdown, { as: nobody })).status).toBe(403);
  });

  it('get_account_by_admin lists the accounts managed by the caller', async () => {
    const response = await call(accountApi.getAccountByAdmin, {
      as: boss,
    });
    expect(response.status).toBe(200);
    const data = dataOf(response);
    expect(data.total).toBe(2);
    expect(data.results.map((a) => a.username).sort()).toEqual(['nvtt.01', 'nvtt.02']);
    expect(dataOf(await call(accountApi.getAccountByAdmin, { as: nobody }))).toEqual({
      results: [],
      total: 0,
    });
  });

  it('get_account_by_id: your own always, others with `user`, 404 when missing', async () => {
    const own = await call(accountApi.getAccountById, {
      as: nobody,
      params: { id: nobody.id },
    });
    expect(own.status).toBe(200);
    expect(dataOf(own)).toMatchObject({ id: nobody.id, username: 'khongquyen', profile: [] });
    expect(
      (
        await call(accountApi.getAccountById, {
          as: nobody,
          params: { id: staff.id },
        })
      ).status,
    ).toBe(403);
    const other = await call(accountApi.getAccountById, {
      as: admin,
      params: { id: staff.id },
    });
    expect(dataOf(other)).toMatchObject({ id: staff.id, parent_id: boss.id, type: 'NVTT' });
    const missing = await call(accountApi.getAccountById, {
      as: admin,
      params: { id: 999999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: 'Không tìm thấy tài khoản' });
    const bad = await call(accountApi.getAccountById, {
      as: admin,
      params: { id: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([{ field: 'id', message: 'Mã không hợp lệ' }]);
  });

  it('get_all_by_ids returns the known accounts and needs `user` or `role`', async () => {
    const response = await call(accountApi.getAllByIds, {
      as: admin,
      body: { ids: [staff.id, boss.id, 999999] },
    });
    expect(dataOf(response).results.map((a) => a.id)).toEqual([boss.id, staff.id]);
    const roleManager = await actingAs(['role']);
    expect(
      (
        await call(accountApi.getAllByIds, {
          as: roleManager,
          body: { ids: [staff.id] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(accountApi.getAllByIds, {
          as: nobody,
          body: { ids: [staff.id] },
        })
      ).status,
    ).toBe(403);
    const empty = await call(accountApi.getAllByIds, {
      as: admin,
      body: { ids: [] },
      headers: EN,
    });
    expect(empty.errors).toEqual([{ field: 'ids', message: 'Choose at least one item' }]);
  });
});

describe('POST v2/users and PUT v2/users/:id', () => {
  const valid = {
    type: 'NPP',
    username: 'npp.haiphong',
    password: 'Mat-khau-npp-1',
    fullname: 'Công ty TNHH Phân Phối Hải Phòng',
    email: 'HaiPhong@Example.vn',
    phone: '0987654321',
    position: '',
    area_id: 5,
    profile: [{ name: 'tax_code', value: '0201234567' }],
  };

  it('creates an account (audited, password never in the trail) that can sign in', async () => {
    const creator = await actingAs(['user.create']);
    const response = await call(accountApi.createUser, { raw: true, as: creator, body: valid });
    expect(response.status).toBe(200);
    expect(response.message).toBe('Tạo tài khoản thành công');
    const created = dataOf(response);
    expect(created).toMatchObject({
      username: 'npp.haiphong',
      type: 'NPP',
      system_key: 'NPP',
      email: 'haiphong@example.vn',
      phone: '0987654321',
      position: null,
      area_id: 5,
      zone_id: null,
      is_active: true,
      profile: [{ name: 'tax_code', value: '0201234567' }],
    });
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ action: 'create', actorId: creator.id });
    expect(audit?.diff.username).toEqual({ from: null, to: 'npp.haiphong' });
    expect(JSON.stringify(audit?.diff)).not.toContain('argon2');
    expect((await loginAs(t, 'npp.haiphong', 'Mat-khau-npp-1')).body.user.id).toBe(created.id);
  });

  it('answers a taken username (any case) with 409 on the username field', async () => {
    const taken = await call(accountApi.createUser, {
      raw: true,
      as: admin,
      body: { ...valid, username: 'NPP.HaiPhong', email: null },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 409,
      message: 'Tên đăng nhập đã tồn tại',
      errors: [{ field: 'username', message: 'Tên đăng nhập đã tồn tại' }],
    });
    const english = await call(accountApi.createUser, {
      raw: true,
      as: admin,
      body: { ...valid, username: 'npp.other' },
      headers: EN,
    });
    expect(english.status).toBe(409);
    expect(english.errors).toEqual([
      { field: 'email', message: 'This e-mail is already used by another account' },
    ]);
  });

  it('validates required fields, phone, e-mail, type and password (vi and en)', async () => {
    const vi = await call(accountApi.createUser, {
      raw: true,
      as: admin,
      body: {
        type: 'CHTH',
        username: 'a b',
        password: 'short',
        fullname: '  ',
        email: 'not-mail',
        phone: '12345',
      },
    });
    expect(vi.status).toBe(400);
    expect(vi.errors).toEqual([
      { field: 'type', message: 'Vui lòng chọn' },
      { field: 'username', message: 'Tên đăng nhập không hợp lệ' },
      { field: 'password', message: 'Mật khẩu phải có ít nhất 8 ký tự' },
      { field: 'fullname', message: 'Bạn cần điền vào mục này' },
      { field: 'email', message: 'Email không hợp lệ' },
      { field: 'phone', message: 'Số điện thoại không hợp lệ' },
    ]);
    const english = await call(accountApi.createUser, { raw: true, as: admin, body: {}, headers: EN });
    expect(english.errors).toEqual([
      { field: 'type', message: 'Please choose' },
      { field: 'username', message: 'You need to fill in this field' },
      { field: 'password', message: 'You need to fill in this field' },
      { field: 'fullname', message: 'You need to fill in this field' },
    ]);
    const parent = await call(accountApi.createUser, {
      raw: true,
      as: admin,
      body: { ...valid, username: 'x.parent', email: null, parent_id: 999999 },
    });
    expect(parent.status).toBe(400);
    expect(parent.errors).toEqual([{ field: 'parent_id', message: 'Tài khoản quản lý không tồn tại' }]);
  });

  it('needs user.create', async () => {
    const reader = await actingAs(['user']);
    expect((await call(accountApi.createUser, { raw: true, as: reader, body: valid })).status).toBe(403);
    expect(
      (await call(accountApi.createUser, { raw: true, as: anonymousClient(t), body: valid })).status,
    ).toBe(401);
  });

  it('edits an account: given fields change, empty ones clear, cycles are refused, audited', async () => {
    const editor = await actingAs(['user.update']);
    const manager = await createTestAccount(t, { fullname: 'Quản Lý' });
    const target = await createTestAccount(t, {
      fullname: 'Người Cũ',
      phone: '0900000001',
      parentId: manager.id,
    });
    const response = await call(accountApi.updateUser, {
      as: editor,
      params: { id: target.id },
      body: {
        fullname: 'Người Mới',
        phone: '',
        position: 'Nhân viên bán hàng',
        profile: [{ name: 'ad_position', value: 'Phó tổng giám đốc' }],
      },
    });
    expect(response.status).toBe(200);
    expect(dataOf(response)).toMatchObject({
      fullname: 'Người Mới',
      phone: null,
      position: 'Nhân viên bán hàng',
      parent_id: manager.id,
      profile: [{ name: 'ad_position', value: 'Phó tổng giám đốc' }],
    });
    const audits = await auditOf(target.id);
    expect(audits.at(-1)).toMatchObject({ action: 'update', actorId: editor.id });
    expect(audits.at(-1)?.diff.fullname).toEqual({ from: 'Người Cũ', to: 'Người Mới' });
    const cycle = await call(accountApi.updateUser, {
      as: editor,
      params: { id: manager.id },
      body: { parent_id: target.id },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.errors).toEqual([
      { field: 'parent_id', message: 'Không thể chọn tài khoản cấp dưới làm quản lý' },
    ]);
    expect(
      (
        await call(accountApi.updateUser, {
          as: editor,
          params: { id: 999999 },
          body: { fullname: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(accountApi.updateUser, {
          as: nobody,
          params: { id: target.id },
          body: { fullname: 'X' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('status and delete', () => {
  it('inactive_account deactivates with a message, is audited, and refuses yourself', async () => {
    const updater = await actingAs(['user.update']);
    const target = await createTestAccount(t);
    const response = await call(accountApi.inactiveAccount, {
      as: updater,
      body: { id: target.id },
    });
    expect(response.body).toEqual({ code: 200, message: 'Đã ngừng kích hoạt tài khoản', data: {} });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, target.id));
    expect(row?.isActive).toBe(false);
    expect((await auditOf(target.id)).at(-1)).toMatchObject({
      action: 'deactivate',
      actorId: updater.id,
      diff: { is_active: { from: true, to: false } },
    });
    const self = await call(accountApi.inactiveAccount, {
      as: updater,
      body: { id: updater.id },
    });
    expect(self.status).toBe(422);
    expect(self.message).toBe('Bạn không thể tự khoá tài khoản của mình');
    expect(
      (
        await call(accountApi.inactiveAccount, {
          as: nobody,
          body: { id: target.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(accountApi.inactiveAccount, {
          as: updater,
          body: { id: 999999 },
        })
      ).status,
    ).toBe(404);
  });

  it('active_many_accounts activates several, with a message and an audit row each', async () => {
    const a = await createTestAccount(t, { isActive: false });
    const b = await createTestAccount(t, { isActive: false });
    const response = await call(accountApi.activeManyAccounts, {
      as: admin,
      body: { ids: [a.id, b.id] },
    });
    expect(response.body).toEqual({
      code: 200,
      message: 'Kích hoạt tài khoản thành công',
      data: { updated: 2 },
    });
    expect((await auditOf(a.id)).at(-1)).toMatchObject({ action: 'activate', actorId: admin.id });
    expect((await auditOf(b.id)).at(-1)).toMatchObject({ action: 'activate' });
    await loginAs(t, a.username, TEST_PASSWORD);
    const unknown = await call(accountApi.activeManyAccounts, {
      as: admin,
      body: { ids: [a.id, 999999] },
    });
    expect(unknown.status).toBe(404);
    const english = await call(accountApi.activeManyAccounts, {
      as: admin,
      body: { ids: [a.id] },
      headers: EN,
    });
    expect(english.message).toBe('Accounts activated');
  });

  it('delete_account soft-deletes (history kept), ends sessions, and refuses yourself', async () => {
    const deleter = await actingAs(['user.delete']);
    const target = await signedInClient(t, { username: 'sap.xoa' });
    const response = await call(accountApi.deleteAccount, {
      as: deleter,
      body: { id: target.id },
    });
    expect(response.body).toEqual({ code: 200, message: 'Xóa tài khoản thành công', data: {} });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, target.id));
    expect(row).toMatchObject({ isDeleted: true, isActive: false });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      (
        await call(accountApi.getAccountById, {
          as: admin,
          params: { id: target.id },
        })
      ).status,
    ).toBe(404);
    const listed = dataOf(
      await call(accountApi.getAll, {
        as: admin,
        query: { search: 'sap.xoa' },
      }),
    );
    expect(listed.total).toBe(0);
    expect(
      (
        await call(accountApi.getAccountById, {
          as: target,
          params: { id: target.id },
        })
      ).status,
    ).toBe(401);
    const audits = await auditOf(target.id);
    expect(audits.at(-1)).toMatchObject({ action: 'delete', actorId: deleter.id });
    expect(audits.at(-1)?.diff.username).toEqual({ from: 'sap.xoa', to: null });
    const self = await call(accountApi.deleteAccount, {
      as: deleter,
      body: { id: deleter.id },
    });
    expect(self.status).toBe(422);
    expect(self.message).toBe('Bạn không thể xóa tài khoản của chính mình');
    const updaterOnly = await actingAs(['user.update']);
    expect(
      (
        await call(accountApi.deleteAccount, {
          as: updaterOnly,
          body: { id: target.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(accountApi.deleteAccount, {
          as: deleter,
          body: { id: target.id },
        })
      ).status,
    ).toBe(404);
  });

  it('the history of an account is readable by `user` holders and by the account itself', async () => {
    const reader = await actingAs(['user']);
    const history = await call(platformApi.history, {
      raw: true,
      as: reader,
      params: { entity: 'account', id: nobody.id },
    });
    expect(history.status).toBe(200);
    expect(
      (
        await call(platformApi.history, {
          raw: true,
          as: nobody,
          params: { entity: 'account', id: nobody.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(platformApi.history, {
          raw: true,
          as: nobody,
          params: { entity: 'account', id: admin.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the last super user', () => {
  it('cannot be deactivated or deleted', async () => {
    const own = await createTestApp({}, { callers });
    try {
      const only = await createTestAccount(own, { isSuperuser: true });
      const manager = await createTestAccount(own);
      callers['token-last-super'] = testCaller({
        accountId: manager.id,
        permissions: ['user.update', 'user.delete'],
      });
      const headers = bearer('token-last-super');
      for (const url of ['/account/api/inactive_account', '/account/api/delete_account']) {
        const response = await own.app.inject({ method: 'POST', url, payload: { id: only.id }, headers });
        expect(response.statusCode).toBe(422);
        expect(messageOf(response)).toBe('Không thể khoá hoặc xóa quản trị viên cao nhất cuối cùng');
      }
      const second = await createTestAccount(own, { isSuperuser: true });
      const ok = await call(accountApi.inactiveAccount, {
        as: anonymousClient(own),
        body: { id: second.id },
        headers: headers,
      });
      expect(ok.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
