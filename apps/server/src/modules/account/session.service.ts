import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { deriveRole, systemKeyOf, type LoginResult } from '@kenh/contract';
import type { AccessLoader, AppContext } from '../../platform/app-context.js';
import type { SessionIdentity, SessionVerifier } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError, unauthorized } from '../../platform/http/app-error.js';
import { createAccessTokens } from './access-token.js';
import { findAccountByUsername, profileOf, type AccountRow } from './account.repository.js';
import { accountView } from './account-view.js';
import {
  clearKey,
  pruneThrottle,
  releaseAttempt,
  reserveAttempt,
  retryAfterSeconds,
  type ThrottleRule,
} from './login-throttle.repository.js';
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

/**
 * Sign-in throttling (docs/accounts.md): attempts per client address, and per username from that
 * address, never per account everywhere (so nobody can lock somebody else out).
 */
export const LOGIN_THROTTLE = {
  /** `ip:<address>`: password spraying from one address. */
  perAddress: { limit: 30, windowSeconds: 15 * 60, delays: [] },
  /** `user:<lower username>@<address>`: guessing one password; waits 5 s after the 3rd try, 30 s after the 4th. */
  perUserAndAddress: { limit: 5, windowSeconds: 15 * 60, delays: [0, 0, 5, 30] },
} as const satisfies Record<string, ThrottleRule>;

/**
 * A refused sign-in: 429 with `Retry-After`. A short slow-down names its seconds; a blocked key is
 * told to come back in a few minutes.
 */
function loginThrottled(retryAfterSeconds: number): AppError {
  return retryAfterSeconds <= 60
    ? new AppError(429, 'account.login_slow_down', {
        params: { seconds: retryAfterSeconds },
        retryAfterSeconds,
      })
    : new AppError(429, 'account.login_throttled', { retryAfterSeconds });
}

/**
 * The pair a refresh token was rotated into, sealed with AES-256-GCM under a key derived from that
 * token (HMAC-SHA-256 keyed with it; the table stores only its SHA-256), bound to its hash.
 */
function successorKey(token: string): Buffer {
  return createHmac('sha256', token).update('kenh refresh successor').digest();
}

function sealSuccessor(token: string, tokenHash: string, pair: { access: string; refresh: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(token), iv);
  cipher.setAAD(Buffer.from(tokenHash));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

function openSuccessor(
  token: string,
  tokenHash: string,
  sealed: string,
): { access: string; refresh: string } | null {
  try {
    const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', successorKey(token), iv!);
    decipher.setAAD(Buffer.from(tokenHash));
    decipher.setAuthTag(tag!);
    const text = Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as { access?: unknown; refresh?: unknown };
    return typeof pair.access === 'string' && typeof pair.refresh === 'string'
      ? { access: pair.access, refresh: pair.refresh }
      : null;
  } catch {
    return null;
  }
}

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

  async function refuse(key: string, rule: ThrottleRule): Promise<never> {
    throw loginThrottled(await retryAfterSeconds(db, key, rule));
  }

  /**
   * Reserves this attempt for the address and for the username from that address before any
   * password is checked; refused attempts cost nothing (the address's reservation is given back).
   */
  async function admitAttempt(addressKey: string, pairKey: string): Promise<void> {
    if (!(await reserveAttempt(db, addressKey, LOGIN_THROTTLE.perAddress))) {
      return refuse(addressKey, LOGIN_THROTTLE.perAddress);
    }
    if (!(await reserveAttempt(db, pairKey, LOGIN_THROTTLE.perUserAndAddress))) {
      await releaseAttempt(db, addressKey);
      return refuse(pairKey, LOGIN_THROTTLE.perUserAndAddress);
    }
  }

  /** The password was right: the pair starts over, the address gets its attempt back. */
  async function passedAttempt(addressKey: string, pairKey: string): Promise<void> {
    await clearKey(db, pairKey);
    await releaseAttempt(db, addressKey);
  }

  async function failLogin(): Promise<never> {
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
    const address = client.ip ?? 'unknown';
    const addressKey = `ip:${address}`;
    const pairKey = `user:${input.username.trim().toLowerCase()}@${address}`;
    await admitAttempt(addressKey, pairKey);

    const account = await findAccountByUsername(db, input.username.trim());
    const passwordOk = account
      ? await verifyPassword(account.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    const systemOk =
      !input.system_key || !account || systemKeyOf(input.system_key) === systemKeyOf(account.systemKey);
    // A registration waiting for staff is told so, but only to someone who knows its password.
    if (account?.registrationStatus === 'pending' && passwordOk && !account.isDeleted && systemOk) {
      await passedAttempt(addressKey, pairKey);
      throw unauthorized('account.registration_pending');
    }
    if (!account || !passwordOk || !account.isActive || account.isDeleted || !systemOk) {
      return failLogin();
    }
    await passedAttempt(addressKey, pairKey);

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

  const ended = () => unauthorized('error.session_ended');
  const graceSeconds = ctx.config.refreshReuseGraceSeconds;

  /**
   * A refresh token that was already rotated. Within the grace period after its rotation, while
   * its successor is still unused and the session live, it answers the same pair again (two tabs
   * refreshing at once). Otherwise it leaked: the whole session is revoked.
   */
  async function replayRotated(
    token: string,
    tokenHash: string,
    found: { sessionId: string; inGrace: boolean; successor: string | null; live: boolean },
  ): Promise<{ access: string; refresh: string }> {
    const pair = found.inGrace && found.successor ? openSuccessor(token, tokenHash, found.successor) : null;
    if (pair && found.live) {
      const next = await findRefreshToken(db, sha256(pair.refresh), graceSeconds);
      if (next && !next.rotated && !next.expired && next.live) return pair;
    }
    await revokeSession(db, found.sessionId);
    throw ended();
  }

  /**
   * Rotates a refresh token: the presented one is retired and a new pair answered. A token
   * presented again after the grace period, or after its successor was itself used, means it
   * leaked: the whole session is revoked and the caller must sign in again.
   */
  async function refresh(token: string): Promise<{ access: string; refresh: string }> {
    const tokenHash = sha256(token);
    const found = await findRefreshToken(db, tokenHash, graceSeconds);
    if (!found) throw ended();
    if (found.rotated) return replayRotated(token, tokenHash, found);
    if (found.expired || !found.live) throw ended();
    const pair = {
      access: await accessTokens.sign({ accountId: found.accountId, sessionId: found.sessionId }),
      refresh: randomToken(),
    };
    const rotated = await db.transaction(async (tx) => {
      if (!(await rotateRefreshToken(tx, tokenHash, sealSuccessor(token, tokenHash, pair)))) return false;
      await touchSession(tx, found.sessionId);
      await insertRefreshToken(tx, {
        tokenHash: sha256(pair.refresh),
        sessionId: found.sessionId,
        ttlSeconds: ctx.config.refreshTokenTtlSeconds,
      });
      return true;
    });
    if (rotated) return pair;
    // A concurrent request rotated it between our read and our update: answer as it did.
    const raced = await findRefreshToken(db, tokenHash, graceSeconds);
    if (!raced) throw ended();
    return replayRotated(token, tokenHash, raced);
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
