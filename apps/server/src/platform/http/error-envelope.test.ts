import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, idParam, pagingQuery, requiredText } from '@kenh/contract';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { notFound, unprocessable } from './app-error.js';
import { registerEndpoint } from './register-endpoint.js';

const tags = ['test'];
const api = {
  create: defineEndpoint({
    method: 'POST',
    path: '/test/items',
    summary: 'test',
    tags,
    public: true,
    body: z.object({ name: requiredText(), quantity: z.number().int().min(1) }),
    response: z.object({ name: z.string() }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/test/items',
    summary: 'test',
    tags,
    public: true,
    query: pagingQuery,
    response: z.object({ page: z.number(), page_size: z.number() }),
  }),
  protected: defineEndpoint({
    method: 'GET',
    path: '/test/protected',
    summary: 'test',
    tags,
    permission: 'document',
    response: z.object({}),
  }),
  missing: defineEndpoint({
    method: 'GET',
    path: '/test/missing',
    summary: 'test',
    tags,
    public: true,
    response: z.object({}),
  }),
  unique: defineEndpoint({
    method: 'POST',
    path: '/test/unique',
    summary: 'test',
    tags,
    public: true,
    response: z.object({}),
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/test/refuse',
    summary: 'test',
    tags,
    public: true,
    response: z.object({}),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/test/login',
    summary: 'test',
    tags,
    public: true,
    rateLimit: 'login',
    response: z.object({}),
  }),
  crash: defineEndpoint({
    method: 'GET',
    path: '/test/crash',
    summary: 'test',
    tags,
    public: true,
    response: z.object({}),
  }),
  badSql: defineEndpoint({
    method: 'GET',
    path: '/test/bad-sql',
    summary: 'test',
    tags,
    public: true,
    response: z.object({}),
  }),
  protectedWrite: defineEndpoint({
    method: 'POST',
    path: '/test/protected/:id',
    summary: 'test',
    tags,
    permission: 'document',
    params: idParam,
    body: z.object({ name: requiredText(), quantity: z.number().int().min(1) }),
    response: z.object({ id: z.number(), name: z.string() }),
  }),
  leak: defineEndpoint({
    method: 'GET',
    path: '/test/leak',
    summary: 'test',
    tags,
    public: true,
    response: z.object({ username: z.string() }),
  }),
};

const SECRET = 'password=hunter2 at SELECT * FROM accounts';

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { BODY_LIMIT_BYTES: '2048', RATE_LIMIT_LOGIN: '2' },
      {
        callers: {
          stranger: testCaller({ accountId: 41 }),
          reader: testCaller({ accountId: 42, permissions: ['document'] }),
        },
        extend: async (app, ctx) => {
          await ctx.db.execute(sql`create table test_unique (code text primary key)`);
          registerEndpoint(app, api.create, (request) => Promise.resolve({ name: request.body.name }));
          registerEndpoint(app, api.list, (request) => Promise.resolve(request.query));
          registerEndpoint(app, api.protected, () => Promise.resolve({}));
          registerEndpoint(app, api.missing, () => Promise.reject(notFound()));
          registerEndpoint(app, api.unique, async () => {
            await ctx.db.execute(sql`insert into test_unique (code) values ('A')`);
            return {};
          });
          registerEndpoint(app, api.refuse, () => Promise.reject(unprocessable('error.unprocessable')));
          registerEndpoint(app, api.login, () => Promise.resolve({}));
          registerEndpoint(app, api.crash, () => Promise.reject(new Error(SECRET)));
          registerEndpoint(app, api.badSql, async () => {
            await ctx.db.execute(sql`select secret_column from no_such_table where password = 'hunter2'`);
            return {};
          });
          registerEndpoint(app, api.protectedWrite, (request) =>
            Promise.resolve({ id: request.params.id, name: request.body.name }),
          );
          // A handler returning more than the contract allows: extra fields are stripped.
          registerEndpoint(app, api.leak, () =>
            Promise.resolve({ username: 'admin', passwordHash: '$argon2id$secret' } as { username: string }),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('400: field errors in Vietnamese by default, English on request', async () => {
    const vi = await postJson('/test/items', { quantity: 0 });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      code: 400,
      message: 'Dữ liệu không hợp lệ',
      errors: [
        { field: 'name', message: 'Bạn cần điền vào mục này' },
        { field: 'quantity', message: expect.any(String) as string },
      ],
    });
    const en = await postJson('/test/items', { quantity: 0 }, { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({
      code: 400,
      message: 'Invalid data',
      errors: [{ field: 'name', message: 'You need to fill in this field' }, { field: 'quantity' }],
    });
    const blank = await postJson('/test/items', { name: '   ', quantity: 1 });
    expect(blank.json()).toMatchObject({
      errors: [{ field: 'name', message: 'Bạn cần điền vào mục này' }],
    });
  });

  it('accepts paging numbers sent as strings and refuses nonsense', async () => {
    const res = await t.app.inject({ url: '/test/items?page=0&page_size=10' });
    expect(res.json()).toEqual({ code: 200, message: 'Thành công', data: { page: 0, page_size: 10 } });
    const defaults = await t.app.inject({ url: '/test/items' });
    expect(defaults.json()).toMatchObject({ data: { page: 0, page_size: 20 } });
    const bad = await t.app.inject({ url: '/test/items?page=-1&page_size=abc' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: Array<{ field: string }> }>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['page', 'page_size']);
  });

  it('400 for invalid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/items',
      payload: '{"name": "a",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Dữ liệu không hợp lệ' });
    const poisoned = await postJson(
      '/test/items',
      JSON.parse('{"name":"a","quantity":1,"__proto__":{"admin":true}}'),
    );
    expect(poisoned.statusCode).toBe(400);
  });

  it('401 without a token, 403 without the permission, 200 with it', async () => {
    const none = await t.app.inject({ url: '/test/protected' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: 'Bạn cần đăng nhập để tiếp tục' });
    const badToken = await t.app.inject({
      url: '/test/protected',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(badToken.json()).toEqual({
      code: 401,
      message: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
    });
    const refused = await t.app.inject({
      url: '/test/protected',
      headers: { authorization: 'Bearer stranger' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, message: 'Bạn không có quyền truy cập chức năng này' });
    const allowed = await t.app.inject({
      url: '/test/protected',
      headers: { authorization: 'Bearer reader' },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('401 before validation: an anonymous caller learns nothing about the fields', async () => {
    for (const payload of ['{"name": 1}', '{broken', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/test/protected/abc',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Bạn cần đăng nhập để tiếp tục' });
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/test/protected/abc',
      payload: { name: 1 },
      headers: { authorization: 'Bearer stranger' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('400 for a NUL character anywhere in the request, before any handler or query runs', async () => {
    const reader = { authorization: 'Bearer reader' };
    const inBody = await postJson('/test/protected/1', { name: 'a\u0000b', quantity: 1 }, reader);
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'name', message: 'Chứa ký tự không được phép (NUL)' },
    ]);
    const inKey = await postJson('/test/protected/1', { 'x\u0000': 1, name: 'a', quantity: 1 }, reader);
    expect(inKey.statusCode).toBe(400);
    const inPath = await postJson('/test/protected/1%00', { name: 'a', quantity: 1 }, reader);
    expect(inPath.statusCode).toBe(400);
    const inQuery = await t.app.inject({ url: '/test/items?page=%00' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json<{ code: number }>().code).toBe(400);
    const nested = await postJson('/test/items', { name: 'a', quantity: 1, deep: [[[{ x: '\u0000' }]]] });
    expect(nested.statusCode).toBe(400);
  });

  it('400 for ids beyond the integer column, including ones JavaScript still counts exactly', async () => {
    const reader = { authorization: 'Bearer reader' };
    for (const id of ['2147483648', '9007199254740991', '1e10']) {
      const response = await postJson(`/test/protected/${id}`, { name: 'a', quantity: 1 }, reader);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        errors: [{ field: 'id', message: 'Mã không hợp lệ' }],
      });
    }
    const largest = await postJson('/test/protected/2147483647', { name: 'a', quantity: 1 }, reader);
    expect(largest.statusCode).toBe(200);
  });

  it('keeps the envelope for errors the router raises, without echoing the URL', async () => {
    const long = await t.app.inject({ url: `/test/protected/${'9'.repeat(150)}`, method: 'POST' });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 414, message: 'Đường dẫn quá dài' });
    const badUrl = await t.app.inject({ url: '/test/protected/%E0%A4%A', method: 'POST' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: 400, message: 'Dữ liệu không hợp lệ' });
    expect(badUrl.body).not.toContain('%E0');
  });

  it('404 for a missing record and for an unknown route', async () => {
    expect((await t.app.inject({ url: '/test/missing' })).json()).toEqual({
      code: 404,
      message: 'Không tìm thấy dữ liệu',
    });
    expect(
      (await t.app.inject({ url: '/test/nowhere', headers: { 'accept-language': 'en' } })).json(),
    ).toEqual({
      code: 404,
      message: 'This route does not exist',
    });
  });

  it('409 from a unique violation, without the constraint or SQL', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/test/unique' })).statusCode).toBe(200);
    const dup = await t.app.inject({ method: 'POST', url: '/test/unique' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ code: 409, message: 'Dữ liệu bị trùng' });
  });

  it('413 for a body over the limit', async () => {
    const res = await postJson('/test/items', { name: 'x'.repeat(5000), quantity: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, message: 'Dữ liệu gửi lên quá lớn' });
  });

  it('415 for an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/items',
      payload: 'name=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 415, message: 'Định dạng dữ liệu không được hỗ trợ' });
  });

  it('422 for a refused business rule', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/refuse',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 422, message: 'The request cannot be processed' });
  });

  it('429 past the bucket limit', async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/test/login', remoteAddress: '10.9.9.9' });
    await login();
    await login();
    const res = await login();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 429, message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau' });
  });

  it('500 without stack, SQL or the error text', async () => {
    for (const url of ['/test/crash', '/test/bad-sql']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toEqual({ code: 500, message: 'Có lỗi xảy ra' });
      for (const leak of ['hunter2', 'SELECT', 'select', 'no_such_table', 'password', '.ts:', 'Error']) {
        expect(res.body, `${url} leaks ${leak}`).not.toContain(leak);
      }
    }
    const en = await t.app.inject({ url: '/test/crash', headers: { 'accept-language': 'en-GB' } });
    expect(en.json()).toEqual({ code: 500, message: 'Something went wrong' });
  });

  it('strips fields the contract does not declare from responses', async () => {
    const res = await t.app.inject({ url: '/test/leak' });
    expect(res.json()).toEqual({ code: 200, message: 'Thành công', data: { username: 'admin' } });
    expect(res.body).not.toContain('argon2');
  });
});
