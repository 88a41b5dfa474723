import { accountApi, accessApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  type Client,
  dataOf,
  EN,
  errorsOf,
  messageOf,
  signedInClient,
  superClient,
  call,
} from '../../testing/api-client.js';

describe('data scope (decentralization-data)', () => {
  let t: TestApp;
  let admin: Client;
  let inArea1: TestAccount;
  let inArea2: TestAccount;
  let inZone5: TestAccount;
  let named: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    inArea1 = await createTestAccount(t, { areaId: 1, zoneId: 10 });
    inArea2 = await createTestAccount(t, { areaId: 2, zoneId: 20 });
    inZone5 = await createTestAccount(t, { areaId: 3, zoneId: 5 });
    named = await createTestAccount(t, { areaId: 4, zoneId: 40 });
  });
  afterAll(() => t.close());

  const url = (id: number) => `/decentralization/api/data_scope/${id}`;

  it('is unrestricted until set, and is saved, audited and validated', async () => {
    const x = await createTestAccount(t);
    expect(dataOf(await admin.get(url(x.id)))).toEqual({
      account_id: x.id,
      unrestricted: true,
      area_ids: [],
      zone_ids: [],
      account_ids: [],
      updated_at: null,
    });
    const saved = await admin.put(url(x.id), {
      unrestricted: false,
      area_ids: [2, 1, 2],
      account_ids: [named.id],
    });
    expect(messageOf(saved)).toBe('Cập nhật phân quyền dữ liệu thành công');
    expect(dataOf(saved)).toMatchObject({
      unrestricted: false,
      area_ids: [1, 2],
      zone_ids: [],
      account_ids: [named.id],
    });
    // Lifting the limit clears the lists.
    expect(dataOf(await admin.put(url(x.id), { unrestricted: true, area_ids: [1] }))).toMatchObject({
      unrestricted: true,
      area_ids: [],
    });

    const missing = await admin.put(url(x.id), {}, EN);
    expect(errorsOf(missing)).toEqual([{ field: 'unrestricted', message: 'You need to fill in this field' }]);
    const unknownAccount = await admin.put(url(x.id), { unrestricted: false, account_ids: [888888] });
    expect(errorsOf(unknownAccount)).toEqual([{ field: 'account_ids', message: 'Tài khoản không tồn tại' }]);
    expect((await admin.get(url(888888))).statusCode).toBe(404);
    expect((await admin.put(url(888888), { unrestricted: true })).statusCode).toBe(404);
  });

  it('limits the account list to the scope, the account itself included, from the next request', async () => {
    const viewer = await signedInClient(t, { areaId: 9 });
    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: viewer.id,
          permissions: ['user'],
        },
      }),
    );
    const visible = async () => {
      const page = dataOf(await call(accountApi.getAll, { as: viewer, query: { page_size: 200 } }));
      return page.results.map((r) => r.id);
    };
    const everyone = await visible();
    expect(everyone).toEqual(expect.arrayContaining([inArea1.id, inArea2.id, inZone5.id, named.id]));

    dataOf(
      await admin.put(url(viewer.id), {
        unrestricted: false,
        area_ids: [1],
        zone_ids: [5],
        account_ids: [named.id],
      }),
    );
    expect((await visible()).sort((a, b) => a - b)).toEqual(
      [inArea1.id, inZone5.id, named.id, viewer.id].sort((a, b) => a - b),
    );

    dataOf(await admin.put(url(viewer.id), { unrestricted: false }));
    expect(await visible()).toEqual([viewer.id]);

    dataOf(await admin.put(url(viewer.id), { unrestricted: true }));
    expect(await visible()).toEqual(expect.arrayContaining(everyone));
  });

  it('a restricted manager grants no more than its own scope, to accounts within it', async () => {
    const manager = await clientWith(t, admin, ['role', 'role.manage']);
    await setDataScope(admin, manager.id, { area_ids: [1], zone_ids: [20] });
    const within = { unrestricted: false, area_ids: [1], zone_ids: [20], account_ids: [inArea1.id] };
    expect(dataOf(await manager.put(url(inArea1.id), within))).toMatchObject(within);

    const refused = async (body: Record<string, unknown>, field: string) => {
      const response = await manager.put(url(inArea1.id), { ...within, ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorsOf(response).map((e) => e.field)).toEqual([field]);
    };
    await refused({ unrestricted: true }, 'unrestricted');
    await refused({ area_ids: [1, 2] }, 'area_ids');
    await refused({ zone_ids: [5] }, 'zone_ids');
    await refused({ account_ids: [named.id] }, 'account_ids');
    // An account outside its scope is unknown to it.
    expect((await manager.put(url(inZone5.id), within)).statusCode).toBe(404);
    expect(dataOf(await admin.get(url(inArea1.id)))).toMatchObject(within);
  });

  it('needs role to read and role.manage to change a data scope', async () => {
    const plain = await signedInClient(t);
    expect((await plain.get(url(plain.id))).statusCode).toBe(403);
    expect((await plain.put(url(plain.id), { unrestricted: true })).statusCode).toBe(403);
  });
});
