import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { accounts, refreshTokens, sessions } from './account.tables.js';

/**
 * A session that can still be used: not revoked, begun after the account's last password change,
 * and holding a refresh token that is neither used nor expired (once the last one lapses, nothing
 * can continue the session).
 */
const usable = and(
  isNull(sessions.revokedAt),
  sql`${accounts.passwordChangedAt} <= ${sessions.createdAt}`,
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.sessionId} = ${sessions.id}
    and ${refreshTokens.rotatedAt} is null and ${refreshTokens.expiresAt} > now())`,
);

export interface AccountSessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  ip: string | null;
  remember: boolean;
}

/** The usable sessions of an account, most recently used first (sessions_account_id_idx). */
export async function listUsableSessions(db: DbOrTx, accountId: number): Promise<AccountSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      remember: sessions.remember,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.accountId, accountId), usable))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** One session of this account that is not revoked yet, locked for the revoking transaction. */
export async function findOpenSession(
  db: DbOrTx,
  accountId: number,
  sessionId: string,
): Promise<AccountSessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      remember: sessions.remember,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .for('update')
    .limit(1);
  return row;
}
