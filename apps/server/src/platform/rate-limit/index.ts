import type { Database } from '../db/database.js';
import type { CounterStore } from './counter-store.js';
import { DatabaseCounterStore } from './database-counter-store.js';
import { RedisCounterStore } from './redis-counter-store.js';

export { rateLimitStoreOf, type CounterStore, type Hit } from './counter-store.js';
export { DatabaseCounterStore } from './database-counter-store.js';
export { RedisCounterStore } from './redis-counter-store.js';

/**
 * Where the rate-limit counters live: Redis when `REDIS_URL` is set, else the database, so every
 * server process counts against one limit.
 */
export function createCounterStore(options: {
  redisUrl: string | undefined;
  database: Database;
  onRedisError: (error: Error) => void;
}): CounterStore {
  if (options.redisUrl) return new RedisCounterStore(options.redisUrl, options.onRedisError);
  return new DatabaseCounterStore(options.database.db);
}
