import path from 'node:path';
import { z } from 'zod';

/** Push services of the browsers we support: Chrome/Android, Firefox, Edge on Windows, Safari. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… runs on PostgreSQL; absent means embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().url().optional(),
  /** Comma-separated origins allowed by CORS; the app itself is served same-origin. */
  CORS_ORIGINS: z.string().default(''),
  /** smtp://user:pass@host:port; absent in demo mode means mail goes to the local outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kênh <no-reply@kenh.local>'),
  ACCESS_TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /**
   * A refresh token presented again within this many seconds of its rotation (two tabs refreshing
   * at once) gets the same new pair instead of ending the session.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  DEMO_ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Demo data loads on first start unless NODE_ENV=production or DEMO_DATA=false. */
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json` (one pino record a line, for files and log collectors) or `readable` (a short line per
   * entry, for a person at a terminal). Default: readable on a terminal in development, else JSON.
   */
  LOG_FORMAT: z.enum(['json', 'readable']).optional(),
  /** Requests slower than this many milliseconds are logged at warn (others at debug). */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().positive().default(1000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  /** The maps' tile server (Leaflet URL template); tests point it at a stub that answers nothing. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'a http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Which proxies may set X-Forwarded-For (the client IP of rate limits and logs): `true`, `false`,
   * a hop count, or comma-separated addresses/CIDRs/`loopback`. Default: a proxy on this host only,
   * so a direct client cannot pick its own IP.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** Rate limits are per minute and per client IP. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_OTP: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_REFRESH: z.coerce.number().int().positive().default(60),
  /** The public products-with-prices call (price-list module). */
  RATE_LIMIT_CATALOGUE: z.coerce.number().int().positive().default(60),
  /**
   * redis://… keeps the rate-limit counters in Redis; absent means in the database. Either way every
   * server process counts against the same limit.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Web push of new notifications from this process (default on; tests that need no push turn it off). */
  PUSH_DELIVERY: booleanFlag.default(true),
  /** VAPID contact of the push sender: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .default('mailto:admin@kenh.local'),
  /**
   * VAPID key pair (base64url, as `web-push generate-vapid-keys` prints). Absent: generated on first
   * start and kept in DATA_DIR/secrets.json. Give both when several processes share one database
   * without sharing a data folder, so every process signs with the key the browsers subscribed to.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * Hosts (and their subdomains) a push subscription endpoint may point at, comma-separated; `*`
   * allows any. Default: the push services of Chrome, Firefox, Edge and Safari.
   */
  PUSH_ENDPOINT_HOSTS: z.string().default(DEFAULT_PUSH_ENDPOINT_HOSTS.join(',')),
  /**
   * The logistics partner's API (transport orders, docs/transport.md): its base URL and the token
   * Kênh sends in its `Token` header. Both or neither; neither means the screens say the
   * connection is not configured.
   */
  LOGISTICS_BASE_URL: z.string().url().optional(),
  LOGISTICS_TOKEN: z.string().min(1).optional(),
  /** Per attempt, in milliseconds; a partner slower than this counts as unreachable. */
  LOGISTICS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Further attempts after a network error, a timeout or a 5xx (with backoff from 200 ms). */
  LOGISTICS_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  mapTileUrl: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  demoAdminPassword: string | undefined;
  demoData: boolean;
  logLevel: string;
  logFormat: 'json' | 'readable';
  slowRequestMs: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  webDistDir: string;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  rateLimits: { login: number; otp: number; refresh: number; catalogue: number };
  redisUrl: string | undefined;
  push: {
    enabled: boolean;
    vapidSubject: string;
    /** Both set, or both undefined (generated and kept in the data folder). */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    endpointHosts: string[];
  };
  /** Undefined when the partner connection is not configured. */
  logistics:
    { baseUrl: string; token: string; timeoutMs: number; retries: number; backoffMs: number } | undefined;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Loads the configuration from environment variables. `stdoutIsTerminal` decides the default log
 * format: a person reads a terminal, a program reads a file or a pipe.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal: boolean = process.stdout.isTTY === true,
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user ran
  // npm from (INIT_CWD), so `npm start` at the root keeps its data in ./data at the root.
  const invocationDir = env.INIT_CWD ?? process.cwd();
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  }
  if (!e.LOGISTICS_BASE_URL !== !e.LOGISTICS_TOKEN) {
    throw new ConfigError(
      'Invalid configuration:\n  LOGISTICS_BASE_URL: LOGISTICS_BASE_URL and LOGISTICS_TOKEN go together',
    );
  }
  const serverRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(invocationDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenSecret: e.ACCESS_TOKEN_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && stdoutIsTerminal ? 'readable' : 'json'),
    slowRequestMs: e.LOG_SLOW_REQUEST_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    mapTileUrl: e.MAP_TILE_URL,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(invocationDir, e.WEB_DIST_DIR)
      : path.resolve(serverRoot, '../web/dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      otp: e.RATE_LIMIT_OTP,
      refresh: e.RATE_LIMIT_REFRESH,
      catalogue: e.RATE_LIMIT_CATALOGUE,
    },
    redisUrl: e.REDIS_URL,
    push: {
      enabled: e.PUSH_DELIVERY,
      vapidSubject: e.VAPID_SUBJECT,
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      endpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    },
    logistics:
      e.LOGISTICS_BASE_URL && e.LOGISTICS_TOKEN
        ? {
            baseUrl: e.LOGISTICS_BASE_URL,
            token: e.LOGISTICS_TOKEN,
            timeoutMs: e.LOGISTICS_TIMEOUT_MS,
            retries: e.LOGISTICS_RETRIES,
            backoffMs: 200,
          }
        : undefined,
  };
}
