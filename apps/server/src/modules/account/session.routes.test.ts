import { accountApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  bearer,
  createTestAccount,
  loginAs,
  signedInAccount,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { loginThrottle, refreshTokens, sessions } from './account.tables.js';
import { LOGIN_THROTTLE } from './session.service.js';
import { anonymousClient, call, dataOf } from '../../testing/api-client.js';

let t: TestApp;
beforeAll(async () => {
  // The platform's per-minute rate limit is not what these tests are about.
  t = await createTestApp({ RATE_LIMIT_LOGIN: '10000', RATE_LIMIT_REFRESH: '10000' });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function login(body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) {
  return call(accountApi.login, {
    raw: true,
    as: anonymousClient(t),
    body,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });
}

const me = (token: string) =>
  call(accountApi.getAccountById, { as: anonymousClient(t), params: { id: 0 }, headers: bearer(token) });
/** A call that needs only a live session: logout would end it, so read the own account instead. */
async function sessionWorks(token: string, accountId: number): Promise<number> {
  const response = await call(accountApi.getAccountById, {
    as: anonymousClient(t),
    params: { id: accountId },
    headers: bearer(token),
  });
  return response.status;
}
void me;

const refresh = (token: string) =>
  call(accountApi.refreshToken, { as: anonymousClient(t), body: { refresh: token } });

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
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 200, message: 'Thành công' });
    expect(Object.keys(dataOf(response)).sort()).toEqual(
      ['access_token', 'module_permission', 'permission', 'profile', 'refresh_token', 'role', 'user'].sort(),
    );
    expect(dataOf(response).user).toEqual({
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
    expect(dataOf(response).role).toBe('GSKV');
    expect(Array.isArray(dataOf(response).permission)).toBe(true);
    expect(dataOf(response).profile).toEqual([]);
    expect(dataOf(response).access_token.split('.')).toHaveLength(3);
    expect(dataOf(response).refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.response.body).not.toContain('argon2');
    // The refresh token is stored only as its hash.
    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored.some((r) => r.tokenHash === dataOf(response).refresh_token)).toBe(false);
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
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    expect(unknown.body).toEqual(wrong.body);
    const en = await login({ username: 'nobody-here', password: 'x' }, { lang: 'en' });
    expect(en.body).toEqual({ code: 401, message: 'Incorrect username or password' });
  });

  it('refuses inactive and deleted accounts with the same message', async () => {
    const inactive = await createTestAccount(t, { isActive: false });
    const response = await login({ username: inactive.username, password: TEST_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('refuses an account of another system when system_key is given', async () => {
    const customer = await createTestAccount(t, { type: 'KH' });
    expect(
      (await login({ username: customer.username, password: TEST_PASSWORD, system_key: 'AD' })).status,
    ).toBe(401);
    expect(
      (await login({ username: customer.username, password: TEST_PASSWORD, system_key: 'KH' })).status,
    ).toBe(200);
  });

  it('validates the body with localised field errors', async () => {
    const vi = await login({ username: '   ', password: '' });
    expect(vi.status).toBe(400);
    expect(vi.body).toEqual({
      code: 400,
      message: 'Dữ liệu không hợp lệ',
      errors: [
        { field: 'username', message: 'Bạn cần điền vào mục này' },
        { field: 'password', message: 'Bạn cần điền vào mục này' },
      ],
    });
    const en = await login({}, { lang: 'en' });
    expect(en.errors).toEqual([
      { field: 'username', message: 'You need to fill in this field' },
      { field: 'password', message: 'You need to fill in this field' },
    ]);
  });
});

describe('login throttling', () => {
  const { perAddress, perUserAndAddress } = LOGIN_THROTTLE;
  const pairKey = (username: string, ip: string) => `user:${username.toLowerCase()}@${ip}`;
  /** Ends a running slow-down of a key, as if its seconds had passed. */
  const skipSlowDown = (key: string) =>
    t.database.db.update(loginThrottle).set({ notBefore: null }).where(eq(loginThrottle.key, key));
  /** Fails `count` sign-ins of `username` from `ip` one after the other, skipping the slow-downs. */
  async function failFrom(username: string, ip: string, count: number) {
    for (let i = 0; i < count; i++) {
      expect((await login({ username, password: 'wrong' }, { ip })).status).toBe(401);
      await skipSlowDown(pairKey(username, ip));
    }
  }
  function expectThrottled(response: Awaited<ReturnType<typeof login>>) {
    expect(response.status).toBe(429);
    expect(Number(response.response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it(`checks at most ${perUserAndAddress.limit} of 20 simultaneous guesses from one address`, async () => {
    const account = await createTestAccount(t);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login({ username: account.username, password: 'wrong' }, { ip })),
    );
    const checked = answers.filter((r) => r.status === 401);
    const refused = answers.filter((r) => r.status === 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(perUserAndAddress.limit);
    expect(checked.length + refused.length).toBe(20);
    for (const response of refused) expectThrottled(response);
  });

  it(`checks at most ${perAddress.limit} of 40 simultaneous guesses at different usernames from one address`, async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ username: `spray-${i}`, password: 'guess' }, { ip })),
    );
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(perAddress.limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(40 - checked);
    for (const response of answers) if (response.status === 429) expectThrottled(response);
  });

  it('slows a username down from one address after its third failure', async () => {
    const account = await createTestAccount(t);
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      expect((await login({ username: account.username, password: 'wrong' }, { ip })).status).toBe(401);
    }
    expect((await login({ username: account.username, password: 'wrong' }, { ip })).status).toBe(401);
    // Right after the third failure, even the right password waits the slow-down out.
    const waiting = await login({ username: account.username, password: TEST_PASSWORD }, { ip });
    expectThrottled(waiting);
    expect(Number(waiting.response.headers['retry-after'])).toBeLessThanOrEqual(perUserAndAddress.delays[2]);
    expect(waiting.body).toEqual({
      code: 429,
      message: `Đăng nhập sai nhiều lần, vui lòng đợi ${waiting.response.headers['retry-after']} giây rồi thử lại`,
    });
    // Refused attempts are not counted; once the seconds are over, the right password works.
    await skipSlowDown(pairKey(account.username, ip));
    expect((await login({ username: account.username, password: TEST_PASSWORD }, { ip })).status).toBe(200);
  });

  it(`blocks a username from one address after ${perUserAndAddress.limit} failures, never the account everywhere`, async () => {
    const victim = await createTestAccount(t);
    const attacker = freshIp();
    await failFrom(victim.username, attacker, perUserAndAddress.limit);
    // From the attacking address even the right password is refused until the window passes …
    const blocked = await login(
      { username: victim.username.toUpperCase(), password: TEST_PASSWORD },
      { ip: attacker },
    );
    expectThrottled(blocked);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(
      perUserAndAddress.windowSeconds - 60,
    );
    expect(blocked.body).toEqual({
      code: 429,
      message: 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau ít phút',
    });
    const en = await login(
      { username: victim.username, password: TEST_PASSWORD },
      { ip: attacker, lang: 'en' },
    );
    expect(en.message).toBe('Too many failed sign-ins, please try again in a few minutes');
    // … but the victim signs in from their own address.
    expect(
      (await login({ username: victim.username, password: TEST_PASSWORD }, { ip: freshIp() })).status,
    ).toBe(200);
    // Fifteen minutes later the attacking address may try again.
    await t.database.db
      .update(loginThrottle)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.key, pairKey(victim.username, attacker)));
    expect(
      (await login({ username: victim.username, password: TEST_PASSWORD }, { ip: attacker })).status,
    ).toBe(200);
  });

  it('never locks the super user out globally', async () => {
    const admin = await createTestAccount(t, { isSuperuser: true });
    for (let a = 0; a < 3; a++) {
      const attacker = freshIp();
      await failFrom(admin.username, attacker, perUserAndAddress.limit);
      expectThrottled(await login({ username: admin.username, password: TEST_PASSWORD }, { ip: attacker }));
    }
    const own = await login({ username: admin.username, password: TEST_PASSWORD }, { ip: freshIp() });
    expect(own.status).toBe(200);
    expect(dataOf(own).role).toBe('SUPER');
  });

  it('resets the counter of a username and address after a success', async () => {
    const account = await createTestAccount(t);
    const ip = freshIp();
    await failFrom(account.username, ip, perUserAndAddress.limit - 1);
    expect((await login({ username: account.username, password: TEST_PASSWORD }, { ip })).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, pairKey(account.username, ip)));
    expect(rows).toEqual([]);
    await failFrom(account.username, ip, perUserAndAddress.limit - 1);
    expect((await login({ username: account.username, password: TEST_PASSWORD }, { ip })).status).toBe(200);
  });

  it(`blocks an address after ${perAddress.limit} failures, whatever the usernames`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < perAddress.limit; i++) {
      expect((await login({ username: `spray-${i}`, password: 'guess' }, { ip })).status).toBe(401);
    }
    const account = await createTestAccount(t);
    expectThrottled(await login({ username: account.username, password: TEST_PASSWORD }, { ip }));
    expect(
      (await login({ username: account.username, password: TEST_PASSWORD }, { ip: '192.0.2.78' })).status,
    ).toBe(200);
  });

  it('gives an address its attempt back on success, so one office can sign everyone in', async () => {
    const ip = freshIp();
    const staff = await Promise.all(Array.from({ length: 3 }, () => createTestAccount(t)));
    for (let round = 0; round < Math.ceil(perAddress.limit / staff.length) + 1; round++) {
      for (const member of staff) {
        expect((await login({ username: member.username, password: TEST_PASSWORD }, { ip })).status).toBe(
          200,
        );
      }
    }
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh token works once and yields a new pair', async () => {
    const account = await signedInAccount(t);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);
    const pair = dataOf(first);
    expect(pair.refresh).not.toBe(account.refreshToken);
    expect(await sessionWorks(pair.access, account.id)).toBe(200);
    const second = await refresh(pair.refresh);
    expect(second.status).toBe(200);
  });

  it('answers two simultaneous refreshes with the same token with the same pair, and the session lives on', async () => {
    const account = await signedInAccount(t);
    const [a, b] = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const pairA = dataOf(a);
    const pairB = dataOf(b);
    expect(pairB).toEqual(pairA);
    expect(pairA.refresh).not.toBe(account.refreshToken);
    expect(await sessionWorks(pairA.access, account.id)).toBe(200);
    expect((await refresh(pairA.refresh)).status).toBe(200);
    // The successor is stored sealed: neither token appears in the table.
    const stored = JSON.stringify(await t.database.db.select().from(refreshTokens));
    expect(stored).not.toContain(pairA.refresh);
    expect(stored).not.toContain(pairA.access);
  });

  it('revokes the whole session when a rotated refresh token comes back after the grace period', async () => {
    const account = await signedInAccount(t);
    const rotated = dataOf(await refresh(account.refreshToken));
    // Within the grace period it still answers the same pair …
    expect(dataOf(await refresh(account.refreshToken))).toEqual(rotated);
    // … but not once the grace period is over.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - (${t.config.refreshReuseGraceSeconds + 1}::int * interval '1 second')` })
      .where(sql`${refreshTokens.rotatedAt} is not null`);
    const reused = await refresh(account.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.message).toBe('Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại');
    // Every token of that session is dead now: the latest refresh token and both access tokens.
    expect((await refresh(rotated.refresh)).status).toBe(401);
    expect(await sessionWorks(rotated.access, account.id)).toBe(401);
    expect(await sessionWorks(account.accessToken, account.id)).toBe(401);
    // Other sessions of the same account live on.
    const other = await loginAs(t, account.username);
    expect(await sessionWorks(other.accessToken, account.id)).toBe(200);
  });

  it('revokes the session when a token comes back after its successor was used, even within the grace', async () => {
    const account = await signedInAccount(t);
    const second = dataOf(await refresh(account.refreshToken));
    const third = dataOf(await refresh(second.refresh));
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect((await refresh(third.refresh)).status).toBe(401);
    expect(await sessionWorks(third.access, account.id)).toBe(401);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const empty = await call(accountApi.refreshToken, { raw: true, as: anonymousClient(t), body: {} });
    expect(empty.status).toBe(400);
    expect(empty.errors[0]?.field).toBe('refresh');
  });

  it('refuses an expired refresh token', async () => {
    const account = await signedInAccount(t);
    await t.database.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await refresh(account.refreshToken)).status).toBe(401);
  });
});

describe('logout and session ends', () => {
  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const account = await signedInAccount(t);
    const out = await call(accountApi.logout, { as: anonymousClient(t), headers: account.headers });
    expect(out.body).toEqual({ code: 200, message: 'Đã đăng xuất', data: {} });
    const after = await call(accountApi.logout, { as: anonymousClient(t), headers: account.headers });
    expect(after.status).toBe(401);
    expect(after.message).toBe('Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại');
    expect((await refresh(account.refreshToken)).status).toBe(401);
  });

  it('answers 401 without a token and with a forged one', async () => {
    const none = await call(accountApi.logout, { as: anonymousClient(t) });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, message: 'Bạn cần đăng nhập để tiếp tục' });
    const account = await signedInAccount(t);
    const [header, payload] = account.accessToken.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    expect(await sessionWorks(forged, account.id)).toBe(401);
  });

  it('a deactivated account is refused at sign-in and its live token stops working', async () => {
    const admin = await signedInAccount(t, { isSuperuser: true });
    const user = await signedInAccount(t);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(200);
    const off = await call(accountApi.inactiveAccount, {
      as: anonymousClient(t),
      body: { id: user.id },
      headers: admin.headers,
    });
    expect(off.status).toBe(200);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(401);
  });

  it('a password change ends every session; the changer gets a fresh one', async () => {
    const user = await signedInAccount(t);
    const otherDevice = await loginAs(t, user.username);
    const changed = await call(accountApi.changePassword, {
      as: anonymousClient(t),
      body: {
        old_password: TEST_PASSWORD,
        password: 'Mat-khau-moi-456',
        confirm_password: 'Mat-khau-moi-456',
      },
      headers: user.headers,
    });
    expect(changed.status).toBe(200);
    expect(changed.message).toBe('Đổi mật khẩu thành công');
    const fresh = dataOf(changed);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(401);
    expect(await sessionWorks(otherDevice.accessToken, user.id)).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(401);
    expect(await sessionWorks(fresh.access_token, user.id)).toBe(200);
    expect((await refresh(fresh.refresh_token)).status).toBe(200);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(401);
    expect((await login({ username: user.username, password: 'Mat-khau-moi-456' })).status).toBe(200);
  });

  it('a password change needs the current password and a matching confirmation', async () => {
    const user = await signedInAccount(t);
    const wrongOld = await call(accountApi.changePassword, {
      as: anonymousClient(t),
      body: { old_password: 'nope', password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
      headers: user.headers,
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.errors).toEqual([{ field: 'old_password', message: 'Mật khẩu hiện tại không đúng' }]);
    const mismatch = await call(accountApi.changePassword, {
      as: anonymousClient(t),
      body: { old_password: TEST_PASSWORD, password: 'short', confirm_password: 'other' },
      headers: { ...user.headers, 'accept-language': 'en' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.errors).toEqual([
      { field: 'password', message: 'The password must have at least 8 characters' },
      { field: 'confirm_password', message: 'Password does not match' },
    ]);
    expect(await sessionWorks(user.accessToken, user.id)).toBe(200);
  });
});
