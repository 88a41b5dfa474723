import { notificationApi } from '@kenh/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushToken } from '@kenh/contract';
import { signedInAccount, createTestAccount } from '../../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { upsertSettings } from '../../access/index.js';
import { notify } from '../notify.js';
import { notifications } from '../notification.tables.js';
import { pushPayload, PushWorker, PUSH_TTL_SECONDS } from './push-delivery.js';
import { loadVapidKeys } from './vapid-keys.js';
import { pushTokens } from './push-token.tables.js';
import {
  startTestPushService,
  verifyVapidAuthorization,
  type TestPushService,
  type TestSubscriber,
} from './test-push-service.js';
import { waitFor } from './wait-for.js';
import { call, anonymousClient, dataOf } from '../../../testing/api-client.js';

describe('web push delivery', () => {
  let t: TestApp;
  let service: TestPushService;
  let untrust: () => void;
  let publicKey: string;

  beforeAll(async () => {
    service = await startTestPushService();
    untrust = service.trust();
    t = await createTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1', VAPID_SUBJECT: 'mailto:ops@kenh.test' });
  });
  afterAll(async () => {
    await t.close();
    untrust();
    await service.close();
  });

  async function subscribed(): Promise<{ userId: number; sub: TestSubscriber; token: PushToken }> {
    const account = await signedInAccount(t);
    const sub = service.subscriber();
    const response = await call(notificationApi.createOrUpdateToken, {
      as: anonymousClient(t),
      body: { device_token: sub.deviceToken, user: account.id },
      headers: account.headers,
    });
    expect(response.status).toBe(200);
    if (!publicKey) {
      const key = await call(notificationApi.vapidPublicKey, {
        as: anonymousClient(t),
        headers: account.headers,
      });
      publicKey = dataOf(key).public_key;
    }
    return { userId: account.id, sub, token: dataOf(response) };
  }

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const tokenExists = async (id: number) =>
    (await t.database.db.select().from(pushTokens).where(eq(pushTokens.id, id))).length > 0;
  const notificationOf = async (userId: number) => {
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
    return rows.at(-1)!;
  };

  it('sends the encrypted payload, signed with the server VAPID key, to every token of the recipient', async () => {
    const { userId, sub } = await subscribed();
    const second = service.subscriber();
    await t.database.db
      .insert(pushTokens)
      .values({ userId, deviceToken: JSON.stringify(second.subscription) });

    const started = Date.now();
    await notify(t.database.db, [userId], {
      module: 'MEETING',
      title: 'Họp giao ban',
      content: '<p>Phòng <b>họp</b> số 2<br>lúc 9 giờ</p>',
      path: '/meeting/7',
    });
    const [message] = await waitFor(() => sub.received.length > 0 && sub.received, 'the push', 3000);
    await waitFor(() => second.received.length > 0, 'the push to the second token', 3000);
    expect(Date.now() - started).toBeLessThan(2000); // woken by the NOTIFY, not the 30 s sweep

    const row = await notificationOf(userId);
    expect(message!.payload).toEqual({
      title: 'Họp giao ban',
      body: 'Phòng họp số 2 lúc 9 giờ',
      path: '/meeting/7',
      id: row.id,
      module: 'MEETING',
    });
    expect(second.received[0]!.payload).toEqual(message!.payload);
    expect(message!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    const vapid = verifyVapidAuthorization(message!.headers.authorization);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe('mailto:ops@kenh.test');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    expect(row.pushPending).toBe(false);
    expect(row.isFailed).toBe(false);
    expect(sub.received).toHaveLength(1); // claimed once, sent once
  });

  it('deletes a token the push service answers 410 for, without marking the notification failed', async () => {
    const { userId, sub, token } = await subscribed();
    sub.status = 410;
    await notify(t.database.db, [userId], { module: 'DEFAULT', title: 'Gone', content: 'x' });
    await waitFor(async () => !(await tokenExists(token.id)), 'the token to be deleted');
    expect(sub.attempts).toBe(1); // no retry for 410
    const row = await notificationOf(userId);
    expect(row.pushPending).toBe(false);
    expect(row.isFailed).toBe(false);
  });

  it('deletes a token answered 404 too', async () => {
    const { userId, sub, token } = await subscribed();
    sub.status = 404;
    await notify(t.database.db, [userId], { module: 'DEFAULT', title: 'Not found', content: 'x' });
    await waitFor(async () => !(await tokenExists(token.id)), 'the token to be deleted');
    expect(sub.attempts).toBe(1); // no retry for 404 either
    const row = await notificationOf(userId);
    expect(row.pushPending).toBe(false);
    expect(row.isFailed).toBe(false);
  });

  it('retries other errors twice, then marks the notification failed when no send succeeded', async () => {
    const { userId, sub, token } = await subscribed();
    sub.status = 500;
    await notify(t.database.db, [userId], { module: 'DEFAULT', title: 'Down', content: 'x' });
    const row = await waitFor(
      async () => {
        const r = await notificationOf(userId);
        return r.isFailed && r;
      },
      'is_failed',
      8000,
    );
    expect(sub.attempts).toBe(3);
    expect(row.pushPending).toBe(false);
    expect(await tokenExists(token.id)).toBe(true); // a server error does not drop the device
  }, 15_000);

  it('is not failed when one of several tokens got it', async () => {
    const { userId, sub } = await subscribed();
    const broken = service.subscriber();
    broken.status = 503;
    await t.database.db
      .insert(pushTokens)
      .values({ userId, deviceToken: JSON.stringify(broken.subscription) });
    await notify(t.database.db, [userId], { module: 'DEFAULT', title: 'Half', content: 'x' });
    await waitFor(() => broken.attempts === 3, 'three attempts at the broken token', 8000);
    await waitFor(async () => !(await notificationOf(userId)).pushPending, 'the claim');
    await new Promise((r) => setTimeout(r, 200));
    expect(sub.received).toHaveLength(1);
    expect((await notificationOf(userId)).isFailed).toBe(false);
  }, 15_000);

  it('marks notifications of users without tokens as done', async () => {
    const account = await createTestAccount(t);
    const { batchId } = await notify(t.database.db, [account.id], {
      module: 'DEFAULT',
      title: 'Nobody listens',
      content: 'x',
    });
    const row = await waitFor(async () => {
      const r = await notificationOf(account.id);
      return !r.pushPending && r;
    }, 'the claim');
    expect(row.batchId).toBe(batchId);
    expect(row.isFailed).toBe(false);
  });

  it('sends nothing to an account that turned web push off; its notification is done, in the bell', async () => {
    const { userId, sub } = await subscribed();
    await upsertSettings(t.database.db, userId, {
      language: 'vi',
      defaultPage: null,
      notifyPush: false,
      updatedBy: userId,
    });
    await notify(t.database.db, [userId], { module: 'DEFAULT', title: 'Chỉ trong chuông', content: 'x' });
    const row = await waitFor(async () => {
      const r = await notificationOf(userId);
      return !r.pushPending && r;
    }, 'the claim');
    expect(row.isFailed).toBe(false);
    expect(sub.received).toEqual([]);
  });

  it('strips markup for the push body', () => {
    expect(
      pushPayload({
        id: 1,
        userId: 2,
        module: 'DEFAULT',
        title: 'T',
        content: '<p>a &amp; <a href="/x">b</a></p><ul><li>c</li></ul>',
        path: null,
      }).body,
    ).toBe('a & b c');
  });

  it('sweeps rows left pending without a NOTIFY as soon as a worker starts', async () => {
    const { userId, sub } = await subscribed();
    const [inserted] = await t.database.db
      .insert(notifications)
      .values({
        userId,
        module: 'DEFAULT',
        title: 'Left over',
        content: 'x',
        batchId: '00000000-0000-4000-8000-000000000000',
      })
      .returning({ id: notifications.id });
    await new Promise((r) => setTimeout(r, 200));
    expect((await rowOf(inserted!.id)).pushPending).toBe(true); // no NOTIFY: the app's worker waits

    const worker = new PushWorker({
      db: t.database.db,
      vapid: { ...loadVapidKeys(t.config), subject: 'mailto:ops@kenh.test' },
      endpointHosts: ['127.0.0.1'],
      log: t.app.log,
    });
    worker.start();
    await worker.idle();
    await worker.stop();
    expect(sub.received.map((m) => (m.payload as { id: number }).id)).toEqual([inserted!.id]);
    expect((await rowOf(inserted!.id)).pushPending).toBe(false);
  });
});

describe('web push turned off (PUSH_DELIVERY=false)', () => {
  it('leaves notifications pending and sends nothing', async () => {
    const service = await startTestPushService();
    const untrust = service.trust();
    const t = await createTestApp({ PUSH_DELIVERY: 'false', PUSH_ENDPOINT_HOSTS: '127.0.0.1' });
    try {
      const account = await signedInAccount(t);
      const sub = service.subscriber();
      const saved = await call(notificationApi.createOrUpdateToken, {
        as: anonymousClient(t),
        body: { device_token: sub.deviceToken, user: account.id },
        headers: account.headers,
      });
      expect(saved.status).toBe(200);
      await notify(t.database.db, [account.id], { module: 'DEFAULT', title: 'Quiet', content: 'x' });
      await new Promise((r) => setTimeout(r, 500));
      expect(sub.attempts).toBe(0);
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, account.id));
      expect(row!.pushPending).toBe(true);
    } finally {
      await t.close();
      untrust();
      await service.close();
    }
  });
});
