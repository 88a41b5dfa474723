import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGNED_IN, defineEndpoint } from '@kenh/contract';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import { idempotencyKeys } from './idempotency.tables.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const callers = { alice: testCaller({ accountId: 31 }), bob: testCaller({ accountId: 32 }) };

const createOrder = defineEndpoint({
  method: 'POST',
  path: '/test/orders',
  summary: 'test',
  tags: ['test'],
  permission: SIGNED_IN,
  body: z.object({ product: z.string(), quantity: z.number().int() }),
  response: z.object({ orderNo: z.number().int(), product: z.string() }),
});
const publicPing = defineEndpoint({
  method: 'POST',
  path: '/test/ping',
  summary: 'test',
  tags: ['test'],
  public: true,
  body: z.object({ n: z.number() }),
  response: z.object({ run: z.number() }),
});

describe('Idempotency-Key', () => {
  let t: TestApp;
  let orders = 0;
  let pings = 0;
  let failNext = true;
  let slowRuns = 0;
  let release: () => void = () => {};
  let entered: () => void = () => {};

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        callers,
        extend: async (app, ctx) => {
          await ctx.db.execute(sql`create table test_writes (name text not null)`);
          const write = async (name: string) => {
            // A service's own transaction: inside an idempotent request it joins the request's.
            await ctx.db.transaction(async (tx) => {
              await tx.execute(sql`insert into test_writes (name) values (${name})`);
            });
          };
          app.post<{ Body: { name: string } }>(
            '/test/write',
            { config: { access: { permission: SIGNED_IN } } },
            async (request) => {
              await write(request.body.name);
              return { written: request.body.name };
            },
          );
          app.post<{ Body: { name: string } }>(
            '/test/write-then-fail',
            { config: { access: { permission: SIGNED_IN } } },
            async (request) => {
              await write(request.body.name);
              throw new Error('the process died here');
            },
          );
          registerEndpoint(app, createOrder, (request) => {
            orders += 1;
            return Promise.resolve({ orderNo: orders, product: request.body.product });
          });
          registerEndpoint(app, publicPing, () => Promise.resolve({ run: ++pings }));
          app.post('/test/slow', { config: { access: { permission: SIGNED_IN } } }, async () => {
            slowRuns += 1;
            entered();
            await new Promise<void>((resolve) => (release = resolve));
            return { done: true };
          });
          app.post('/test/flaky', { config: { access: { permission: SIGNED_IN } } }, () => {
            if (failNext) {
              failNext = false;
              throw new Error('database went away');
            }
            return { ok: true };
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown, key?: string, who?: keyof typeof callers) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        ...(key !== undefined ? { 'idempotency-key': key } : {}),
        ...(who ? { authorization: `Bearer ${who}` } : {}),
      },
    });

  const rowsOf = async (query: SQL) => ((await t.database.db.execute(query)) as { rows: unknown[] }).rows;

  it('runs a POST once: the retry gets the first answer, marked as replayed', async () => {
    const before = orders;
    const first = await post('/test/orders', { product: 'Cà phê', quantity: 2 }, 'order-1', 'alice');
    const retry = await post('/test/orders', { product: 'Cà phê', quantity: 2 }, 'order-1', 'alice');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(retry.json()).toEqual({
      code: 200,
      message: 'Thành công',
      data: { orderNo: before + 1, product: 'Cà phê' },
    });
    expect(orders).toBe(before + 1);
  });

  it('refuses the same key with a different body (422)', async () => {
    await post('/test/orders', { product: 'Trà', quantity: 1 }, 'order-2', 'alice');
    const other = await post('/test/orders', { product: 'Trà', quantity: 5 }, 'order-2', 'alice');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 422,
      message: 'Khoá Idempotency-Key đã được dùng cho một yêu cầu khác',
    });
    const otherPath = await post('/test/ping', { n: 1 }, 'order-2', 'alice');
    expect(otherPath.statusCode).toBe(422);
  });

  it('keeps keys apart per caller (and anonymous callers)', async () => {
    const before = orders;
    const a = await post('/test/orders', { product: 'Sữa', quantity: 1 }, 'shared-key', 'alice');
    const b = await post('/test/orders', { product: 'Sữa', quantity: 1 }, 'shared-key', 'bob');
    expect(b.headers['idempotency-replayed']).toBeUndefined();
    expect(a.json<{ data: { orderNo: number } }>().data.orderNo).not.toBe(
      b.json<{ data: { orderNo: number } }>().data.orderNo,
    );
    expect(orders).toBe(before + 2);
    const anon1 = await post('/test/ping', { n: 1 }, 'shared-key');
    const anon2 = await post('/test/ping', { n: 1 }, 'shared-key');
    expect(anon2.headers['idempotency-replayed']).toBe('true');
    expect(anon2.json()).toEqual(anon1.json());
  });

  it('leaves requests without the header alone', async () => {
    const before = orders;
    await post('/test/orders', { product: 'Bánh', quantity: 1 }, undefined, 'alice');
    const again = await post('/test/orders', { product: 'Bánh', quantity: 1 }, undefined, 'alice');
    expect(again.headers['idempotency-replayed']).toBeUndefined();
    expect(orders).toBe(before + 2);
  });

  it('refuses a key that is empty, too long or not visible ASCII (400)', async () => {
    for (const key of ['', 'has space', 'x'.repeat(256), 'khóa']) {
      const res = await post('/test/ping', { n: 1 }, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Khoá Idempotency-Key phải gồm 1–255 ký tự hiển thị',
      );
    }
    expect((await post('/test/ping', { n: 1 }, 'x'.repeat(255))).statusCode).toBe(200);
  });

  it('runs a duplicate that arrives while the first still runs not at all: 409 or the replay', async () => {
    const before = slowRuns;
    const running = new Promise<void>((resolve) => (entered = resolve));
    const first = post('/test/slow', {}, 'slow-1', 'alice');
    await running;
    const duplicate = post('/test/slow', {}, 'slow-1', 'alice');
    // PostgreSQL answers the duplicate at once; PGlite (one transaction at a time) queues it.
    const early = await Promise.race([duplicate, sleep(300).then(() => null)]);
    if (t.database.engine === 'postgres') {
      expect(early?.statusCode).toBe(409);
      expect(early?.json()).toEqual({ code: 409, message: 'Yêu cầu với khoá này đang được xử lý' });
    }
    release();
    expect((await first).statusCode).toBe(200);
    const late = await duplicate;
    if (t.database.engine === 'pglite') expect(late.headers['idempotency-replayed']).toBe('true');
    const replay = await post('/test/slow', {}, 'slow-1', 'alice');
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(slowRuns).toBe(before + 1);
  });

  it('commits the key with the write: a handler that fails after writing leaves neither', async () => {
    const failed = await post('/test/write-then-fail', { name: 'half' }, 'atomic-1', 'alice');
    expect(failed.statusCode).toBe(500);
    expect(await rowsOf(sql`select count(*)::int as n from test_writes`)).toEqual([{ n: 0 }]);
    const keys = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} = 'atomic-1'`);
    expect(keys[0]?.n).toBe(0);

    const ok = await post('/test/write', { name: 'whole' }, 'atomic-2', 'alice');
    const retry = await post('/test/write', { name: 'whole' }, 'atomic-2', 'alice');
    expect(ok.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(await rowsOf(sql`select name from test_writes`)).toEqual([{ name: 'whole' }]);
  });

  it('releases the key after a 5xx so the retry runs', async () => {
    const failed = await post('/test/flaky', {}, 'flaky-1', 'alice');
    expect(failed.statusCode).toBe(500);
    const retry = await post('/test/flaky', {}, 'flaky-1', 'alice');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
    expect(retry.json()).toEqual({ ok: true });
  });

  it('is enforced by the database and forgets answers after 24 hours', async () => {
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.scope} = '31' and ${idempotencyKeys.key} = 'order-1'`);
    expect(rows[0]?.n).toBe(1);
    await expect(
      t.database.db.insert(idempotencyKeys).values({ scope: '31', key: 'order-1', requestHash: 'x' }),
    ).rejects.toThrow();

    const before = orders;
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${idempotencyKeys.key} = 'order-1'`);
    const fresh = await post('/test/orders', { product: 'Cà phê', quantity: 2 }, 'order-1', 'alice');
    expect(fresh.headers['idempotency-replayed']).toBeUndefined();
    expect(orders).toBe(before + 1);
  });
});
