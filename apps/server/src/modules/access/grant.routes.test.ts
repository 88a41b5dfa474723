import { accessApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  type Client,
  dataOf,
  EN,
  signedInClient,
  superClient,
  call,
  anonymousClient,
} from '../../testing/api-client.js';

/** A call that needs the `user` permission (account module). */
const NEEDS_USER = '/account/api/get_all';

describe('effective permissions: roles, groups, rooms and direct grants', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const status = async (client: Client, url = NEEDS_USER) => (await client.get(url)).statusCode;

  it('a role grants on the next request; unassigning or deleting it revokes on the next request', async () => {
    const x = await signedInClient(t);
    expect(await status(x)).toBe(403);
    const role = dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: { name: 'Quản lý tài khoản', permissions: ['user'] },
      }),
    );
    expect(await status(x)).toBe(403); // the role exists but x does not hold it
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [x.id] },
      }),
    );
    expect(await status(x)).toBe(200);
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [] },
      }),
    );
    expect(await status(x)).toBe(403);

    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [x.id] },
      }),
    );
    expect(await status(x)).toBe(200);
    // Editing the role's permissions applies to its holders too.
    dataOf(
      await call(accessApi.updateRole, {
        as: admin,
        params: { id: role.id },
        body: { name: 'Quản lý tài khoản', permissions: [] },
      }),
    );
    expect(await status(x)).toBe(403);
    dataOf(
      await call(accessApi.updateRole, {
        as: admin,
        params: { id: role.id },
        body: {
          name: 'Quản lý tài khoản',
          permissions: ['user'],
        },
      }),
    );
    expect(await status(x)).toBe(200);
    dataOf(await call(accessApi.deleteRole, { as: admin, params: { id: role.id } }));
    expect(await status(x)).toBe(403);
  });

  it('a role of another system does not apply', async () => {
    const x = await signedInClient(t); // an AD account
    const role = dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: {
          name: 'KH tài khoản',
          system_key: 'KH',
          permissions: ['user'],
        },
      }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [x.id] },
      }),
    );
    expect(await status(x)).toBe(403);
  });

  it('a user group grants its members; removing the member revokes', async () => {
    const x = await signedInClient(t);
    const group = dataOf(
      await call(accessApi.createUserGroup, {
        as: admin,
        body: { name: 'Nhóm tài khoản', permissions: ['user'] },
      }),
    );
    expect(await status(x)).toBe(403);
    dataOf(
      await call(accessApi.addUserGroupMembers, {
        as: admin,
        params: { id: group.id },
        body: { account_ids: [x.id] },
      }),
    );
    expect(await status(x)).toBe(200);
    dataOf(
      await call(accessApi.removeUserGroupMembers, {
        as: admin,
        params: { id: group.id },
        body: {
          account_ids: [x.id],
        },
      }),
    );
    expect(await status(x)).toBe(403);
    dataOf(
      await call(accessApi.addUserGroupMembers, {
        as: admin,
        params: { id: group.id },
        body: { account_ids: [x.id] },
      }),
    );
    expect(await status(x)).toBe(200);
    dataOf(await call(accessApi.deleteUserGroup, { as: admin, params: { id: group.id } }));
    expect(await status(x)).toBe(403);
  });

  it('a room grant applies to its members; deleting the room revokes', async () => {
    const x = await signedInClient(t);
    const room = dataOf(
      await call(accessApi.createRoom, { as: admin, body: { name: 'Phòng tài khoản', system_key: 'AD' } }),
    );
    dataOf(
      await call(accessApi.addRoomMembers, { as: admin, body: { room_id: room.id, account_ids: [x.id] } }),
    );
    expect(await status(x)).toBe(403);
    const granted = await call(accessApi.setSubjectGrant, {
      as: admin,
      body: {
        room_id: room.id,
        permissions: ['user'],
      },
    });
    expect(granted.message).toBe('Phân quyền thành công');
    expect(dataOf(granted)).toMatchObject({
      subject_type: 'room',
      subject_id: room.id,
      permissions: ['user'],
    });
    expect(await status(x)).toBe(200);
    expect(
      dataOf(await call(accessApi.getSubjectGrant, { as: admin, query: { room_id: room.id } })),
    ).toMatchObject({ subject_type: 'room', permissions: ['user'] });

    dataOf(
      await call(accessApi.removeRoomMembers, { as: admin, body: { room_id: room.id, account_ids: [x.id] } }),
    );
    expect(await status(x)).toBe(403);
    dataOf(
      await call(accessApi.addRoomMembers, { as: admin, body: { room_id: room.id, account_ids: [x.id] } }),
    );
    expect(await status(x)).toBe(200);
    dataOf(await call(accessApi.deleteRoom, { as: admin, params: { id: room.id } }));
    expect(await status(x)).toBe(403);
  });

  it('a direct grant replaces the previous one and is audited', async () => {
    const x = await signedInClient(t);
    expect(
      dataOf(await call(accessApi.getAccountGrant, { as: admin, params: { account_id: x.id } })),
    ).toEqual({
      account_id: x.id,
      permissions: [],
      module_permission: {},
      updated_at: null,
    });
    const saved = await call(accessApi.setAccountGrant, {
      as: admin,
      body: { account_id: x.id, permissions: ['user', 'faq'] },
    });
    expect(dataOf(saved)).toMatchObject({ account_id: x.id, permissions: ['faq', 'user'] });
    expect(await status(x)).toBe(200);
    dataOf(
      await call(accessApi.setAccountGrant, { as: admin, body: { account_id: x.id, permissions: ['faq'] } }),
    );
    expect(await status(x)).toBe(403);
    expect(
      dataOf(await call(accessApi.getAccountGrant, { as: admin, params: { account_id: x.id } })),
    ).toMatchObject({ permissions: ['faq'] });

    // The same grant through the account-or-room call.
    const viaSubject = await call(accessApi.setSubjectGrant, {
      as: admin,
      body: {
        account_id: x.id,
        permissions: ['user'],
      },
    });
    expect(dataOf(viaSubject)).toMatchObject({
      subject_type: 'account',
      subject_id: x.id,
      permissions: ['user'],
    });
    expect(await status(x)).toBe(200);

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_grant'), eq(auditLog.entityId, String(x.id))));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('validates grant requests', async () => {
    const x = await createTestAccount(t);
    const both = await call(accessApi.setSubjectGrant, {
      as: admin,
      body: {
        account_id: x.id,
        room_id: 1,
        permissions: [],
      },
    });
    expect(both.status).toBe(400);
    expect(both.errors).toEqual([{ field: 'account_id', message: 'Chọn một tài khoản hoặc một phòng' }]);
    const neither = await call(accessApi.setSubjectGrant, { as: admin, body: {}, headers: EN });
    expect(neither.errors).toEqual([
      { field: 'account_id', message: 'Choose exactly one account or one room' },
    ]);
    const noRoom = await call(accessApi.setSubjectGrant, {
      as: admin,
      body: {
        room_id: 999999,
        permissions: [],
      },
    });
    expect(noRoom.errors).toEqual([{ field: 'room_id', message: 'Không tìm thấy phòng' }]);
    const noAccount = await call(accessApi.setAccountGrant, {
      as: admin,
      body: {
        account_id: 999999,
        permissions: ['user'],
      },
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.errors).toEqual([{ field: 'account_id', message: 'Tài khoản không tồn tại' }]);
    const badCode = await call(accessApi.setAccountGrant, {
      raw: true,
      as: admin,
      body: {
        account_id: x.id,
        permissions: ['user', 'usr'],
      },
    });
    expect(badCode.errors).toEqual([{ field: 'permissions.1', message: 'Mã quyền không tồn tại' }]);
    expect(
      (await call(accessApi.getAccountGrant, { as: admin, params: { account_id: 999999 } })).status,
    ).toBe(404);
  });

  it('a super user passes every check without any grant', async () => {
    const root = await superClient(t);
    expect(await status(root)).toBe(200);
    expect(await status(root, '/account/v1/api/role')).toBe(200);
    expect((await call(accessApi.createRole, { as: root, body: { name: 'Của super' } })).status).toBe(200);
    expect(dataOf(await call(accessApi.getUserPermission, { as: root }))).toEqual({
      permission: [],
      module_permission: {},
      role: 'SUPER',
      is_superuser: true,
    });
  });

  it('unions permissions and module permissions over every source', async () => {
    const x = await signedInClient(t, { position: 'Nhân viên bán hàng' });
    const role = dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: {
          name: 'Đơn hàng',
          permissions: ['exporttodistributororder'],
          module_permission: { '/order': ['approve'], '/product': [] },
        },
      }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [x.id] },
      }),
    );
    dataOf(
      await call(accessApi.createUserGroup, {
        as: admin,
        body: {
          name: 'Báo cáo',
          permissions: ['salesreport', 'exporttodistributororder'],
          module_permission: { '/report': ['export'] },
          account_ids: [x.id],
        },
      }),
    );
    const room = dataOf(
      await call(accessApi.createRoom, { as: admin, body: { name: 'Phòng bán hàng', system_key: 'AD' } }),
    );
    dataOf(
      await call(accessApi.addRoomMembers, { as: admin, body: { room_id: room.id, account_ids: [x.id] } }),
    );
    dataOf(
      await call(accessApi.setSubjectGrant, {
        as: admin,
        body: {
          room_id: room.id,
          permissions: ['plan'],
          module_permission: { '/order': ['export'] },
        },
      }),
    );
    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: x.id,
          permissions: ['faq'],
          module_permission: { '/order': ['create'], user: ['view'] },
        },
      }),
    );

    expect(dataOf(await call(accessApi.getUserPermission, { as: x }))).toEqual({
      permission: ['exporttodistributororder', 'faq', 'plan', 'salesreport'],
      module_permission: {
        '/order': ['view', 'create', 'approve', 'export'],
        '/product': ['view'],
        '/report': ['view', 'export'],
        user: ['view'],
      },
      role: 'STAFF',
      is_superuser: false,
    });
    // A module-permission key that is a permission code satisfies that code (spec §6).
    expect(await status(x)).toBe(200);

    const overview = dataOf(
      await call(accessApi.getAccountAccess, { as: admin, params: { account_id: x.id } }),
    );
    expect(overview.roles.map((r) => r.id)).toEqual([role.id]);
    expect(overview.groups.map((g) => g.name)).toEqual(['Báo cáo']);
    expect(overview.rooms.map((r) => r.id)).toEqual([room.id]);
    expect(overview.direct.permissions).toEqual(['faq']);
    expect(overview.data_scope.unrestricted).toBe(true);
  });

  it('lists the account ids of a system for any signed-in caller', async () => {
    const x = await signedInClient(t);
    const kt = await createTestAccount(t, { type: 'KT' });
    const ad = dataOf(await call(accessApi.accountsBySystem, { as: x, query: { system_key: 'AD' } }));
    expect(ad.account_ids).toContain(x.id);
    expect(ad.account_ids).not.toContain(kt.id);
    expect(ad.total).toBe(ad.account_ids.length);
    const all = dataOf(await call(accessApi.accountsBySystem, { as: x }));
    expect(all.account_ids).toEqual(expect.arrayContaining([x.id, kt.id]));
    expect((await call(accessApi.accountsBySystem, { as: anonymousClient(t) })).status).toBe(401);
  });
  it('lists the accounts under a parent staff, paged, with role read permission', async () => {
    const boss = await createTestAccount(t, { fullname: 'Trưởng Vùng Bắc' });
    const a = await createTestAccount(t, { parentId: boss.id, fullname: 'Nguyễn Thị Ánh' });
    const b = await createTestAccount(t, { parentId: boss.id, fullname: 'Trần Văn Bình' });
    await createTestAccount(t, { fullname: 'Người ngoài' });
    const page = dataOf(
      await call(accessApi.accountsByParentStaff, {
        as: admin,
        params: { id: boss.id },
        query: { page: 0, page_size: 1 },
      }),
    );
    expect(page.total).toBe(2);
    expect(page.results).toHaveLength(1);
    const searched = dataOf(
      await call(accessApi.accountsByParentStaff, {
        as: admin,
        params: { id: boss.id },
        query: { search: 'anh' },
      }),
    );
    expect(searched.results.map((r) => r.id)).toEqual([a.id]);
    const all = dataOf(await call(accessApi.accountsByParentStaff, { as: admin, params: { id: boss.id } }));
    expect(all.results.map((r) => r.id).sort((p, q) => p - q)).toEqual([a.id, b.id]);
    expect((await call(accessApi.accountsByParentStaff, { as: admin, params: { id: 999999 } })).status).toBe(
      404,
    );
    const x = await signedInClient(t);
    expect((await call(accessApi.accountsByParentStaff, { as: x, params: { id: boss.id } })).status).toBe(
      403,
    );
  });
});
