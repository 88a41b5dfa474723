import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { accounts, refreshTokens, sessions } from './account.tables.js';

const secondsFromNow = (seconds: number) => sql`now() + (${seconds}::int * interval '1 second')`;

/** A session is live when it is not revoked and its account may still sign in. */
const sessionIsLive = and(
  isNull(sessions.revokedAt),
  eq(accounts.isActive, true),
  eq(accounts.isDeleted, false),
  sql`${accounts.passwordChangedAt} <= ${sessions.createdAt}`,
);

export async function insertSession(
  db: DbOrTx,
  values: { id: string; accountId: number; remember: boolean; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { tokenHash: string; sessionId: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    tokenHash: values.tokenHash,
    sessionId: values.sessionId,
    expiresAt: secondsFromNow(values.ttlSeconds),
  });
}

/**
 * Every request's session check (primary keys only, placeholders for the session and account): the
 * session exists, belongs to the token's account, is not revoked, and the account is active, not
 * deleted, and has not changed its password since the session began.
 */
const liveSessionQuery = (db: DbOrTx) =>
  db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      fullname: accounts.fullname,
      type: accounts.type,
      systemKey: accounts.systemKey,
      isSuperuser: accounts.isSuperuser,
      position: accounts.position,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.accountId, sql.placeholder('accountId')),
        sessionIsLive,
      ),
    )
    .limit(1);

type LiveSessionRow = Awaited<ReturnType<typeof liveSessionQuery>>[number];

/** Prepared once (platform/db/prepared-query.ts): it runs on every request. */
const liveSession = preparedQuery<{ sessionId: string; accountId: number }, LiveSessionRow[]>(
  'find_live_session',
  liveSessionQuery,
);

export async function findLiveSession(
  db: DbOrTx,
  sessionId: string,
  accountId: number,
): Promise<LiveSessionRow | undefined> {
  const [row] = await liveSession(db, { sessionId, accountId });
  return row;
}

/**
 * A refresh token with the state of its session and account. `inGrace`: it was rotated less than
 * `graceSeconds` ago (a racing second refresh may still get the pair it was rotated into).
 */
export async function findRefreshToken(db: DbOrTx, tokenHash: string, graceSeconds: number) {
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      accountId: sessions.accountId,
      remember: sessions.remember,
      rotated: sql<boolean>`${refreshTokens.rotatedAt} is not null`,
      inGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - (${graceSeconds}::int * interval '1 second'), false)`,
      successor: refreshTokens.successor,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      live: sql<boolean>`coalesce(${sessionIsLive}, false)`,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the token used and keeps the sealed pair it was rotated into; false when another request
 * rotated it first.
 */
export async function rotateRefreshToken(db: DbOrTx, tokenHash: string, successor: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()`, successor })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length > 0;
}

export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Ends a session and retires every refresh token it holds. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())` })
    .where(eq(sessions.id, sessionId));
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, now())` })
    .where(eq(refreshTokens.sessionId, sessionId));
}

/** Ends every session of several accounts (a bulk deactivation). */
export async function revokeAccountsSessions(db: DbOrTx, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const live = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.accountId, accountIds), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(inArray(refreshTokens.sessionId, live), isNull(refreshTokens.rotatedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.accountId, accountIds), isNull(sessions.revokedAt)));
}

/** Ends every session of an account (deactivation, deletion, password change). */
export async function revokeAccountSessions(db: DbOrTx, accountId: number): Promise<void> {
  const live = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(inArray(refreshTokens.sessionId, live), isNull(refreshTokens.rotatedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}
