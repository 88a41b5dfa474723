import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@kenh/contract';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  bearer,
  bodyOf,
  createTestAccount,
  loginAs,
  signedInAccount,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { loginThrottle, refreshTokens, sessions } from './account.tables.js';
import { LOGIN_THROTTLE } from './session.service.js';

let t: TestApp;
beforeAll(async () => {
  // The platform's per-minute rate limit is not what these tests are about.
  t = await createTestApp({ RATE_LIMIT_LOGIN: '10000', RATE_LIMIT_REFRESH: '10000' });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function login(body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/account/api/login',
    payload: body,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/account/api/get_account_by_id/0', headers: bearer(token) });
/** A call that needs only a live session: logout would end it, so read the own account instead. */
async function sessionWorks(token: string, accountId: number): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/account/api/get_account_by_id/${accountId}`,
    headers: bearer(token),
  });
  return response.statusCode;
}
void me;

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/account/api/refresh_token', payload: { refresh: token } });

describe('login', () => {
  it('answers the spec login result with tokens, profile and the derived role', async () => {
    const account = await createTestAccount(t, {
      username: 'gskv.hanoi',
      fullname: 'Trần Thị Bình',
      position: 'Giám sát khu vực',
      email: 'binh@example.vn',
      phone: '0912345678',
    });
    const response = await login({ username: 'GSKV.Hanoi', password: TEST_PASSWORD, remember: true });
    expect(response.statusCode).toBe(200);
    const body = bodyOf<LoginResult>(response);
    expect(body).toMatchObject({ code: 200, message: 'Thành công' });
    expect(Object.keys(body.data).sort()).toEqual(
      ['access_token', 'module_permission', 'permission', 'profile', 'refresh_token', 'role', 'user'].sort(),
    );
    expect(body.data.user).toEqual({
      id: account.id,
      username: 'gskv.hanoi',
      fullname: 'Trần Thị Bình',
      email: 'binh@example.vn',
      phone: '0912345678',
      type: 'AD',
      system_key: 'AD',
      is_superuser: false,
      is_active: true,
      position: 'Giám sát khu vực',
      avatar_url: null,
    });
    expect(body.data.role).toBe('GSKV');
    expect(Array.isArray(body.data.permission)).toBe(true);
    expect(body.data.profile).toEqual([]);
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('argon2');
    // The refresh token is stored only as its hash.
    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored.some((r) => r.tokenHash === body.data.refresh_token)).toBe(false);
    // Remember-me is recorded on the session; the refresh token lives 30 days either way.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(session?.remember).toBe(true);
    const days = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('gives a super user the SUPER role', async () => {
    const admin = await createTestAccount(t, { isSuperuser: true });
    const { body } = await loginAs(t, admin.username);
    expect(body.role).toBe('SUPER');
    expect(body.user.is_superuser).toBe(true);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const account = await createTestAccount(t);
    const wrong = await login({ username: account.username, password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    expect(unknown.json()).toEqual(wrong.json());
    const en = await login({ username: 'nobody-here', password: 'x' }, { lang: 'en' });
    expect(en.json()).toEqual({ code: 401, message: 'Incorrect username or password' });
  });

  it('refuses inactive and deleted accounts with the same message', async () => {
    const inactive = await createTestAccount(t, { isActive: false });
    const response = await login({ username: inactive.username, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('refuses an account of another system when system_key is given', async () => {
    const customer = await createTestAccount(t, { type: 'KH' });
    expect(
      (await login({ username: customer.username, password: TEST_PASSWORD, system_key: 'AD' })).statusCode,
    ).toBe(401);
    expect(
      (await login({ username: customer.username, password: TEST_PASSWORD, system_key: 'KH' })).statusCode,
    ).toBe(200);
  });

  it('validates the body with localised field errors', async () => {
    const vi = await login({ username: '   ', password: '' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      code: 400,
      message: 'Dữ liệu không hợp lệ',
      errors: [
        { field: 'username', message: 'Bạn cần điền vào mục này' },
        { field: 'password', message: 'Bạn cần điền vào mục này' },
      ],
    });
    const en = await login({}, { lang: 'en' });
    expect(bodyOf(en).errors).toEqual([
      { field: 'username', message: 'You need to fill in this field' },
      { field: 'password', message: 'You need to fill in this field' },
    ]);
  });
});

describe('login throttling', () => {
  it(`locks a username after ${LOGIN_THROTTLE.perUsername} failures until the window passes`, async () => {
    const account = await createTestAccount(t);
    for (let i = 0; i < LOGIN_THROTTLE.perUsername; i++) {
      expect((await login({ username: account.username, password: 'wrong' })).statusCode).toBe(401);
    }
    // Even the right password is refused now, from any address.
    const locked = await login({ username: account.username.toUpperCase(), password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 429,
      message: 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau ít phút',
    });
    const en = await login({ username: account.username, password: TEST_PASSWORD }, { lang: 'en' });
    expect(bodyOf(en).message).toBe('Too many failed sign-ins, please try again in a few minutes');
    // Another account is not affected.
    const other = await createTestAccount(t);
    expect((await login({ username: other.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    // Fifteen minutes later the lock is over.
    await t.database.db
      .update(loginThrottle)
      .set({
        lockedUntil: sql`now() - interval '1 second'`,
        windowStartedAt: sql`now() - interval '16 minutes'`,
      })
      .where(eq(loginThrottle.key, `user:${account.username}`));
    expect((await login({ username: account.username, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('resets the username counter after a success', async () => {
    const account = await createTestAccount(t);
    for (let i = 0; i < LOGIN_THROTTLE.perUsername - 1; i++) {
      await login({ username: account.username, password: 'wrong' });
    }
    expect((await login({ username: account.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `user:${account.username}`));
    expect(rows).toEqual([]);
    for (let i = 0; i < LOGIN_THROTTLE.perUsername - 1; i++) {
      expect((await login({ username: account.username, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await login({ username: account.username, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it(`locks an address after ${LOGIN_THROTTLE.perIp} failures, whatever the usernames`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LOGIN_THROTTLE.perIp; i++) {
      expect((await login({ username: `spray-${i}`, password: 'guess' }, { ip })).statusCode).toBe(401);
    }
    const account = await createTestAccount(t);
    expect((await login({ username: account.username, password: TEST_PASSWORD }, { ip })).statusCode).toBe(
      429,
    );
    expect(
      (await login({ username: account.username, password: TEST_PASSWORD }, { ip: '192.0.2.78' })).statusCode,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh token works once and yields a new pair', async () => {
    const account = await signedInAccount(t);
    const first = await refresh(account.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = bodyOf<{ access: string; refresh: string }>(first).data;
    expect(pair.refresh).not.toBe(account.refreshToken);
    expect(await sessionWorks(pair.access, account.id)).toBe(200);
    const second = await refresh(pair.refresh);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token comes back', async () => {
    const account = await signedInAccount(t);
    const rotated = bodyOf<{ access: string; refresh: string }>(await refresh(account.refreshToken)).data;
    const reused = await refresh(account.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(bodyOf(reused).message).toBe('Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại');
    // Every token of that session is dead now: the latest refresh token and both access tokens.
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect(await sessionWorks(rotated.access, account.id)).toBe(401);
    expect(await sessionWorks(account.accessToken, account.id)).toBe(401);
    // Other sessions of the same account live on.
    const other = await loginAs(t, account.username);
    expect(await sessionWorks(other.accessToken, account.id)).toBe(200);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/account/api/refresh_token', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).errors[0]?.field).toBe('refresh');
  });

  it('refuses an expired refresh token', async () => {
    const account = await signedInAccount(t);
    await t.database.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });
});

describe('logout and session ends', () => {
  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const account = await signedInAccount(t);
    const out = await t.app.inject({ method: 'POST', url: '/account/api/logout', headers: account.headers });
    expect(out.json()).toEqual({ code: 200, message: 'Đã đăng xuất', data: {} });
    const after = await t.app.inject({
      method: 'POST',
      url: '/account/api/logout',
      headers: account.headers,
    });
    expect(after.statusCode).toBe(401);
    expect(bodyOf(after).message).toBe('Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại');
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 without a token and with a forged one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/account/api/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: 'Bạn cần đăng nhập để tiếp tục' });
    const account = await signedInAccount(t);
    const [header, payload] = account.accessToken.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    expect(await sessionWorks(forged, account.id)).toBe(401);
  });

  it('a deactivated account is refused at sign-in and its live token stops working', async () => {
    const admin = await signedInAccount(t, { isSuperuser: true });
    const user = await signedInAccount(t);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: '/account/api/inactive_account',
      headers: admin.headers,
      payload: { id: user.id },
    });
    expect(off.statusCode).toBe(200);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('a password change ends every session; the changer gets a fresh one', async () => {
    const user = await signedInAccount(t);
    const otherDevice = await loginAs(t, user.username);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/account/api/change_password',
      headers: user.headers,
      payload: {
        old_password: TEST_PASSWORD,
        password: 'Mat-khau-moi-456',
        confirm_password: 'Mat-khau-moi-456',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(bodyOf(changed).message).toBe('Đổi mật khẩu thành công');
    const fresh = bodyOf<{ access_token: string; refresh_token: string }>(changed).data;
    expect(await sessionWorks(user.accessToken, user.id)).toBe(401);
    expect(await sessionWorks(otherDevice.accessToken, user.id)).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    expect(await sessionWorks(fresh.access_token, user.id)).toBe(200);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await login({ username: user.username, password: 'Mat-khau-moi-456' })).statusCode).toBe(200);
  });

  it('a password change needs the current password and a matching confirmation', async () => {
    const user = await signedInAccount(t);
    const wrongOld = await t.app.inject({
      method: 'POST',
      url: '/account/api/change_password',
      headers: user.headers,
      payload: { old_password: 'nope', password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(bodyOf(wrongOld).errors).toEqual([
      { field: 'old_password', message: 'Mật khẩu hiện tại không đúng' },
    ]);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/account/api/change_password',
      headers: { ...user.headers, 'accept-language': 'en' },
      payload: { old_password: TEST_PASSWORD, password: 'short', confirm_password: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(bodyOf(mismatch).errors).toEqual([
      { field: 'password', message: 'The password must have at least 8 characters' },
      { field: 'confirm_password', message: 'Password does not match' },
    ]);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(200);
  });
});
