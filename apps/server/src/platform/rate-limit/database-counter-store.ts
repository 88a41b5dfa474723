import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { CounterStore, Hit } from './counter-store.js';
import { rateLimitHits } from './rate-limit.tables.js';

/** Rows whose window ended more than this long ago are swept. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/**
 * Counters in the `rate_limit_hits` table: one upsert per hit (`insert … on conflict do update …
 * returning`), so concurrent processes never lose or double a count. Every 500th hit of a process
 * sweeps rows whose window is long over.
 */
export class DatabaseCounterStore implements CounterStore {
  private calls = 0;
  private longestWindowMs = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    this.longestWindowMs = Math.max(this.longestWindowMs, windowMs);
    if (++this.calls % 500 === 0) await this.sweep();
    const window = sql`(${windowMs}::int * interval '1 millisecond')`;
    const expired = sql`${rateLimitHits.windowStartedAt} <= now() - ${window}`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, hits: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${rateLimitHits.windowStartedAt} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        ttlMs: sql<number>`ceil(extract(epoch from (${rateLimitHits.windowStartedAt} + ${window} - now())) * 1000)::int`,
      });
    return { count: row!.hits, ttlMs: Number(row!.ttlMs) };
  }

  async sweep(): Promise<void> {
    const age = this.longestWindowMs + SWEEP_AFTER_MS;
    await this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStartedAt, sql`now() - (${age}::int * interval '1 millisecond')`));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
