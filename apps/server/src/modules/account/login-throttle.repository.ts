import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { loginThrottle } from './account.tables.js';

/** How one kind of key is throttled: `limit` attempts per fixed window, slowed down on the way. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  /**
   * `delays[n - 1]`: seconds the key must wait after its n-th attempt of the window before the
   * next one is checked (missing entries: no wait).
   */
  delays: readonly number[];
}

const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;

/** The wait after the attempt numbered `count` (a SQL integer), as an interval. */
function delayAfter(count: SQL, delays: readonly number[]): SQL {
  const steps = delays.map((d, i) => (d > 0 ? sql`when ${count} = ${i + 1}::int then ${seconds(d)}` : null));
  const cases = steps.filter((s): s is SQL => s !== null);
  if (cases.length === 0) return sql`interval '0 seconds'`;
  return sql`(case ${sql.join(cases, sql` `)} else interval '0 seconds' end)`;
}

/**
 * Reserves one attempt for `key` before its password is checked, in one statement (so concurrent
 * requests and processes cannot all slip in). True when the attempt may go ahead: the window is
 * new or over, fewer than `limit` attempts were made in it, and no slow-down is running.
 */
export async function reserveAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<boolean> {
  const window = seconds(rule.windowSeconds);
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${window}`;
  const attempts = sql`(case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end)`;
  const rows = await db
    .insert(loginThrottle)
    .values({
      key,
      attempts: 1,
      windowStartedAt: sql`now()`,
      notBefore: sql`now() + ${delayAfter(sql`1`, rule.delays)}`,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        notBefore: sql`now() + ${delayAfter(attempts, rule.delays)}`,
      },
      setWhere: or(
        expired,
        and(
          lt(loginThrottle.attempts, rule.limit),
          or(isNull(loginThrottle.notBefore), sql`${loginThrottle.notBefore} <= now()`),
        ),
      ),
    })
    .returning({ attempts: loginThrottle.attempts });
  return rows.length > 0;
}

/**
 * Whole seconds until `key` may try again (at least 1): the end of its window once the limit is
 * reached, else the end of its slow-down.
 */
export async function retryAfterSeconds(db: DbOrTx, key: string, rule: ThrottleRule): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (
        case when ${loginThrottle.attempts} >= ${rule.limit}::int
          then ${loginThrottle.windowStartedAt} + ${seconds(rule.windowSeconds)}
          else coalesce(${loginThrottle.notBefore}, now()) end) - now()))::int`,
    })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return Math.max(1, Number(row?.seconds ?? 1));
}

/** Gives back one reserved attempt (the attempt succeeded, or another key refused it). */
export async function releaseAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Drops counters whose window is long over and that hold no slow-down. */
export async function pruneThrottle(db: DbOrTx): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, sql`now() - interval '1 day'`),
        or(isNull(loginThrottle.notBefore), sql`${loginThrottle.notBefore} < now()`),
      ),
    );
}
