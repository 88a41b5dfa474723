import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { tooManyRequests } from './app-error.js';
import type { RateLimitBucket } from './route-access.js';

/**
 * Content Security Policy for the single-page app: everything from our own origin; inline styles
 * only because Ant Design injects them; images also from data:/blob: URLs (previews); API calls
 * and the live-update socket on our origin. The OpenAPI UI at /api/docs runs under the same policy
 * (its scripts and styles are files of our origin, the validator badge is turned off).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Headers the browser may send and read across origins (only for `CORS_ORIGINS`). */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Idempotency-Key',
  'X-Request-Id',
];
const CORS_EXPOSED_HEADERS = ['Idempotency-Replayed', 'Retry-After', 'Content-Disposition', 'X-Request-Id'];

/**
 * Fixed one-minute windows per key, shared by every route of a bucket (the plugin would otherwise
 * keep one counter per route). Keys are `<bucket>:<client ip>`.
 */
class BucketStore {
  private readonly hits = new Map<string, { count: number; start: number }>();
  private calls = 0;

  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    if (++this.calls % 1000 === 0) this.sweep(now, timeWindow);
    let entry = this.hits.get(key);
    if (!entry || entry.start + timeWindow <= now) {
      entry = { count: 0, start: now };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    callback(null, { current: entry.count, ttl: entry.start + timeWindow - now });
  }

  child(): this {
    return this;
  }

  private sweep(now: number, timeWindow: number): void {
    for (const [key, entry] of this.hits) if (entry.start + timeWindow <= now) this.hits.delete(key);
  }
}

/** Helmet (CSP and friends), CORS from the allow-list, and the per-bucket rate limits. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The app loads nothing cross-origin; COEP would only get in the way of downloads.
    crossOriginEmbedderPolicy: false,
    // Same as frame-ancestors 'none', for browsers that predate CSP level 2.
    frameguard: { action: 'deny' },
  });

  // No origin is allowed by default: the app is served from the same origin as the API.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  });

  // Turn a route's bucket into the plugin's per-route setting; must run before the plugin's hook.
  app.addHook('onRoute', (route) => {
    const bucket: RateLimitBucket | undefined = route.config?.rateLimitBucket;
    if (!bucket) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: config.rateLimits[bucket],
        timeWindow: 60_000,
        keyGenerator: (request) => `${bucket}:${request.ip}`,
      },
    };
  });
  const store = new BucketStore();
  await app.register(rateLimit, {
    global: false,
    store: function SharedStore() {
      return store;
    } as never,
    errorResponseBuilder: () => tooManyRequests(),
  });
}
