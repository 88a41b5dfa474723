import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** One hit counted in a fixed window: the count so far and the milliseconds until the window ends. */
export interface Hit {
  count: number;
  ttlMs: number;
}

/**
 * Where rate-limit counters live. Every server process must see the same counters, or N processes
 * behind a load balancer allow N times the limit: the database by default, Redis with REDIS_URL.
 */
export interface CounterStore {
  /** Counts one hit for `key`; a window starts at the first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store of @fastify/rate-limit over a `CounterStore`. The plugin constructs it once; `child`
 * returns the same instance for every route, so a bucket's routes share one counter per key.
 */
export function rateLimitStoreOf(counters: CounterStore): FastifyRateLimitStoreCtor {
  return class SharedCounterStore {
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      counters.hit(key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(hit.ttlMs, 1) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): this {
      return this;
    }
  };
}
