import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { accountApi, defineEndpoint, idParam, pagingQuery } from '@kenh/contract';
import { cookies } from '../../testing/cookie-jar';
import { fail, mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { applyLanguage } from '../i18n';
import { sessionExpired } from '../session';
import { callEndpoint } from './api-client';
import { ApiError } from './api-error';

/** A signed-in endpoint with params, query and body, as later modules will declare them. */
const updateThing = defineEndpoint({
  method: 'PUT',
  path: '/platform/api/things/:id',
  summary: 'test',
  tags: ['test'],
  permission: 'user',
  params: idParam,
  query: pagingQuery.extend({ tags: z.array(z.string()).optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number(), name: z.string() }),
});
const me = defineEndpoint({
  method: 'GET',
  path: '/platform/api/me',
  summary: 'test',
  tags: ['test'],
  permission: 'user',
  response: z.object({ id: z.number() }),
});

function signIn(access = 'access-1', refresh = 'refresh-1') {
  cookies.set('accessToken', access);
  cookies.set('refreshToken', refresh);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callEndpoint', () => {
  it('builds the URL, sends JSON with the bearer token and language, and unwraps data', async () => {
    signIn();
    applyLanguage('en');
    const api = mockFetch([mockEndpoint(updateThing, ok({ id: 7, name: 'Kho' }))]);

    const data = await callEndpoint(updateThing, {
      params: { id: 7 },
      query: { page: 2, tags: ['a', 'b'] },
      body: { name: 'Kho' },
    });

    expect(data).toEqual({ id: 7, name: 'Kho' });
    const [request] = api.requests;
    expect(request?.search).toBe('?page=2&tags=a&tags=b');
    expect(request?.body).toEqual({ name: 'Kho' });
    expect(request?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError with the code, the server message and the field errors', async () => {
    mockFetch([
      mockEndpoint(
        accountApi.login,
        fail(400, 'Dữ liệu không hợp lệ', [{ field: 'username', message: 'Bạn cần điền vào mục này' }]),
      ),
    ]);

    const error = await callEndpoint(accountApi.login, { body: { username: '', password: 'x' } }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Dữ liệu không hợp lệ' });
    expect((error as ApiError).fieldMessage('username')).toBe('Bạn cần điền vào mục này');
  });

  it('reports an unreachable server as code 0 with a localised message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callEndpoint(me)).rejects.toMatchObject({
      code: 0,
      message: 'Không kết nối được máy chủ, vui lòng thử lại',
    });
  });

  it('sends no bearer token to public endpoints and never refreshes for them', async () => {
    signIn();
    const expired = vi.fn();
    const stop = sessionExpired.on(expired);
    const api = mockFetch([
      mockEndpoint(accountApi.login, fail(401, 'Tên đăng nhập hoặc mật khẩu không đúng')),
    ]);

    await expect(
      callEndpoint(accountApi.login, { body: { username: 'admin', password: 'wrong' } }),
    ).rejects.toMatchObject({ code: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});

describe('callEndpoint types', () => {
  it('takes body, params and query typed from the contract (checked by tsc)', () => {
    const calls = () => [
      callEndpoint(accountApi.logout),
      callEndpoint(accountApi.login, { body: { username: 'a', password: 'b' } }),
      callEndpoint(updateThing, { params: { id: 1 }, body: { name: 'x' } }),
      // @ts-expect-error -- login needs a body
      callEndpoint(accountApi.login),
      // @ts-expect-error -- the body must match loginBody
      callEndpoint(accountApi.login, { body: { username: 1, password: 'b' } }),
      // @ts-expect-error -- path parameters are required
      callEndpoint(updateThing, { body: { name: 'x' } }),
      // @ts-expect-error -- logout takes no body
      callEndpoint(accountApi.logout, { body: { x: 1 } }),
    ];
    expect(calls).toBeTypeOf('function');
  });
});

describe('callEndpoint on 401/403', () => {
  it('refreshes silently once, stores both new tokens and retries the request once', async () => {
    signIn('old-access', 'old-refresh');
    const api = mockFetch([
      mockEndpoint(me, (request) =>
        request.headers.get('Authorization') === 'Bearer new-access' ? ok({ id: 1 }) : fail(401, 'expired'),
      ),
      mockEndpoint(accountApi.refreshToken, ok({ access: 'new-access', refresh: 'new-refresh' })),
    ]);

    await expect(callEndpoint(me)).resolves.toEqual({ id: 1 });

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /platform/api/me',
      'POST /account/api/refresh_token',
      'GET /platform/api/me',
    ]);
    expect(api.requests[1]?.body).toEqual({ refresh: 'old-refresh' });
    expect(api.requests[1]?.headers.get('Authorization')).toBeNull();
    expect(cookies.get('accessToken')).toBe('new-access');
    expect(cookies.get('refreshToken')).toBe('new-refresh');
    expect(cookies.lastWrite('refreshToken')?.attributes['max-age']).toBe('2592000');
  });

  it('also refreshes on 403', async () => {
    signIn();
    const api = mockFetch([
      mockEndpoint(me, (request) =>
        request.headers.get('Authorization') === 'Bearer a2' ? ok({ id: 1 }) : fail(403, 'forbidden'),
      ),
      mockEndpoint(accountApi.refreshToken, ok({ access: 'a2', refresh: 'r2' })),
    ]);
    await expect(callEndpoint(me)).resolves.toEqual({ id: 1 });
    expect(api.calls(accountApi.refreshToken)).toHaveLength(1);
  });

  it('ends the session when the retry fails again, without a second refresh', async () => {
    signIn();
    const expired = vi.fn();
    const stop = sessionExpired.on(expired);
    const api = mockFetch([
      mockEndpoint(me, fail(401, 'Phiên đăng nhập đã kết thúc')),
      mockEndpoint(accountApi.refreshToken, ok({ access: 'a2', refresh: 'r2' })),
    ]);

    await expect(callEndpoint(me)).rejects.toMatchObject({ code: 401 });

    expect(api.calls(me)).toHaveLength(2);
    expect(api.calls(accountApi.refreshToken)).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session when the refresh is refused, without retrying', async () => {
    signIn();
    const expired = vi.fn();
    const stop = sessionExpired.on(expired);
    const api = mockFetch([
      mockEndpoint(me, fail(401, 'expired')),
      mockEndpoint(accountApi.refreshToken, fail(401, 'Phiên đăng nhập đã kết thúc')),
    ]);

    await expect(callEndpoint(me)).rejects.toMatchObject({ code: 401, message: 'expired' });

    expect(api.calls(me)).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    cookies.set('accessToken', 'a1');
    const expired = vi.fn();
    const stop = sessionExpired.on(expired);
    const api = mockFetch([mockEndpoint(me, fail(401, 'expired'))]);

    await expect(callEndpoint(me)).rejects.toMatchObject({ code: 401 });

    expect(api.requests).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares one refresh between concurrent calls (the refresh token rotates)', async () => {
    signIn();
    let refreshes = 0;
    const api = mockFetch([
      mockEndpoint(me, (request) =>
        request.headers.get('Authorization') === 'Bearer a2' ? ok({ id: 1 }) : fail(401, 'expired'),
      ),
      mockEndpoint(accountApi.refreshToken, async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return ok({ access: 'a2', refresh: 'r2' });
      }),
    ]);

    await expect(Promise.all([callEndpoint(me), callEndpoint(me), callEndpoint(me)])).resolves.toHaveLength(
      3,
    );

    expect(refreshes).toBe(1);
    expect(api.calls(me)).toHaveLength(6);
  });

  it('retries without a refresh when another tab refreshed meanwhile', async () => {
    signIn('a1', 'r1');
    const api = mockFetch([
      mockEndpoint(me, (request) => {
        if (request.headers.get('Authorization') === 'Bearer a2') return ok({ id: 1 });
        cookies.set('accessToken', 'a2'); // the other tab's refresh lands while this call is refused
        cookies.set('refreshToken', 'r2');
        return fail(401, 'expired');
      }),
      mockEndpoint(accountApi.refreshToken, fail(401, 'reused refresh token')),
    ]);

    await expect(callEndpoint(me)).resolves.toEqual({ id: 1 });
    expect(api.calls(accountApi.refreshToken)).toHaveLength(0);
  });

  it('with onAuthFailure "throw", only throws', async () => {
    signIn();
    const expired = vi.fn();
    const stop = sessionExpired.on(expired);
    mockFetch([
      mockEndpoint(accountApi.logout, fail(401, 'expired')),
      mockEndpoint(accountApi.refreshToken, fail(401, 'expired')),
    ]);
    await expect(callEndpoint(accountApi.logout, { onAuthFailure: 'throw' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
