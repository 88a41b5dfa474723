import { accountApi, notificationApi, locateApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../../platform/files/file-fixtures.testing.js';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { dataOf, superClient, type Client, call, anonymousClient } from '../../testing/api-client.js';
import { multipartForm } from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Notices about one account (FORGET_PASSWORD, CONFIRM_REGISTER) reach the holders of the permission
 * whose data scope contains that account: a holder limited to area A hears of requests from area A,
 * never from area B; unrestricted holders hear of all.
 */

let t: TestApp;
let admin: Client;
const areas: number[] = [];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await superClient(t);
  for (const name of ['Notice A', 'Notice B']) {
    const area = dataOf(await call(locateApi.createArea, { as: admin, body: { name, region: 'north' } }));
    areas.push(area.id);
  }
});

afterAll(async () => {
  await t?.close();
});

/** The custom ids of the holder's own notifications of one module. */
async function noticesOf(holder: Client, module: string): Promise<string[]> {
  const page = dataOf(
    await call(notificationApi.list, {
      raw: true,
      as: holder,
      body: { page: 0, page_size: 100, id: holder.id, module },
    }),
  );
  return page.results.map((n) => String(n.custom_id));
}

async function accountIn(areaId: number): Promise<{ id: number; username: string }> {
  seq += 1;
  const username = `notice_${seq}_${Date.now().toString(36)}`;
  const account = dataOf(
    await call(accountApi.createUser, {
      as: admin,
      body: {
        type: 'AD',
        username,
        password: 'Mat-khau-123',
        fullname: `Người dùng ${seq}`,
        area_id: areaId,
      },
    }),
  );
  return { id: account.id, username };
}

describe('notices about an account follow the holders’ data scope', () => {
  it('FORGET_PASSWORD: a holder limited to area A hears of area A only', async () => {
    const limited = await clientWith(t, admin, ['user.resetpassword']);
    await setDataScope(admin, limited.id, { area_ids: [areas[0]!] });
    const everywhere = await clientWith(t, admin, ['user.resetpassword']);

    const ids: string[] = [];
    for (const areaId of areas) {
      const account = await accountIn(areaId);
      const response = await call(accountApi.forgetPasswordAdminRequest, {
        as: anonymousClient(t),
        body: { username: account.username },
      });
      dataOf(response);
      const requests = dataOf(
        await call(accountApi.forgetPasswordAdminList, { as: admin, query: { page_size: 200 } }),
      ).results;
      ids.push(String(requests.find((r) => r.account_id === account.id)!.id));
    }
    const [inside, outside] = ids;

    expect(await noticesOf(limited, 'FORGET_PASSWORD')).toEqual([inside]);
    expect((await noticesOf(everywhere, 'FORGET_PASSWORD')).sort()).toEqual([inside, outside].sort());
    expect((await noticesOf(admin, 'FORGET_PASSWORD')).sort()).toEqual([inside, outside].sort());
  });

  it('CONFIRM_REGISTER: a new registration has no area yet, so only unrestricted holders hear of it', async () => {
    const limited = await clientWith(t, admin, ['user', 'user.update']);
    await setDataScope(admin, limited.id, { area_ids: [areas[0]!] });
    const everywhere = await clientWith(t, admin, ['user.update']);

    seq += 1;
    const form = multipartForm(
      {
        type: 'NVTT',
        username: `notice_reg_${seq}_${Date.now().toString(36)}`,
        password: 'Mat-khau-123',
        fullname: 'Đối tác',
        phone: '0912345678',
      },
      { name: 'file', filename: 'cccd.pdf', type: 'application/pdf', data: PDF },
    );
    const registered = dataOf(
      await call(accountApi.register, {
        as: anonymousClient(t),
        body: form,
      }),
    );

    expect(await noticesOf(limited, 'CONFIRM_REGISTER')).toEqual([]);
    expect(await noticesOf(everywhere, 'CONFIRM_REGISTER')).toEqual([String(registered.id)]);
    // It cannot open it either: a pending registration is outside every area.
    expect(
      (await call(accountApi.getRegistration, { as: limited, params: { id: registered.id } })).status,
    ).toBe(404);
  });
});
