import type { PermissionRequirement } from '@kenh/contract';

/** What every route must declare in its config: a permission or `public: true`. */
export type RouteAccess = { public: true } | { public?: false; permission: PermissionRequirement };

/** Rate-limit buckets, set by `registerEndpoint` from the contract's `rateLimit`. */
export type RateLimitBucket = 'login' | 'otp' | 'refresh' | 'catalogue';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Per-minute, per-IP limit shared by every route of the bucket (see platform/http/security.ts). */
    rateLimitBucket?: RateLimitBucket;
    /** Set by `registerEndpoint`: the route comes from a contract endpoint. */
    contractEndpoint?: boolean;
  }
}

export function routeAccessOf(config: unknown): RouteAccess | undefined {
  if (typeof config !== 'object' || config === null || !('access' in config)) return undefined;
  return (config as { access?: RouteAccess }).access;
}

export class MissingRouteAccessError extends Error {
  constructor(method: string, url: string) {
    super(`Route ${method} ${url} declares neither a permission nor public: true`);
  }
}
