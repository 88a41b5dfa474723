import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PasswordRequest } from '@kenh/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createServer, type AddressInfo } from 'node:net';
import { auditLog } from '../../platform/audit/audit.tables.js';
import type { Caller } from '../../platform/auth/caller.js';
import { mailOutbox } from '../../platform/mail/index.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import {
  bearer,
  bodyOf,
  createTestAccount,
  loginAs,
  signedInAccount,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { passwordOtps, passwordRequests, passwordResetTokens } from './account.tables.js';

const NO_RATE_LIMITS = { RATE_LIMIT_LOGIN: '10000', RATE_LIMIT_OTP: '10000', RATE_LIMIT_REFRESH: '10000' };

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

function otpOf(text: string): string {
  const match = /là: (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error(`no OTP in: ${text}`);
  return match[1];
}

describe('forgot password through a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      ...NO_RATE_LIMITS,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kênh <no-reply@kenh.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Lets the resend cooldown pass for an account. */
  const skipCooldown = (accountId: number) =>
    t.database.db
      .update(passwordOtps)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(passwordOtps.accountId, accountId));

  async function sendAndRead(email: string): Promise<string> {
    const sent = await post(t, '/account/api/forget-password', { email });
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([email.toLowerCase()]);
    return otpOf(mail.body);
  }

  it('checks that an account has the e-mail', async () => {
    await createTestAccount(t, { email: 'lan@example.vn' });
    const found = await t.app.inject({ url: '/account/api/forget-password?email=LAN@example.vn' });
    expect(found.json()).toEqual({ code: 200, message: 'Thành công', data: { email: 'lan@example.vn' } });
    const missing = await t.app.inject({ url: '/account/api/forget-password?email=ghost@example.vn' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Không tìm thấy tài khoản với email này' });
    const invalid = await t.app.inject({ url: '/account/api/forget-password?email=not-an-email' });
    expect(bodyOf(invalid).errors).toEqual([{ field: 'email', message: 'Email không hợp lệ' }]);
    const empty = await t.app.inject({
      url: '/account/api/forget-password',
      headers: { 'accept-language': 'en' },
    });
    expect(bodyOf(empty).errors).toEqual([{ field: 'email', message: 'You need to fill in this field' }]);
  });

  it('mails a 6-digit OTP in Vietnamese and records it as sent', async () => {
    await createTestAccount(t, { email: 'mai@example.vn', fullname: 'Hoàng Thị Mai', username: 'mai.hoang' });
    const response = await post(t, '/account/api/forget-password', { email: 'mai@example.vn' });
    expect(response.json()).toEqual({
      code: 200,
      message: 'Mã OTP đã được gửi tới email của bạn',
      data: { expires_in_seconds: 300, resend_after_seconds: 60 },
    });
    const mail = await smtp.nextMail();
    expect(mail.from).toBe('no-reply@kenh.test');
    expect(mail.subject).toBe('Kênh - Mã OTP đặt lại mật khẩu');
    expect(mail.body).toContain('Xin chào Hoàng Thị Mai');
    expect(mail.body).toContain('hiệu lực trong 5 phút');
    expect(otpOf(mail.body)).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'mai@example.vn'))
      .orderBy(desc(mailOutbox.id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The code is stored only as an HMAC.
    const otps = await t.database.db.select().from(passwordOtps);
    expect(otps.some((o) => o.codeHash.includes(otpOf(mail.body)))).toBe(false);
  });

  it('runs the three steps: OTP → reset token → new password; every session ends', async () => {
    const user = await signedInAccount(t, { email: 'tuan@example.vn', username: 'tuan.vu' });
    const otp = await sendAndRead('tuan@example.vn');
    const verified = await post(t, '/account/api/forget-password/verify', { email: 'tuan@example.vn', otp });
    expect(verified.statusCode).toBe(200);
    const { reset_token, expires_in_seconds } = bodyOf<{
      reset_token: string;
      expires_in_seconds: number;
    }>(verified).data;
    expect(expires_in_seconds).toBe(900);

    const mismatch = await post(t, '/account/api/forget-password/reset', {
      reset_token,
      password: 'Mat-khau-moi-789',
      confirm_password: 'Mat-khau-khac-789',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(bodyOf(mismatch).errors).toEqual([{ field: 'confirm_password', message: 'Mật khẩu không khớp' }]);
    const short = await post(
      t,
      '/account/api/forget-password/reset',
      { reset_token, password: 'short', confirm_password: 'short' },
      { 'accept-language': 'en' },
    );
    expect(bodyOf(short).errors).toEqual([
      { field: 'password', message: 'The password must have at least 8 characters' },
    ]);

    const done = await post(t, '/account/api/forget-password/reset', {
      reset_token,
      password: 'Mat-khau-moi-789',
      confirm_password: 'Mat-khau-moi-789',
    });
    expect(done.json()).toEqual({ code: 200, message: 'Tạo mật khẩu thành công', data: {} });
    // The old session is over; the old password no longer works; the new one does.
    const me = await t.app.inject({
      url: `/account/api/get_account_by_id/${user.id}`,
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
    await expect(loginAs(t, 'tuan.vu', TEST_PASSWORD)).rejects.toThrow();
    await loginAs(t, 'tuan.vu', 'Mat-khau-moi-789');
    // The reset token is single use.
    const again = await post(t, '/account/api/forget-password/reset', {
      reset_token,
      password: 'Mat-khau-moi-000',
      confirm_password: 'Mat-khau-moi-000',
    });
    expect(again.statusCode).toBe(400);
    expect(bodyOf(again).errors).toEqual([
      { field: 'reset_token', message: 'Phiên đặt lại mật khẩu đã hết hạn, vui lòng xác thực lại' },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'account'),
          eq(auditLog.entityId, String(user.id)),
          eq(auditLog.action, 'password_change'),
        ),
      );
    expect(audit?.diff).toEqual({ password: { from: '***', to: '***' }, method: { from: null, to: 'otp' } });
  });

  it('refuses a wrong OTP with a field error, and uses an OTP only once', async () => {
    await createTestAccount(t, { email: 'hung@example.vn' });
    const otp = await sendAndRead('hung@example.vn');
    const wrong = otp === '000000' ? '111111' : '000000';
    const bad = await post(t, '/account/api/forget-password/verify', {
      email: 'hung@example.vn',
      otp: wrong,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 400,
      message: 'Mã OTP không đúng hoặc đã hết hạn',
      errors: [{ field: 'otp', message: 'Mã OTP không đúng hoặc đã hết hạn' }],
    });
    const english = await post(
      t,
      '/account/api/forget-password/verify',
      { email: 'hung@example.vn', otp: 'abc' },
      { 'accept-language': 'en' },
    );
    expect(bodyOf(english).errors).toEqual([
      { field: 'otp', message: 'The OTP code is wrong or has expired' },
    ]);
    expect(
      (await post(t, '/account/api/forget-password/verify', { email: 'hung@example.vn', otp })).statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/account/api/forget-password/verify', { email: 'hung@example.vn', otp })).statusCode,
    ).toBe(400);
  });

  it('allows 5 attempts per OTP', async () => {
    await createTestAccount(t, { email: 'thu@example.vn' });
    const otp = await sendAndRead('thu@example.vn');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(t, '/account/api/forget-password/verify', { email: 'thu@example.vn', otp: wrong }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await post(t, '/account/api/forget-password/verify', { email: 'thu@example.vn', otp })).statusCode,
    ).toBe(400);
  });

  it('expires an OTP after 5 minutes', async () => {
    const account = await createTestAccount(t, { email: 'son@example.vn' });
    const otp = await sendAndRead('son@example.vn');
    await t.database.db
      .update(passwordOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordOtps.accountId, account.id));
    expect(
      (await post(t, '/account/api/forget-password/verify', { email: 'son@example.vn', otp })).statusCode,
    ).toBe(400);
  });

  it('waits 60 s between two codes; a new code replaces the old one', async () => {
    const account = await createTestAccount(t, { email: 'ha@example.vn' });
    const first = await sendAndRead('ha@example.vn');
    const tooSoon = await post(t, '/account/api/forget-password', { email: 'ha@example.vn' });
    expect(tooSoon.statusCode).toBe(429);
    expect(bodyOf(tooSoon).message).toMatch(/^Vui lòng đợi (60|59) giây trước khi gửi lại mã OTP$/);
    await skipCooldown(account.id);
    const second = await sendAndRead('ha@example.vn');
    if (first !== second) {
      expect(
        (await post(t, '/account/api/forget-password/verify', { email: 'ha@example.vn', otp: first }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await post(t, '/account/api/forget-password/verify', { email: 'ha@example.vn', otp: second }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const account = await createTestAccount(t, { email: 'quan@example.vn' });
    const otp = await sendAndRead('quan@example.vn');
    const { reset_token } = bodyOf<{ reset_token: string }>(
      await post(t, '/account/api/forget-password/verify', { email: 'quan@example.vn', otp }),
    ).data;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.accountId, account.id));
    const response = await post(t, '/account/api/forget-password/reset', {
      reset_token,
      password: 'Mat-khau-moi-789',
      confirm_password: 'Mat-khau-moi-789',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('mail delivery problems and the outbox', () => {
  it('without SMTP_URL the OTP lands in mail_outbox (and the log) and the flow still completes', async () => {
    const t = await createTestApp(NO_RATE_LIMITS);
    try {
      await createTestAccount(t, { email: 'demo@example.vn', username: 'demo.user' });
      expect((await post(t, '/account/api/forget-password', { email: 'demo@example.vn' })).statusCode).toBe(
        200,
      );
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'demo@example.vn'));
      expect(mail?.sentAt).toBeNull();
      expect(mail?.subject).toBe('Kênh - Mã OTP đặt lại mật khẩu');
      const otp = otpOf(mail!.text);
      const verified = await post(t, '/account/api/forget-password/verify', {
        email: 'demo@example.vn',
        otp,
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('an unreachable SMTP server gives a clear error and does not block a retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = await createTestApp({ ...NO_RATE_LIMITS, SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    try {
      const account = await createTestAccount(t, { email: 'fail@example.vn' });
      const response = await post(t, '/account/api/forget-password', { email: 'fail@example.vn' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'Không gửi được email, vui lòng thử lại sau' });
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'fail@example.vn'));
      expect(mail?.sentAt).toBeNull();
      expect(mail?.error).toBeTruthy();
      expect(
        await t.database.db.select().from(passwordOtps).where(eq(passwordOtps.accountId, account.id)),
      ).toEqual([]);
      expect((await post(t, '/account/api/forget-password', { email: 'fail@example.vn' })).statusCode).toBe(
        500,
      );
    } finally {
      await t.close();
    }
  });
});

describe('staff-assisted reset', () => {
  let t: TestApp;
  const callers: Record<string, Caller> = {};
  let staffHeaders: Record<string, string>;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp(NO_RATE_LIMITS, { callers });
    const staff = await createTestAccount(t, { username: 'hotro' });
    staffId = staff.id;
    callers['token-staff'] = testCaller({ accountId: staff.id, permissions: ['user.resetpassword'] });
    callers['token-reader'] = testCaller({ accountId: staff.id, permissions: ['user'] });
    staffHeaders = bearer('token-staff');
  });
  afterAll(() => t.close());

  it('a user asks; staff see the request, hand out a temporary password once; sessions end', async () => {
    const user = await signedInAccount(t, { username: 'quen.matkhau', fullname: 'Phan Văn Quên' });
    const asked = await post(t, '/account/api/forget-password-admin/request', { username: 'Quen.MatKhau' });
    expect(asked.json()).toEqual({
      code: 200,
      message: 'Đã gửi yêu cầu cấp lại mật khẩu tới quản trị viên',
      data: {},
    });
    // Asking twice keeps one pending request.
    await post(t, '/account/api/forget-password-admin/request', { username: 'quen.matkhau' });
    expect(
      await t.database.db.select().from(passwordRequests).where(eq(passwordRequests.accountId, user.id)),
    ).toHaveLength(1);

    const list = await t.app.inject({
      url: '/account/api/forget-password-admin?status=pending',
      headers: staffHeaders,
    });
    expect(list.statusCode).toBe(200);
    const item = bodyOf<Page<PasswordRequest>>(list).data.results.find((r) => r.account_id === user.id)!;
    expect(item).toMatchObject({
      username: 'quen.matkhau',
      fullname: 'Phan Văn Quên',
      status: 'pending',
      handled_by: null,
    });

    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/account/api/forget-password-admin-confirm/${item.id}`,
      headers: staffHeaders,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(bodyOf(confirmed).message).toBe('Đã cấp mật khẩu tạm thời');
    const { temporary_password, username } = bodyOf<{
      temporary_password: string;
      username: string;
    }>(confirmed).data;
    expect(username).toBe('quen.matkhau');
    expect(temporary_password).toHaveLength(12);
    const me = await t.app.inject({
      url: `/account/api/get_account_by_id/${user.id}`,
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
    await loginAs(t, 'quen.matkhau', temporary_password);

    const twice = await t.app.inject({
      method: 'PUT',
      url: `/account/api/forget-password-admin-confirm/${item.id}`,
      headers: staffHeaders,
    });
    expect(twice.statusCode).toBe(422);
    expect(bodyOf(twice).message).toBe('Yêu cầu này đã được xử lý');
    const done = await t.app.inject({
      url: '/account/api/forget-password-admin?status=done',
      headers: staffHeaders,
    });
    expect(bodyOf<Page<PasswordRequest>>(done).data.results[0]).toMatchObject({
      id: item.id,
      status: 'done',
      handled_by: staffId,
    });
  });

  it('a request can be refused; unknown users and ids are 404', async () => {
    const user = await createTestAccount(t);
    await post(t, '/account/api/forget-password-admin/request', { username: user.username });
    const [request] = await t.database.db
      .select()
      .from(passwordRequests)
      .where(eq(passwordRequests.accountId, user.id));
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/account/api/forget-password-admin-refuse/${request!.id}`,
      headers: staffHeaders,
    });
    expect(refused.json()).toEqual({ code: 200, message: 'Đã từ chối yêu cầu', data: {} });
    expect(
      (await post(t, '/account/api/forget-password-admin/request', { username: 'no.such.user' })).statusCode,
    ).toBe(404);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/account/api/forget-password-admin-confirm/999999',
      headers: staffHeaders,
    });
    expect(missing.statusCode).toBe(404);
    const empty = await post(
      t,
      '/account/api/forget-password-admin/request',
      {},
      { 'accept-language': 'en' },
    );
    expect(bodyOf(empty).errors).toEqual([{ field: 'username', message: 'You need to fill in this field' }]);
  });

  it('needs user.resetpassword', async () => {
    expect((await t.app.inject({ url: '/account/api/forget-password-admin' })).statusCode).toBe(401);
    const reader = bearer('token-reader');
    expect(
      (await t.app.inject({ url: '/account/api/forget-password-admin', headers: reader })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/account/api/forget-password-admin-confirm/1',
          headers: reader,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          t,
          '/account/api/simple_reset_password',
          { account_id: 1, password: 'Mat-khau-123' },
          reader,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('simple_reset_password sets the password directly and ends the sessions', async () => {
    const user = await signedInAccount(t);
    const response = await post(
      t,
      '/account/api/simple_reset_password',
      { account_id: user.id, password: 'Dat-lai-123' },
      staffHeaders,
    );
    expect(response.json()).toEqual({ code: 200, message: 'Đổi mật khẩu thành công', data: {} });
    const me = await t.app.inject({
      url: `/account/api/get_account_by_id/${user.id}`,
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
    await loginAs(t, user.username, 'Dat-lai-123');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'password_change')));
    expect(audits[0]).toMatchObject({ actorId: staffId, diff: { method: { from: null, to: 'staff' } } });
    const short = await post(
      t,
      '/account/api/simple_reset_password',
      { account_id: user.id, password: '123' },
      staffHeaders,
    );
    expect(bodyOf(short).errors).toEqual([
      { field: 'password', message: 'Mật khẩu phải có ít nhất 8 ký tự' },
    ]);
    const unknown = await post(
      t,
      '/account/api/simple_reset_password',
      { account_id: 999999, password: 'Dat-lai-123' },
      staffHeaders,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
