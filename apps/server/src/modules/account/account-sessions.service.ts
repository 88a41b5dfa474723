import type { AccountSession } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { findOpenSession, listUsableSessions } from './account-sessions.repository.js';
import type { AccountService } from './account.service.js';
import { revokeSession } from './session.repository.js';

/**
 * The user manager's view of an account's sessions: list the usable ones, end one. The account
 * must be within the caller's data scope (404 otherwise, like every account look-up); ending a
 * session is audited on the account and takes effect at the session's next request (401).
 */
export function createAccountSessionsService(db: Db, accounts: Pick<AccountService, 'scopedAccount'>) {
  async function list(caller: Caller, accountId: number): Promise<AccountSession[]> {
    await accounts.scopedAccount(caller, accountId);
    const rows = await listUsableSessions(db, accountId);
    return rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      last_used_at: r.lastUsedAt.toISOString(),
      user_agent: r.userAgent,
      ip: r.ip,
      remember: r.remember,
      current: r.id === caller.sessionId,
    }));
  }

  async function revoke(caller: Caller, accountId: number, sessionId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await accounts.scopedAccount(caller, accountId, tx);
      const session = await findOpenSession(tx, accountId, sessionId);
      if (!session) throw notFound('account.session_not_found');
      await revokeSession(tx, session.id);
      await recordAudit(tx, {
        entity: 'account',
        entityId: accountId,
        action: 'revoke_session',
        actorId: caller.accountId,
        before: { session: sessionLabel(session) },
        after: { session: null },
      });
    });
  }

  return { list, revoke };
}

/** How the history names an ended session: when it began, from where, on what. */
function sessionLabel(s: { createdAt: Date; ip: string | null; userAgent: string | null }): string {
  return [s.createdAt.toISOString(), s.ip, s.userAgent].filter(Boolean).join(' · ');
}
