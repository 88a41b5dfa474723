import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL_PATH } from '@kenh/contract';
import { signedInAccount } from '../../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { notify } from '../notify.js';
import { isAllowedOrigin, tokenExpiry } from './live-channel.js';
import { connect, connectAs } from './live-test-client.js';
import { waitFor } from './wait-for.js';

describe('live channel', () => {
  let t: TestApp;
  let url: string;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ PUSH_DELIVERY: 'false', CORS_ORIGINS: 'https://app.kenh.example' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    url = `ws://127.0.0.1:${port}${LIVE_CHANNEL_PATH}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a socket that does not authenticate within 5 s', async () => {
    const client = await connect(url);
    const started = Date.now();
    const { code } = await client.closed;
    expect(code).toBe(4401);
    expect(Date.now() - started).toBeGreaterThan(4500);
    expect(client.messages).toEqual([]);
  }, 10_000);

  it('closes with 4401 on an invalid token and 4400 on a message that is not auth', async () => {
    const bad = await connect(url);
    bad.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect((await bad.closed).code).toBe(4401);
    expect(bad.messages).toEqual([]);

    const garbage = await connect(url);
    garbage.socket.send('hello');
    expect((await garbage.closed).code).toBe(4400);
  });

  it('refuses the upgrade from a foreign Origin, accepts its own and CORS_ORIGINS', async () => {
    await expect(connect(url, { origin: 'https://evil.example' })).rejects.toThrow(/upgrade refused: 403/);
    await expect(connect(url, { origin: 'null' })).rejects.toThrow(/upgrade refused: 403/);
    for (const allowed of [origin, 'https://app.kenh.example']) {
      const client = await connect(url, { origin: allowed });
      client.socket.close();
    }
  });

  it("delivers B's notification to both of B's sockets within 1 s, and not to C", async () => {
    const b = await signedInAccount(t);
    const c = await signedInAccount(t);
    const b1 = await connectAs(url, b.accessToken);
    const b2 = await connectAs(url, b.accessToken);
    const c1 = await connectAs(url, c.accessToken);

    const started = Date.now();
    await notify(t.database.db, [b.id], {
      module: 'ORDER',
      title: 'Đơn hàng mới',
      content: '<b>DH-001</b>',
      path: '/order/export/1',
    });
    for (const client of [b1, b2]) {
      const message = await waitFor(
        () => client.messages.find((m) => m.type === 'notification'),
        'the notification',
        1000,
      );
      expect(message).toMatchObject({
        type: 'notification',
        notification: {
          user: b.id,
          module: 'ORDER',
          title: 'Đơn hàng mới',
          content: '<b>DH-001</b>',
          status: false,
          system: 'MAIN',
          data: { path: '/order/export/1' },
        },
      });
    }
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 300));
    expect(c1.messages.map((m) => m.type)).toEqual(['ready']);
    expect(b1.messages.filter((m) => m.type === 'notification')).toHaveLength(1);

    // One notification to both: each gets their own row.
    await notify(t.database.db, [b.id, c.id], { module: 'DEFAULT', title: 'Cả hai', content: 'x' });
    const forC = await waitFor(() => c1.messages.find((m) => m.type === 'notification'), 'C', 1000);
    expect(forC).toMatchObject({ notification: { user: c.id, title: 'Cả hai' } });
    await waitFor(() => b2.messages.filter((m) => m.type === 'notification').length === 2, 'B again', 1000);

    // A closed tab no longer counts; the other still receives.
    b1.socket.close();
    await b1.closed;
    await notify(t.database.db, [b.id], { module: 'DEFAULT', title: 'Lần ba', content: 'x' });
    await waitFor(() => b2.messages.filter((m) => m.type === 'notification').length === 3, 'B third', 1000);
    for (const client of [b2, c1]) client.socket.close();
  });
});

describe('live channel token expiry and shutdown', () => {
  it('asks for a fresh token when the access token expires, and says goodbye on close', async () => {
    const t = await createTestApp({ PUSH_DELIVERY: 'false', ACCESS_TOKEN_TTL_SECONDS: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}${LIVE_CHANNEL_PATH}`;
    try {
      const a = await signedInAccount(t);
      const exp = tokenExpiry(a.accessToken)!;
      const client = await connectAs(url, a.accessToken);
      const { code } = await client.closed;
      expect(code).toBe(4401);
      expect(client.messages.map((m) => m.type)).toEqual(['ready', 'reauth']);
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);

      // An already expired token is refused at once.
      const late = await connect(url);
      late.socket.send(JSON.stringify({ type: 'auth', token: a.accessToken }));
      expect((await late.closed).code).toBe(4401);

      const b = await signedInAccount(t);
      const open = await connectAs(url, b.accessToken);
      await t.app.close();
      expect((await open.closed).code).toBe(1001);
    } finally {
      await t.close();
    }
  }, 15_000);
});

describe('origin rule and token expiry parsing', () => {
  it('allows no Origin, the same host, and listed origins only', () => {
    expect(isAllowedOrigin(undefined, 'kenh.vn', [])).toBe(true);
    expect(isAllowedOrigin('https://kenh.vn', 'kenh.vn', [])).toBe(true);
    expect(isAllowedOrigin('https://kenh.vn:8443', 'kenh.vn', [])).toBe(false);
    expect(isAllowedOrigin('https://other.vn', 'kenh.vn', ['https://other.vn'])).toBe(true);
    expect(isAllowedOrigin('https://other.vn', 'kenh.vn', [])).toBe(false);
    expect(isAllowedOrigin('null', 'kenh.vn', [])).toBe(false);
    expect(isAllowedOrigin('chrome-extension://abc', 'abc', [])).toBe(false);
  });

  it('reads exp from a JWT payload, null when there is none', () => {
    const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
    expect(tokenExpiry(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(tokenExpiry(jwt({}))).toBeNull();
    expect(tokenExpiry('garbage')).toBeNull();
  });
});
