import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES, accessApi } from '@kenh/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { dataOf, signedInClient, superClient, call, anonymousClient } from '../../testing/api-client.js';

describe('permission catalogue and get_user_permission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every permission code grouped by module, with vi/en labels', async () => {
    const admin = await superClient(t);
    const data = dataOf(await call(accessApi.listPermissions, { as: admin }));
    const codes = data.modules.flatMap((m) => m.permissions.map((p) => p.code));
    expect(codes.sort()).toEqual([...PERMISSION_CODES].sort());
    const access = data.modules.find((m) => m.module === 'access');
    expect(access).toMatchObject({ vi: 'Phân quyền', en: 'Access control' });
    expect(access?.permissions.map((p) => p.code)).toEqual(['role', 'role.manage']);
    expect(data.module_actions.map((a) => a.action)).toEqual([
      'view',
      'create',
      'update',
      'delete',
      'approve',
      'export',
    ]);
  });

  it('needs the role permission for the catalogue', async () => {
    const plain = await signedInClient(t);
    expect((await call(accessApi.listPermissions, { as: plain })).status).toBe(403);
    expect((await call(accessApi.listPermissions, { as: anonymousClient(t) })).status).toBe(401);
  });

  it('answers any signed-in caller with its own permissions, module permissions and derived role', async () => {
    const staff = await signedInClient(t, { position: 'Giám sát khu vực' });
    expect(dataOf(await call(accessApi.getUserPermission, { as: staff }))).toEqual({
      permission: [],
      module_permission: {},
      role: 'GSKV',
      is_superuser: false,
    });
    const admin = await superClient(t);
    expect(dataOf(await call(accessApi.getUserPermission, { as: admin }))).toMatchObject({
      role: 'SUPER',
      is_superuser: true,
    });
    expect((await call(accessApi.getUserPermission, { as: anonymousClient(t) })).status).toBe(401);
  });
});
