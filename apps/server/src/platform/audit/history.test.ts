import { platformApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { recordAudit } from './audit.js';
import { ActorDirectory, auditActorOf, type ActorName } from './actor-directory.js';
import { testEntity } from '../../testing/test-entity.js';
import { call, anonymousClient, dataOf } from '../../testing/api-client.js';

const TEST_ITEM = testEntity('test_item');
const TEST_SHELF = testEntity('test_shelf');
const SHELVES = new Map([
  [5, 'Kệ A'],
  [6, 'Kệ B'],
]);

const callers = {
  reader: testCaller({ accountId: 21, permissions: ['document'] }),
  stranger: testCaller({ accountId: 22 }),
  admin: testCaller({ accountId: 23, isSuperuser: true }),
};
const auth = (who: keyof typeof callers) => ({ authorization: `Bearer ${who}` });
/** Actor ids no real account has, so usernames are unknown whatever the account module provides. */
const ACTOR_A = 990_001;
const ACTOR_B = 990_002;

describe('GET /platform/api/history/:entity/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        callers,
        extend: async (_app, ctx) => {
          ctx.records.register(TEST_ITEM, { permission: 'document', inScope: 'unscoped' });
          ctx.records.register(TEST_SHELF, { permission: 'document', inScope: 'unscoped' });
          ctx.recordNames.provideNamer(TEST_SHELF, (ids) =>
            Promise.resolve(new Map([...SHELVES].filter(([id]) => ids.includes(id)))),
          );
          ctx.recordNames.declareReferences(TEST_ITEM, { shelf_id: TEST_SHELF, spare_shelf_ids: TEST_SHELF });
          await recordAudit(ctx.db, {
            entity: TEST_ITEM,
            entityId: 7,
            action: 'create',
            actorId: ACTOR_A,
            after: { name: 'Bánh mì', price: 15000 },
          });
          await recordAudit(ctx.db, {
            entity: TEST_ITEM,
            entityId: 7,
            action: 'update',
            actorId: ACTOR_B,
            before: { name: 'Bánh mì', price: 15000, passwordHash: 'old', shelf_id: 5, spare_shelf_ids: [] },
            after: {
              name: 'Bánh mì',
              price: 20000,
              passwordHash: 'new',
              shelf_id: 6,
              spare_shelf_ids: [5, 404],
            },
          });
          await recordAudit(ctx.db, {
            entity: TEST_ITEM,
            entityId: 7,
            action: 'deactivate',
            actorId: null,
          });
          await recordAudit(ctx.db, { entity: TEST_ITEM, entityId: 8, action: 'create', actorId: ACTOR_A });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('lists the record’s trail newest first, with who, when, action and diff', async () => {
    const res = await call(platformApi.history, {
      raw: true,
      as: anonymousClient(t),
      params: { entity: 'test_item', id: 7 },
      headers: auth('reader'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200 });
    const data = dataOf(res);
    expect(data.total).toBe(3);
    expect(data.results.map((r) => r.action)).toEqual(['deactivate', 'update', 'create']);
    const [system, update, create] = data.results;
    expect(system).toMatchObject({ actor: { id: null, username: null }, diff: {} });
    expect(update).toMatchObject({
      actor: { id: ACTOR_B, username: null },
      diff: { price: { from: 15000, to: 20000 }, passwordHash: { from: '***', to: '***' } },
    });
    expect(create).toMatchObject({ diff: { name: { from: null, to: 'Bánh mì' } } });
    // The shelves the changes point at are named; a shelf no longer there keeps its id.
    expect(data.names).toEqual({ shelf_id: { 5: 'Kệ A', 6: 'Kệ B' }, spare_shelf_ids: { 5: 'Kệ A' } });
    expect(new Date(create!.at).toISOString()).toBe(create!.at);
  });

  it('pages with numbers given as strings', async () => {
    const res = await call(platformApi.history, {
      raw: true,
      as: anonymousClient(t),
      params: { entity: 'test_item', id: 7 },
      query: { page: 1, page_size: 2 },
      headers: auth('admin'),
    });
    const data = dataOf(res);
    expect(data.total).toBe(3);
    expect(data.results.map((r) => r.action)).toEqual(['create']);
  });

  it('answers 404 to a caller who may not read the record, and for unknown entities', async () => {
    const refused = await call(platformApi.history, {
      raw: true,
      as: anonymousClient(t),
      params: { entity: 'test_item', id: 7 },
      headers: auth('stranger'),
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ code: 404, message: 'Không tìm thấy dữ liệu' });
    const unknown = await call(platformApi.history, {
      raw: true,
      as: anonymousClient(t),
      params: { entity: 'nothing', id: 7 },
      headers: auth('admin'),
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await call(platformApi.history, {
          raw: true,
          as: anonymousClient(t),
          params: { entity: 'test_item', id: 7 },
        })
      ).status,
    ).toBe(401);
    const bad = await call(platformApi.history, {
      raw: true,
      as: anonymousClient(t),
      params: { entity: 'Bad Entity', id: 7 },
      headers: auth('admin'),
    });
    expect(bad.status).toBe(400);
  });
});

describe('ActorDirectory', () => {
  it('names actors through the provided lookup, once, and knows nobody before', async () => {
    const actors = new ActorDirectory();
    expect(await actors.names([1])).toEqual(new Map());
    const asked: number[][] = [];
    const admin = { username: 'admin', fullname: 'Quản trị hệ thống' };
    actors.provide((ids) => {
      asked.push(ids);
      return Promise.resolve(
        new Map<number, ActorName>(ids.filter((id) => id === 1).map((id) => [id, admin])),
      );
    });
    const names = await actors.names([1, 1, 2]);
    expect(names).toEqual(new Map([[1, admin]]));
    expect(asked).toEqual([[1, 2]]);
    expect(() => actors.provide(() => Promise.resolve(new Map<number, ActorName>()))).toThrow();
    expect(auditActorOf(1, names)).toEqual({ id: 1, ...admin });
    expect(auditActorOf(2, names)).toEqual({ id: 2, username: null, fullname: null });
    expect(auditActorOf(null, names)).toEqual({ id: null, username: null, fullname: null });
  });
});
