import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { codeCounters } from './code-counters.tables.js';

/**
 * Takes the next number of a scope inside the caller's transaction. The upsert
 * (`insert … on conflict (scope) do update set value = value + 1 returning value`) locks the counter
 * row until the transaction ends, so concurrent creates queue here and never get the same number; a
 * rolled-back create gives its number back.
 */
export async function takeNextNumber(tx: DbOrTx, scope: string): Promise<number> {
  return takeNumbers(tx, scope, 1);
}

/**
 * Takes `n` consecutive numbers of a scope at once (bulk inserts that number their codes themselves)
 * and returns the first of them. Same locking as `takeNextNumber`.
 */
export async function takeNumbers(tx: DbOrTx, scope: string, n: number): Promise<number> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`takeNumbers: n must be a positive integer, got ${n}`);
  const [row] = await tx
    .insert(codeCounters)
    .values({ scope, value: n })
    .onConflictDoUpdate({ target: codeCounters.scope, set: { value: sql`${codeCounters.value} + ${n}` } })
    .returning({ value: codeCounters.value });
  if (!row) throw new Error('code counter returned nothing');
  return row.value - n + 1;
}

/** The number the next take will get unless someone else takes first (a preview only; never advances). */
export async function peekNextNumber(db: DbOrTx, scope: string): Promise<number> {
  const [row] = await db
    .select({ value: codeCounters.value })
    .from(codeCounters)
    .where(eq(codeCounters.scope, scope));
  return (row?.value ?? 0) + 1;
}

/**
 * Locks a scope's row until the transaction ends without handing out a number: transactions that
 * call this for the same scope run one after the other (e.g. changes to the shape of a tree).
 */
export async function lockScope(tx: DbOrTx, scope: string): Promise<void> {
  await tx
    .insert(codeCounters)
    .values({ scope, value: 0 })
    .onConflictDoUpdate({ target: codeCounters.scope, set: { value: codeCounters.value } });
}
