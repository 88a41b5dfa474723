import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { EXPORT_ROWS_HEADER } from '@kenh/contract';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createCounterStore, rateLimitStoreOf } from '../rate-limit/index.js';
import { tooManyRequests } from './app-error.js';
import type { RateLimitBucket } from './route-access.js';

/**
 * Content Security Policy for the single-page app: everything from our own origin; inline styles
 * only because Ant Design injects them; images also from data:/blob: URLs (previews) and from the
 * map tile server (`MAP_TILE_URL`, its origin only); API calls and the live-update socket on our
 * origin. The OpenAPI UI at /api/docs runs under the same policy (its scripts and styles are files
 * of our origin, the validator badge is turned off).
 */
function cspDirectives(mapTileUrl: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileOrigin(mapTileUrl)],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The origin a tile URL template loads from: `https://tile.openstreetmap.org/{z}/{x}/{y}.png` →
 * `https://tile.openstreetmap.org`; a subdomain placeholder (`{s}.tile…`) becomes a wildcard.
 */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? "'none'";
  return origin.replace('{s}', '*');
}

/**
 * The security headers of every answer. They depend only on the configuration, so they are built
 * once per app rather than per request (helmet rebuilt the policy string on every request). These are
 * helmet's defaults, minus COEP (the app loads nothing cross-origin it must isolate, and it would
 * only get in the way of downloads and map tiles).
 */
export function securityHeaders(mapTileUrl: string): Readonly<Record<string, string>> {
  const csp = Object.entries(cspDirectives(mapTileUrl))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // Same as frame-ancestors 'none', for browsers that predate CSP level 2.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor is itself exploitable; turning it off is the current advice.
    'x-xss-protection': '0',
  };
}

/** Headers the browser may send and read across origins (only for `CORS_ORIGINS`). */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Idempotency-Key',
  'X-Request-Id',
];
const CORS_EXPOSED_HEADERS = [
  'Idempotency-Replayed',
  'Retry-After',
  'Content-Disposition',
  'X-Request-Id',
  EXPORT_ROWS_HEADER,
];

/**
 * The constant security headers (CSP and friends), CORS from the allow-list, and the per-bucket rate limits. The limits
 * count in fixed one-minute windows per `<bucket>:<client ip>`, shared by every route of a bucket
 * and by every server process: in Redis with `REDIS_URL`, else in the database.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
): Promise<void> {
  const headers = securityHeaders(config.mapTileUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
  const counters = createCounterStore({
    redisUrl: config.redisUrl,
    database,
    onRedisError: (error) => app.log.warn({ err: error }, 'rate-limit store: Redis unavailable'),
  });
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(counters),
    errorResponseBuilder: () => tooManyRequests(),
  });
}
