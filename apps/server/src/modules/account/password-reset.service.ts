import type { z } from 'zod';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  type Page,
  type PasswordRequest,
  type passwordRequestListQuery,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, notFound, unprocessable } from '../../platform/http/app-error.js';
import type { Mailer } from '../../platform/mail/index.js';
import { otpMail } from './account-mail.js';
import { passwordRequestNotice } from './account-notices.js';
import type { AccountPortFunctions } from './account.ports.js';
import { accountScopeCondition } from './account-scope.js';
import {
  findAccountById,
  findAccountByUsername,
  findActiveAccountByEmail,
  setPassword,
  type AccountRow,
} from './account.repository.js';
import {
  claimOtpAttempt,
  closeRequest,
  consumeOtp,
  deleteOtp,
  findPendingRequest,
  findRequest,
  insertOtp,
  insertRequest,
  insertResetToken,
  listRequests,
  otpCooldownLeft,
  resetTokenUsable,
  retireOtps,
  retireResetTokens,
  useResetToken,
} from './password-reset.repository.js';
import {
  hashPassword,
  hmac,
  randomOtp,
  randomToken,
  sameHex,
  sha256,
  temporaryPassword,
  verifyPassword,
} from './passwords.js';
import { revokeAccountSessions } from './session.repository.js';
import type { ClientInfo, SessionService } from './session.service.js';

type RequestListQuery = z.infer<typeof passwordRequestListQuery>;

const otpInvalid = () =>
  badRequest('account.otp_invalid', [{ field: 'otp', message: 'account.otp_invalid' }]);
const resetTokenInvalid = () =>
  badRequest('account.reset_token_invalid', [
    { field: 'reset_token', message: 'account.reset_token_invalid' },
  ]);

/** Audit a password change without ever putting a password or hash in the trail (values are masked). */
const passwordAudit = (method: string) => ({
  before: { password: 'old' },
  after: { password: 'new', method },
});

/**
 * Everything that sets a password: the three-step forgot-password flow (OTP by e-mail), requests
 * handled by staff, the direct staff reset and the user's own change. Each ends every session of
 * the account (password_changed_at moves, sessions are revoked).
 */
export function createPasswordResetService(
  ctx: AppContext,
  mailer: Mailer,
  sessions: SessionService,
  { staffHolding, notify }: Pick<AccountPortFunctions, 'staffHolding' | 'notify'>,
) {
  const db = ctx.db;
  const otpHash = (accountId: number, code: string) =>
    hmac(ctx.accessTokenSecret, `otp:${accountId}:${code}`);

  /** Sets the password, ends the sessions, retires codes and tokens, and writes the audit row. */
  async function applyPassword(
    tx: DbOrTx,
    accountId: number,
    passwordHash: string,
    actorId: number | null,
    method: string,
  ) {
    await setPassword(tx, accountId, passwordHash, actorId);
    await revokeAccountSessions(tx, accountId);
    await retireOtps(tx, accountId);
    await retireResetTokens(tx, accountId);
    await recordAudit(tx, {
      entity: 'account',
      entityId: accountId,
      action: 'password_change',
      actorId,
      ...passwordAudit(method),
    });
  }

  async function accountByEmail(email: string): Promise<AccountRow> {
    const account = await findActiveAccountByEmail(db, email);
    if (!account) throw notFound('account.email_not_found');
    return account;
  }

  // --- step 1: e-mail and OTP ------------------------------------------------------------------

  async function checkEmail(email: string): Promise<{ email: string }> {
    const account = await accountByEmail(email);
    return { email: account.email ?? email };
  }

  async function sendOtp(email: string) {
    const account = await accountByEmail(email);
    const wait = await otpCooldownLeft(db, account.id, OTP_RESEND_SECONDS);
    if (wait > 0) throw new AppError(429, 'account.otp_too_soon', { params: { seconds: wait } });
    const code = randomOtp();
    const otpId = await db.transaction(async (tx) => {
      await retireOtps(tx, account.id);
      return insertOtp(tx, {
        accountId: account.id,
        codeHash: otpHash(account.id, code),
        ttlSeconds: OTP_TTL_SECONDS,
      });
    });
    try {
      await mailer.send(
        otpMail({ email: account.email!, fullname: account.fullname, username: account.username }, code),
      );
    } catch {
      // The code never reached the user: drop it so a re-send is not blocked by the cooldown.
      await deleteOtp(db, otpId);
      throw new AppError(500, 'account.mail_failed');
    }
    return { expires_in_seconds: OTP_TTL_SECONDS, resend_after_seconds: OTP_RESEND_SECONDS };
  }

  async function verifyOtp(email: string, otp: string) {
    const account = await findActiveAccountByEmail(db, email);
    if (!account) throw otpInvalid();
    const claimed = await claimOtpAttempt(db, account.id, OTP_MAX_ATTEMPTS);
    if (!claimed || !sameHex(claimed.codeHash, otpHash(account.id, otp))) throw otpInvalid();
    const token = randomToken();
    const ok = await db.transaction(async (tx) => {
      if (!(await consumeOtp(tx, claimed.id))) return false;
      await insertResetToken(tx, {
        tokenHash: sha256(token),
        accountId: account.id,
        ttlSeconds: RESET_TOKEN_TTL_SECONDS,
      });
      return true;
    });
    if (!ok) throw otpInvalid();
    return { reset_token: token, expires_in_seconds: RESET_TOKEN_TTL_SECONDS };
  }

  // --- step 2: the new password ----------------------------------------------------------------

  async function resetWithToken(resetToken: string, password: string): Promise<void> {
    const tokenHash = sha256(resetToken);
    // Garbage tokens are refused before the (deliberately slow) password hashing.
    if (!(await resetTokenUsable(db, tokenHash))) throw resetTokenInvalid();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const accountId = await useResetToken(tx, tokenHash);
      if (accountId === undefined) throw resetTokenInvalid();
      const account = await findAccountById(tx, accountId);
      if (!account?.isActive) throw resetTokenInvalid();
      await applyPassword(tx, accountId, passwordHash, null, 'otp');
    });
  }

  // --- staff-assisted --------------------------------------------------------------------------

  async function requestHelp(username: string): Promise<void> {
    const account = await findAccountByUsername(db, username.trim());
    if (!account || account.isDeleted) throw notFound('account.not_found');
    await db.transaction(async (tx) => {
      if (await findPendingRequest(tx, account.id)) return;
      const request = await insertRequest(tx, account.id);
      await recordAudit(tx, {
        entity: 'password_request',
        entityId: request.id,
        action: 'create',
        actorId: null,
        after: { account_id: account.id, status: 'pending' },
      });
      // Everyone who can handle it — whose data scope contains the account — except the requester.
      const about = { area: account.areaId, zone: account.zoneId, account: account.id };
      const staff = (await staffHolding(tx, 'user.resetpassword', about)).filter((id) => id !== account.id);
      await notify(tx, staff, passwordRequestNotice(request, account));
    });
  }

  async function listHelpRequests(caller: Caller, query: RequestListQuery): Promise<Page<PasswordRequest>> {
    const { rows, total } = await listRequests(db, {
      status: query.status,
      accountScope: accountScopeCondition(caller.scope, caller.accountId),
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      results: rows.map((r) => ({
        ...r,
        created_at: r.created_at.toISOString(),
        handled_at: r.handled_at ? r.handled_at.toISOString() : null,
      })),
      total,
    };
  }

  async function closeHelpRequest(tx: DbOrTx, caller: Caller, id: number, status: 'done' | 'refused') {
    const request = await findRequest(tx, id, accountScopeCondition(caller.scope, caller.accountId));
    if (!request) throw notFound();
    const closed = await closeRequest(tx, id, status, caller.accountId);
    if (!closed) throw unprocessable('account.request_handled');
    await recordAudit(tx, {
      entity: 'password_request',
      entityId: id,
      action: 'update',
      actorId: caller.accountId,
      before: { status: 'pending' },
      after: { status, handled_by: caller.accountId },
    });
    return closed;
  }

  async function confirmHelpRequest(caller: Caller, id: number) {
    const temporary = temporaryPassword();
    const passwordHash = await hashPassword(temporary);
    return db.transaction(async (tx) => {
      const closed = await closeHelpRequest(tx, caller, id, 'done');
      const account = await findAccountById(tx, closed.accountId);
      if (!account) throw notFound('account.not_found');
      await applyPassword(tx, account.id, passwordHash, caller.accountId, 'staff_request');
      return { account_id: account.id, username: account.username, temporary_password: temporary };
    });
  }

  async function refuseHelpRequest(caller: Caller, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await closeHelpRequest(tx, caller, id, 'refused');
    });
  }

  async function resetByStaff(caller: Caller, accountId: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const account = await findAccountById(
        tx,
        accountId,
        accountScopeCondition(caller.scope, caller.accountId),
      );
      if (!account) throw notFound('account.not_found');
      await applyPassword(tx, accountId, passwordHash, caller.accountId, 'staff');
    });
  }

  // --- own change ------------------------------------------------------------------------------

  /** Checks the current password, sets the new one, ends every session and opens a fresh one. */
  async function changeOwn(caller: Caller, oldPassword: string, password: string, client: ClientInfo) {
    const account = await findAccountById(db, caller.accountId);
    if (!account) throw notFound('account.not_found');
    if (!(await verifyPassword(account.passwordHash, oldPassword))) {
      throw badRequest('error.bad_request', [
        { field: 'old_password', message: 'account.old_password_wrong' },
      ]);
    }
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await applyPassword(tx, account.id, passwordHash, caller.accountId, 'self');
    });
    const session = await sessions.openSession(account, false, client);
    return { access_token: session.access, refresh_token: session.refresh };
  }

  return {
    checkEmail,
    sendOtp,
    verifyOtp,
    resetWithToken,
    requestHelp,
    listHelpRequests,
    confirmHelpRequest,
    refuseHelpRequest,
    resetByStaff,
    changeOwn,
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
