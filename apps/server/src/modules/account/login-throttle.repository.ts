import { and, inArray, sql, lt, or, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { loginThrottle } from './account.tables.js';

/** Keys among `keys` that are locked right now. */
export async function lockedKeys(db: DbOrTx, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), sql`${loginThrottle.lockedUntil} > now()`));
  return rows.map((r) => r.key);
}

/**
 * Counts one failure in the key's window (a window older than `windowSeconds` starts over); the
 * failure that reaches `limit` locks the key for `windowSeconds`. One statement, so concurrent
 * processes cannot lose a count.
 */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const window = sql`(${windowSeconds}::int * interval '1 second')`;
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${window}`;
  const failures = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: limit <= 1 ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${limit}::int then now() + ${window} else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}

/** Drops counters that can no longer matter (window long over, no lock running). */
export async function pruneThrottle(db: DbOrTx): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, sql`now() - interval '1 day'`),
        or(isNull(loginThrottle.lockedUntil), sql`${loginThrottle.lockedUntil} < now()`),
      ),
    );
}
