import { accountApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createServer, type AddressInfo } from 'node:net';
import { auditLog } from '../../platform/audit/audit.tables.js';
import type { Caller } from '../../platform/auth/caller.js';
import { mailOutbox } from '../../platform/mail/index.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import {
  bearer,
  createTestAccount,
  loginAs,
  signedInAccount,
  TEST_PASSWORD,
} from '../../testing/accounts.js';
import { passwordOtps, passwordRequests, passwordResetTokens } from './account.tables.js';
import { call, anonymousClient, dataOf } from '../../testing/api-client.js';

const NO_RATE_LIMITS = { RATE_LIMIT_LOGIN: '10000', RATE_LIMIT_OTP: '10000', RATE_LIMIT_REFRESH: '10000' };

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
    const sent = await call(accountApi.forgetPasswordSend, { as: anonymousClient(t), body: { email } });
    expect(sent.status).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([email.toLowerCase()]);
    return otpOf(mail.body);
  }

  it('checks that an account has the e-mail', async () => {
    await createTestAccount(t, { email: 'lan@example.vn' });
    const found = await call(accountApi.forgetPasswordCheck, {
      as: anonymousClient(t),
      query: { email: 'LAN@example.vn' },
    });
    expect(found.body).toEqual({ code: 200, message: 'Thành công', data: { email: 'lan@example.vn' } });
    const missing = await call(accountApi.forgetPasswordCheck, {
      as: anonymousClient(t),
      query: { email: 'ghost@example.vn' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: 'Không tìm thấy tài khoản với email này' });
    const invalid = await call(accountApi.forgetPasswordCheck, {
      as: anonymousClient(t),
      query: { email: 'not-an-email' },
    });
    expect(invalid.errors).toEqual([{ field: 'email', message: 'Email không hợp lệ' }]);
    const empty = await call(accountApi.forgetPasswordCheck, {
      raw: true,
      as: anonymousClient(t),
      headers: { 'accept-language': 'en' },
    });
    expect(empty.errors).toEqual([{ field: 'email', message: 'You need to fill in this field' }]);
  });

  it('mails a 6-digit OTP in Vietnamese and records it as sent', async () => {
    await createTestAccount(t, { email: 'mai@example.vn', fullname: 'Hoàng Thị Mai', username: 'mai.hoang' });
    const response = await call(accountApi.forgetPasswordSend, {
      as: anonymousClient(t),
      body: { email: 'mai@example.vn' },
    });
    expect(response.body).toEqual({
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
    const verified = await call(accountApi.forgetPasswordVerify, {
      as: anonymousClient(t),
      body: { email: 'tuan@example.vn', otp },
    });
    expect(verified.status).toBe(200);
    const { reset_token, expires_in_seconds } = dataOf(verified);
    expect(expires_in_seconds).toBe(900);

    const mismatch = await call(accountApi.forgetPasswordReset, {
      as: anonymousClient(t),
      body: {
        reset_token,
        password: 'Mat-khau-moi-789',
        confirm_password: 'Mat-khau-khac-789',
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.errors).toEqual([{ field: 'confirm_password', message: 'Mật khẩu không khớp' }]);
    const short = await call(accountApi.forgetPasswordReset, {
      as: anonymousClient(t),
      body: { reset_token, password: 'short', confirm_password: 'short' },
      headers: { 'accept-language': 'en' },
    });
    expect(short.errors).toEqual([
      { field: 'password', message: 'The password must have at least 8 characters' },
    ]);

    const done = await call(accountApi.forgetPasswordReset, {
      as: anonymousClient(t),
      body: {
        reset_token,
        password: 'Mat-khau-moi-789',
        confirm_password: 'Mat-khau-moi-789',
      },
    });
    expect(done.body).toEqual({ code: 200, message: 'Tạo mật khẩu thành công', data: {} });
    // The old session is over; the old password no longer works; the new one does.
    const me = await call(accountApi.getAccountById, {
      as: anonymousClient(t),
      params: { id: user.id },
      headers: user.headers,
    });
    expect(me.status).toBe(401);
    await expect(loginAs(t, 'tuan.vu', TEST_PASSWORD)).rejects.toThrow();
    await loginAs(t, 'tuan.vu', 'Mat-khau-moi-789');
    // The reset token is single use.
    const again = await call(accountApi.forgetPasswordReset, {
      as: anonymousClient(t),
      body: {
        reset_token,
        password: 'Mat-khau-moi-000',
        confirm_password: 'Mat-khau-moi-000',
      },
    });
    expect(again.status).toBe(400);
    expect(again.errors).toEqual([
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
    const bad = await call(accountApi.forgetPasswordVerify, {
      as: anonymousClient(t),
      body: {
        email: 'hung@example.vn',
        otp: wrong,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 400,
      message: 'Mã OTP không đúng hoặc đã hết hạn',
      errors: [{ field: 'otp', message: 'Mã OTP không đúng hoặc đã hết hạn' }],
    });
    const english = await call(accountApi.forgetPasswordVerify, {
      as: anonymousClient(t),
      body: { email: 'hung@example.vn', otp: 'abc' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.errors).toEqual([{ field: 'otp', message: 'The OTP code is wrong or has expired' }]);
    expect(
      (
        await call(accountApi.forgetPasswordVerify, {
          as: anonymousClient(t),
          body: { email: 'hung@example.vn', otp },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(accountApi.forgetPasswordVerify, {
          as: anonymousClient(t),
          body: { email: 'hung@example.vn', otp },
        })
      ).status,
    ).toBe(400);
  });

  it('allows 5 attempts per OTP', async () => {
    await createTestAccount(t, { email: 'thu@example.vn' });
    const otp = await sendAndRead('thu@example.vn');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(accountApi.forgetPasswordVerify, {
            as: anonymousClient(t),
            body: { email: 'thu@example.vn', otp: wrong },
          })
        ).status,
      ).toBe(400);
    }
    expect(
      (
        await call(accountApi.forgetPasswordVerify, {
          as: anonymousClient(t),
          body: { email: 'thu@example.vn', otp },
        })
      ).status,
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
      (
        await call(accountApi.forgetPasswordVerify, {
          as: anonymousClient(t),
          body: { email: 'son@example.vn', otp },
        })
      ).status,
    ).toBe(400);
  });

  it('waits 60 s between two codes; a new code replaces the old one', async () => {
    const account = await createTestAccount(t, { email: 'ha@example.vn' });
    const first = await sendAndRead('ha@example.vn');
    const tooSoon = await call(accountApi.forgetPasswordSend, {
      as: anonymousClient(t),
      body: { email: 'ha@example.vn' },
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.message).toMatch(/^Vui lòng đợi (60|59) giây trước khi gửi lại mã OTP$/);
    await skipCooldown(account.id);
    const second = await sendAndRead('ha@example.vn');
    if (first !== second) {
      expect(
        (
          await call(accountApi.forgetPasswordVerify, {
            as: anonymousClient(t),
            body: { email: 'ha@example.vn', otp: first },
          })
        ).status,
      ).toBe(400);
    }
    expect(
      (
        await call(accountApi.forgetPasswordVerify, {
          as: anonymousClient(t),
          body: { email: 'ha@example.vn', otp: second },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const account = await createTestAccount(t, { email: 'quan@example.vn' });
    const otp = await sendAndRead('quan@example.vn');
    const { reset_token } = dataOf(
      await call(accountApi.forgetPasswordVerify, {
        as: anonymousClient(t),
        body: { email: 'quan@example.vn', otp },
      }),
    );
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.accountId, account.id));
    const response = await call(accountApi.forgetPasswordReset, {
      as: anonymousClient(t),
      body: {
        reset_token,
        password: 'Mat-khau-moi-789',
        confirm_password: 'Mat-khau-moi-789',
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('mail delivery problems and the outbox', () => {
  it('without SMTP_URL the OTP lands in mail_outbox (and the log) and the flow still completes', async () => {
    const t = await createTestApp(NO_RATE_LIMITS);
    try {
      await createTestAccount(t, { email: 'demo@example.vn', username: 'demo.user' });
      expect(
        (
          await call(accountApi.forgetPasswordSend, {
            as: anonymousClient(t),
            body: { email: 'demo@example.vn' },
          })
        ).status,
      ).toBe(200);
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'demo@example.vn'));
      expect(mail?.sentAt).toBeNull();
      expect(mail?.subject).toBe('Kênh - Mã OTP đặt lại mật khẩu');
      const otp = otpOf(mail!.text);
      const verified = await call(accountApi.forgetPasswordVerify, {
        as: anonymousClient(t),
        body: {
          email: 'demo@example.vn',
          otp,
        },
      });
      expect(verified.status).toBe(200);
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
      const response = await call(accountApi.forgetPasswordSend, {
        as: anonymousClient(t),
        body: { email: 'fail@example.vn' },
      });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ code: 500, message: 'Không gửi được email, vui lòng thử lại sau' });
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'fail@example.vn'));
      expect(mail?.sentAt).toBeNull();
      expect(mail?.error).toBeTruthy();
      expect(
        await t.database.db.select().from(passwordOtps).where(eq(passwordOtps.accountId, account.id)),
      ).toEqual([]);
      expect(
        (
          await call(accountApi.forgetPasswordSend, {
            as: anonymousClient(t),
            body: { email: 'fail@example.vn' },
          })
        ).status,
      ).toBe(500);
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
    const asked = await call(accountApi.forgetPasswordAdminRequest, {
      as: anonymousClient(t),
      body: { username: 'Quen.MatKhau' },
    });
    expect(asked.body).toEqual({
      code: 200,
      message: 'Đã gửi yêu cầu cấp lại mật khẩu tới quản trị viên',
      data: {},
    });
    // Asking twice keeps one pending request.
    await call(accountApi.forgetPasswordAdminRequest, {
      as: anonymousClient(t),
      body: { username: 'quen.matkhau' },
    });
    expect(
      await t.database.db.select().from(passwordRequests).where(eq(passwordRequests.accountId, user.id)),
    ).toHaveLength(1);

    const list = await call(accountApi.forgetPasswordAdminList, {
      as: anonymousClient(t),
      query: { status: 'pending' },
      headers: staffHeaders,
    });
    expect(list.status).toBe(200);
    const item = dataOf(list).results.find((r) => r.account_id === user.id)!;
    expect(item).toMatchObject({
      username: 'quen.matkhau',
      fullname: 'Phan Văn Quên',
      status: 'pending',
      handled_by: null,
    });

    const confirmed = await call(accountApi.forgetPasswordAdminConfirm, {
      as: anonymousClient(t),
      params: { id: item.id },
      headers: staffHeaders,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.message).toBe('Đã cấp mật khẩu tạm thời');
    const { temporary_password, username } = dataOf(confirmed);
    expect(username).toBe('quen.matkhau');
    expect(temporary_password).toHaveLength(12);
    const me = await call(accountApi.getAccountById, {
      as: anonymousClient(t),
      params: { id: user.id },
      headers: user.headers,
    });
    expect(me.status).toBe(401);
    await loginAs(t, 'quen.matkhau', temporary_password);

    const twice = await call(accountApi.forgetPasswordAdminConfirm, {
      as: anonymousClient(t),
      params: { id: item.id },
      headers: staffHeaders,
    });
    expect(twice.status).toBe(422);
    expect(twice.message).toBe('Yêu cầu này đã được xử lý');
    const done = await call(accountApi.forgetPasswordAdminList, {
      as: anonymousClient(t),
      query: { status: 'done' },
      headers: staffHeaders,
    });
    expect(dataOf(done).results[0]).toMatchObject({
      id: item.id,
      status: 'done',
      handled_by: staffId,
    });
  });

  it('a request can be refused; unknown users and ids are 404', async () => {
    const user = await createTestAccount(t);
    await call(accountApi.forgetPasswordAdminRequest, {
      as: anonymousClient(t),
      body: { username: user.username },
    });
    const [request] = await t.database.db
      .select()
      .from(passwordRequests)
      .where(eq(passwordRequests.accountId, user.id));
    const refused = await call(accountApi.forgetPasswordAdminRefuse, {
      as: anonymousClient(t),
      params: { id: request!.id },
      headers: staffHeaders,
    });
    expect(refused.body).toEqual({ code: 200, message: 'Đã từ chối yêu cầu', data: {} });
    expect(
      (
        await call(accountApi.forgetPasswordAdminRequest, {
          as: anonymousClient(t),
          body: { username: 'no.such.user' },
        })
      ).status,
    ).toBe(404);
    const missing = await call(accountApi.forgetPasswordAdminConfirm, {
      as: anonymousClient(t),
      params: { id: 999999 },
      headers: staffHeaders,
    });
    expect(missing.status).toBe(404);
    const empty = await call(accountApi.forgetPasswordAdminRequest, {
      raw: true,
      as: anonymousClient(t),
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(empty.errors).toEqual([{ field: 'username', message: 'You need to fill in this field' }]);
  });

  it('needs user.resetpassword', async () => {
    expect((await call(accountApi.forgetPasswordAdminList, { as: anonymousClient(t) })).status).toBe(401);
    const reader = bearer('token-reader');
    expect(
      (await call(accountApi.forgetPasswordAdminList, { as: anonymousClient(t), headers: reader })).status,
    ).toBe(403);
    expect(
      (
        await call(accountApi.forgetPasswordAdminConfirm, {
          as: anonymousClient(t),
          params: { id: 1 },
          headers: reader,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(accountApi.simpleResetPassword, {
          as: anonymousClient(t),
          body: { account_id: 1, password: 'Mat-khau-123' },
          headers: reader,
        })
      ).status,
    ).toBe(403);
  });

  it('simple_reset_password sets the password directly and ends the sessions', async () => {
    const user = await signedInAccount(t);
    const response = await call(accountApi.simpleResetPassword, {
      as: anonymousClient(t),
      body: { account_id: user.id, password: 'Dat-lai-123' },
      headers: staffHeaders,
    });
    expect(response.body).toEqual({ code: 200, message: 'Đổi mật khẩu thành công', data: {} });
    const me = await call(accountApi.getAccountById, {
      as: anonymousClient(t),
      params: { id: user.id },
      headers: user.headers,
    });
    expect(me.status).toBe(401);
    await loginAs(t, user.username, 'Dat-lai-123');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'password_change')));
    expect(audits[0]).toMatchObject({ actorId: staffId, diff: { method: { from: null, to: 'staff' } } });
    const short = await call(accountApi.simpleResetPassword, {
      as: anonymousClient(t),
      body: { account_id: user.id, password: '123' },
      headers: staffHeaders,
    });
    expect(short.errors).toEqual([{ field: 'password', message: 'Mật khẩu phải có ít nhất 8 ký tự' }]);
    const unknown = await call(accountApi.simpleResetPassword, {
      as: anonymousClient(t),
      body: { account_id: 999999, password: 'Dat-lai-123' },
      headers: staffHeaders,
    });
    expect(unknown.status).toBe(404);
  });
});
