import { randomUUID } from 'node:crypto';
import { deriveRole, systemKeyOf, type LoginResult } from '@kenh/contract';
import type { AccessLoader, AppContext } from '../../platform/app-context.js';
import type { SessionIdentity, SessionVerifier } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { tooManyRequests, unauthorized } from '../../platform/http/app-error.js';
import { createAccessTokens } from './access-token.js';
import { findAccountByUsername, profileOf, type AccountRow } from './account.repository.js';
import { accountView } from './account-view.js';
import { clearKey, lockedKeys, pruneThrottle, recordFailure } from './login-throttle.repository.js';
import { randomToken, sha256, verifyAgainstDummy, verifyPassword } from './passwords.js';
import {
  findLiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeSession,
  rotateRefreshToken,
  touchSession,
} from './session.repository.js';

/** Sign-in throttling (docs/accounts.md): failures per username and per client address. */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  perUsername: 5,
  perIp: 30,
} as const;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

function identityOf(
  row: {
    accountId: number;
    username: string;
    fullname: string;
    type: string;
    systemKey: string;
    isSuperuser: boolean;
    position: string | null;
  },
  sessionId: string,
): SessionIdentity {
  return {
    accountId: row.accountId,
    sessionId,
    username: row.username,
    fullname: row.fullname,
    type: row.type,
    systemKey: systemKeyOf(row.systemKey),
    isSuperuser: row.isSuperuser,
    position: row.position,
  };
}

export function identityOfAccount(account: AccountRow, sessionId: string): SessionIdentity {
  return identityOf({ ...account, accountId: account.id }, sessionId);
}

/** Sessions and tokens: sign-in, refresh rotation, sign-out, and the per-request verifier. */
export function createSessionService(ctx: AppContext) {
  const db = ctx.db;
  const accessTokens = createAccessTokens(ctx.accessTokenSecret, ctx.config.accessTokenTtlSeconds);

  async function issueRefreshToken(tx: DbOrTx, sessionId: string): Promise<string> {
    const token = randomToken();
    await insertRefreshToken(tx, {
      tokenHash: sha256(token),
      sessionId,
      ttlSeconds: ctx.config.refreshTokenTtlSeconds,
    });
    return token;
  }

  /** Opens a new session for an account that has just proven who it is. */
  async function openSession(account: AccountRow, remember: boolean, client: ClientInfo) {
    const sessionId = randomUUID();
    const refresh = await db.transaction(async (tx) => {
      await insertSession(tx, { id: sessionId, accountId: account.id, remember, ...client });
      return issueRefreshToken(tx, sessionId);
    });
    const access = await accessTokens.sign({ accountId: account.id, sessionId });
    return { sessionId, access, refresh };
  }

  async function failLogin(keys: string[]): Promise<never> {
    await recordFailure(db, keys[0]!, LOGIN_THROTTLE.perUsername, LOGIN_THROTTLE.windowSeconds);
    await recordFailure(db, keys[1]!, LOGIN_THROTTLE.perIp, LOGIN_THROTTLE.windowSeconds);
    if (Math.random() < 0.01) await pruneThrottle(db);
    throw unauthorized('account.invalid_credentials');
  }

  async function login(
    input: {
      username: string;
      password: string;
      system_key?: string | undefined;
      remember?: boolean | undefined;
    },
    client: ClientInfo,
    loadAccess: AccessLoader,
  ): Promise<LoginResult> {
    const userKey = `user:${input.username.trim().toLowerCase()}`;
    const ipKey = `ip:${client.ip ?? 'unknown'}`;
    if ((await lockedKeys(db, [userKey, ipKey])).length > 0) throw tooManyRequests('account.login_throttled');

    const account = await findAccountByUsername(db, input.username.trim());
    const passwordOk = account
      ? await verifyPassword(account.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    const systemOk =
      !input.system_key || !account || systemKeyOf(input.system_key) === systemKeyOf(account.systemKey);
    // A registration waiting for staff is told so, but only to someone who knows its password.
    if (account?.registrationStatus === 'pending' && passwordOk && !account.isDeleted && systemOk) {
      throw unauthorized('account.registration_pending');
    }
    if (!account || !passwordOk || !account.isActive || account.isDeleted || !systemOk) {
      return failLogin([userKey, ipKey]);
    }
    await clearKey(db, userKey);

    const remember = input.remember ?? false;
    const session = await openSession(account, remember, client);
    const identity = identityOfAccount(account, session.sessionId);
    const [profile, access] = await Promise.all([profileOf(db, account.id), loadAccess(identity)]);
    return {
      user: accountView(account),
      profile,
      permission: access.permissions,
      role: deriveRole(account.position, account.isSuperuser),
      module_permission: access.modulePermission,
      access_token: session.access,
      refresh_token: session.refresh,
    };
  }

  /**
   * Rotates a refresh token. A token presented a second time means it leaked (or two clients
   * raced): the whole session is revoked and the caller must sign in again.
   */
  async function refresh(token: string): Promise<{ access: string; refresh: string }> {
    const tokenHash = sha256(token);
    const found = await findRefreshToken(db, tokenHash);
    if (!found) throw unauthorized('error.session_ended');
    if (found.rotated) {
      await revokeSession(db, found.sessionId);
      throw unauthorized('error.session_ended');
    }
    if (found.expired || !found.live) throw unauthorized('error.session_ended');
    const next = await db.transaction(async (tx) => {
      if (!(await rotateRefreshToken(tx, tokenHash))) return null;
      await touchSession(tx, found.sessionId);
      return issueRefreshToken(tx, found.sessionId);
    });
    if (!next) {
      await revokeSession(db, found.sessionId);
      throw unauthorized('error.session_ended');
    }
    const access = await accessTokens.sign({ accountId: found.accountId, sessionId: found.sessionId });
    return { access, refresh: next };
  }

  async function logout(sessionId: string): Promise<void> {
    await revokeSession(db, sessionId);
  }

  const verifySession: SessionVerifier = async (token) => {
    const claims = await accessTokens.verify(token);
    if (!claims) return null;
    const row = await findLiveSession(db, claims.sessionId, claims.accountId);
    return row ? identityOf(row, claims.sessionId) : null;
  };

  return { login, refresh, logout, openSession, verifySession };
}

export type SessionService = ReturnType<typeof createSessionService>;
