import { notificationApi } from '@kenh/contract';
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { auditLog } from '../../../platform/audit/audit.tables.js';
import { call, anonymousClient, dataOf } from '../../../testing/api-client.js';

/** A browser-like subscription on a push service host of the default allow-list. */
function subscription(host = 'fcm.googleapis.com') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
const canonical = (s: ReturnType<typeof subscription>) =>
  JSON.stringify({ endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh, auth: s.keys.auth } });

describe('push token calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUSH_DELIVERY: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    call(notificationApi.createOrUpdateToken, {
      raw: true,
      as: anonymousClient(t),
      body: payload,
      headers: headers,
    });
  const list = async (headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') => {
    const response = await t.app.inject({ method, url: '/notification/api/list_token', headers });
    expect(response.statusCode).toBe(200);
    return dataOf(response);
  };
  const remove = (headers: Record<string, string>, ids: unknown) =>
    call(notificationApi.deleteToken, {
      raw: true,
      as: anonymousClient(t),
      body: { list_id_token: ids },
      headers: headers,
    });

  it('registers a subscription for the caller and updates it when sent again', async () => {
    const a = await signedInAccount(t);
    const sub = subscription();
    const first = await save(a.headers, { device_token: JSON.stringify(sub), user: a.id });
    expect(first.status).toBe(200);
    expect(first.message).toBe('Đã lưu token thiết bị');
    expect(dataOf(first)).toMatchObject({ user: a.id, system: 1, type: 'web', device_token: canonical(sub) });

    await new Promise((r) => setTimeout(r, 20));
    // The same subscription with other key order/extra fields is the same device.
    const again = await save(a.headers, {
      device_token: JSON.stringify({ keys: sub.keys, endpoint: sub.endpoint }),
      user: a.id,
      is_check_unique: false,
      system: 1,
      type: 'web',
    });
    expect(again.status).toBe(200);
    const updated = dataOf(again);
    expect(updated.id).toBe(dataOf(first).id);
    expect(updated.created_at).toBe(dataOf(first).created_at);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(
      new Date(dataOf(first).updated_at).getTime(),
    );

    expect(await list(a.headers)).toEqual([updated]);
    expect(await list(a.headers, 'POST')).toEqual([updated]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'push_token'));
    expect(audit.filter((r) => r.entityId === String(dataOf(first).id)).map((r) => r.action)).toEqual([
      'create',
    ]);
  });

  it('refuses a token for another user (403) and unauthenticated calls (401)', async () => {
    const a = await signedInAccount(t);
    const b = await signedInAccount(t);
    const response = await save(a.headers, { device_token: JSON.stringify(subscription()), user: b.id });
    expect(response.status).toBe(403);
    expect(response.message).toBe('Bạn chỉ đăng ký được token cho chính mình');
    expect(await list(b.headers)).toEqual([]);
    const anonymous = await call(notificationApi.listTokenGet, { as: anonymousClient(t) });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['not JSON', 'fcm-token-abc'],
    ['no keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' })],
    ['http endpoint', JSON.stringify({ ...subscription(), endpoint: 'http://fcm.googleapis.com/x' })],
    ['not a URL', JSON.stringify({ ...subscription(), endpoint: 'fcm.googleapis.com/x' })],
    ['internal host', JSON.stringify(subscription('10.0.0.5'))],
    ['look-alike host', JSON.stringify(subscription('fcm.googleapis.com.evil.example'))],
    ['short p256dh', JSON.stringify({ ...subscription(), keys: { p256dh: 'AAAA', auth: 'x'.repeat(22) } })],
    [
      'short auth',
      JSON.stringify({
        ...subscription(),
        keys: { ...subscription().keys, auth: randomBytes(8).toString('base64url') },
      }),
    ],
    ['an array', '[]'],
  ])('refuses a device token that is not a push subscription: %s', async (_name, deviceToken) => {
    const a = await signedInAccount(t);
    const response = await save(
      { ...a.headers, 'accept-language': 'en' },
      { device_token: deviceToken, user: a.id },
    );
    expect(response.status).toBe(400);
    expect(response.message).toBe('The device token is not a valid push subscription');
    expect(response.errors).toEqual([
      { field: 'device_token', message: 'The device token is not a valid push subscription' },
    ]);
    expect(await list(a.headers)).toEqual([]);
  });

  it('validates the body (empty token, wrong type, missing user)', async () => {
    const a = await signedInAccount(t);
    for (const payload of [
      { device_token: '', user: a.id },
      { device_token: JSON.stringify(subscription()), user: a.id, type: 'android' },
      { device_token: JSON.stringify(subscription()) },
    ]) {
      expect((await save(a.headers, payload)).status).toBe(400);
    }
  });

  it('with is_check_unique moves the device from other users; without it, both keep it', async () => {
    const a = await signedInAccount(t);
    const b = await signedInAccount(t);
    const c = await signedInAccount(t);
    const shared = JSON.stringify(subscription());
    expect((await save(a.headers, { device_token: shared, user: a.id })).status).toBe(200);
    expect((await save(b.headers, { device_token: shared, user: b.id, is_check_unique: false })).status).toBe(
      200,
    );
    expect(await list(a.headers)).toHaveLength(1);
    expect(await list(b.headers)).toHaveLength(1);

    expect((await save(c.headers, { device_token: shared, user: c.id, is_check_unique: true })).status).toBe(
      200,
    );
    expect(await list(a.headers)).toEqual([]);
    expect(await list(b.headers)).toEqual([]);
    expect(await list(c.headers)).toHaveLength(1);
  });

  it('deletes own tokens by id, all or nothing', async () => {
    const a = await signedInAccount(t);
    const b = await signedInAccount(t);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      ids.push(
        dataOf(await save(a.headers, { device_token: JSON.stringify(subscription()), user: a.id })).id,
      );
    }
    const bToken = dataOf(
      await save(b.headers, { device_token: JSON.stringify(subscription()), user: b.id }),
    ).id;

    // One foreign id refuses the whole call.
    const mixed = await remove(a.headers, [ids[0], bToken]);
    expect(mixed.status).toBe(404);
    expect(mixed.message).toBe('Không tìm thấy token hoặc token không thuộc về bạn');
    expect(await list(a.headers)).toHaveLength(2);
    expect(await list(b.headers)).toHaveLength(1);
    // So does an unknown id.
    expect((await remove(a.headers, [ids[0], 999_999])).status).toBe(404);
    expect(await list(a.headers)).toHaveLength(2);
    // An empty list is a validation error.
    expect((await remove(a.headers, [])).status).toBe(400);

    const ok = await remove(a.headers, [ids[0], ids[1], ids[0]]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Đã xóa token thiết bị', data: { affected: 2 } });
    expect(await list(a.headers)).toEqual([]);
    expect(await list(b.headers)).toHaveLength(1);
  });

  it('gives the VAPID public key (a P-256 point), the same on every call', async () => {
    const a = await signedInAccount(t);
    const get = async () => {
      const response = await call(notificationApi.vapidPublicKey, {
        as: anonymousClient(t),
        headers: a.headers,
      });
      expect(response.status).toBe(200);
      return dataOf(response).public_key;
    };
    const key = await get();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await get()).toBe(key);
    expect((await call(notificationApi.vapidPublicKey, { as: anonymousClient(t) })).status).toBe(401);
  });
});

describe('VAPID keys', () => {
  it('are generated once and kept in the data folder', async () => {
    const dataDir = `/tmp/kenh-vapid-${randomBytes(4).toString('hex')}`;
    const { loadVapidKeys } = await import('./vapid-keys.js');
    const { loadConfig } = await import('../../../platform/config/config.js');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const first = loadVapidKeys(config);
    expect(loadVapidKeys(config)).toEqual(first);
    const { readFileSync, rmSync } = await import('node:fs');
    expect(JSON.parse(readFileSync(`${dataDir}/secrets.json`, 'utf8'))).toMatchObject({ vapidKeys: first });
    rmSync(dataDir, { recursive: true, force: true });
    const given = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(loadVapidKeys(given)).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/go together/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@kenh.local' })).toThrow(/VAPID_SUBJECT/);
  });
});
