import { accountApi, accessApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, superClient, call } from '../../testing/api-client.js';
import { staffHolding } from './index.js';

describe('staffHolding: active accounts that hold a permission', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const holders = () => staffHolding(t.database.db, 'user.update');

  it('counts super users, direct grants, roles, groups and rooms of the account system; not others', async () => {
    const inactiveSuper = await createTestAccount(t, { isSuperuser: true, isActive: false });
    const direct = await createTestAccount(t);
    const viaRole = await createTestAccount(t);
    const viaGroup = await createTestAccount(t);
    const viaRoom = await createTestAccount(t);
    const viaModuleMap = await createTestAccount(t);
    const otherCode = await createTestAccount(t);
    const otherSystem = await createTestAccount(t); // an AD account in a KH role
    const kh = await createTestAccount(t, { type: 'KH' }); // a KH account in that KH role
    const nobody = await createTestAccount(t);

    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: direct.id,
          permissions: ['user', 'user.update'],
        },
      }),
    );
    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: otherCode.id,
          permissions: ['user', 'user.delete'],
        },
      }),
    );
    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: viaModuleMap.id,
          permissions: [],
          module_permission: { 'user.update': ['view'] },
        },
      }),
    );
    const role = dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: { name: 'Duyệt tài khoản', permissions: ['user.update'] },
      }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [viaRole.id] },
      }),
    );
    dataOf(
      await call(accessApi.createUserGroup, {
        as: admin,
        body: {
          name: 'Nhóm duyệt',
          permissions: ['user.update'],
          account_ids: [viaGroup.id],
        },
      }),
    );
    const room = dataOf(
      await call(accessApi.createRoom, { as: admin, body: { name: 'Phòng nhân sự', system_key: 'AD' } }),
    );
    dataOf(
      await call(accessApi.addRoomMembers, {
        as: admin,
        body: { room_id: room.id, account_ids: [viaRoom.id] },
      }),
    );
    dataOf(
      await call(accessApi.setSubjectGrant, {
        as: admin,
        body: {
          room_id: room.id,
          permissions: ['user.update'],
        },
      }),
    );
    const khRole = dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: {
          name: 'KH duyệt',
          system_key: 'KH',
          permissions: ['user.update'],
        },
      }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: khRole.id },
        body: { account_ids: [otherSystem.id, kh.id] },
      }),
    );

    const found = await holders();
    expect(found).toEqual(
      [admin.id, direct.id, viaRole.id, viaGroup.id, viaRoom.id, viaModuleMap.id, kh.id].sort(
        (a, b) => a - b,
      ),
    );
    for (const excluded of [inactiveSuper, otherCode, otherSystem, nobody]) {
      expect(found).not.toContain(excluded.id);
    }
  });

  it('leaves out deactivated and deleted holders', async () => {
    const deactivated = await createTestAccount(t);
    const deleted = await createTestAccount(t);
    for (const account of [deactivated, deleted]) {
      dataOf(
        await call(accessApi.setAccountGrant, {
          as: admin,
          body: {
            account_id: account.id,
            permissions: ['user.update'],
          },
        }),
      );
    }
    expect(await holders()).toEqual(expect.arrayContaining([deactivated.id, deleted.id]));
    dataOf(await call(accountApi.inactiveAccount, { as: admin, body: { id: deactivated.id } }));
    // (Deleting also drops the grant, through forgetAccountAccess.)
    dataOf(await call(accountApi.deleteAccount, { as: admin, body: { id: deleted.id } }));
    const found = await holders();
    expect(found).not.toContain(deactivated.id);
    expect(found).not.toContain(deleted.id);
  });
});
