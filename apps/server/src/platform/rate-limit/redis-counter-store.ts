import { Redis } from 'ioredis';
import type { CounterStore, Hit } from './counter-store.js';

/**
 * One hit, atomically on the Redis server: count it, start the window's expiry on the first hit
 * (or on a key that somehow lost it), answer the count and the milliseconds left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

function isHitReply(reply: unknown): reply is [number, number] {
  return Array.isArray(reply) && reply.length === 2 && reply.every((n) => typeof n === 'number');
}

/**
 * Counters in Redis (`REDIS_URL`), under `kenh:rate-limit:<key>`; Redis expires them with their
 * window. While Redis cannot be reached, a hit fails after a short wait, and the request with it.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(url: string, onError: (error: Error) => void) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
    });
    this.redis.on('error', onError);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const reply = await this.redis.eval(HIT_SCRIPT, 1, `kenh:rate-limit:${key}`, windowMs);
    if (!isHitReply(reply)) throw new Error('unexpected reply from Redis');
    return { count: reply[0], ttlMs: reply[1] };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
