import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { notDeleted } from './account.repository.js';
import { accounts } from './account.tables.js';

/*
 * Reads the access module needs to tell who holds a permission (`staffHolding`): it never reads the
 * account tables itself. Only live accounts count: active and not deleted.
 */

const live = and(notDeleted, eq(accounts.isActive, true));

/** Active accounts among `ids`, with the system key their sessions carry, ascending by id. */
export async function activeAccountSystems(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; systemKey: string }[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: accounts.id, systemKey: accounts.systemKey })
    .from(accounts)
    .where(and(live, inArray(accounts.id, unique)))
    .orderBy(asc(accounts.id));
}

/** Active super users, ascending by id: they hold every permission. */
export async function activeSuperuserIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(live, eq(accounts.isSuperuser, true)))
    .orderBy(asc(accounts.id));
  return rows.map((r) => r.id);
}
