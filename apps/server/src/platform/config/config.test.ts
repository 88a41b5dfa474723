import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      corsOrigins: [],
      bodyLimitBytes: 1024 * 1024,
      uploadLimitBytes: 10 * 1024 * 1024,
      rateLimits: { login: 20, otp: 5, refresh: 60 },
      redisUrl: undefined,
      refreshReuseGraceSeconds: 10,
      trustProxy: ['loopback'],
    });
  });

  it('logs readable lines to a terminal in development, JSON to files, pipes and in production', () => {
    expect(loadConfig({}, true).logFormat).toBe('readable');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'readable', NODE_ENV: 'production' }, false).logFormat).toBe('readable');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
    expect(loadConfig({}).slowRequestMs).toBe(1000);
    expect(loadConfig({ LOG_SLOW_REQUEST_MS: '250' }).slowRequestMs).toBe(250);
  });

  it('takes a Redis URL for the rate-limit counters and refuses anything else', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis/);
  });

  it('reads lists, numbers and flags from strings', () => {
    const config = loadConfig({
      PORT: '0',
      CORS_ORIGINS: ' https://a.example ,https://b.example,, ',
      RATE_LIMIT_OTP: '3',
      TRUST_PROXY: 'false',
      DEMO_DATA: '0',
    });
    expect(config.port).toBe(0);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.rateLimits.otp).toBe(3);
    expect(config.trustProxy).toBe(false);
    expect(config.demoData).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('throws a ConfigError naming every invalid variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', BODY_LIMIT_BYTES: '-1', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'BODY_LIMIT_BYTES', 'NODE_ENV']) expect(message).toContain(`  ${name}: `);
  });

  it('resolves a relative DATA_DIR against the folder npm ran from, and keeps demo data off in production', () => {
    expect(loadConfig({ INIT_CWD: '/srv/kenh', DATA_DIR: './data' }).dataDir).toBe('/srv/kenh/data');
    expect(loadConfig({ INIT_CWD: '/srv/kenh', DATA_DIR: '/var/lib/kenh' }).dataDir).toBe('/var/lib/kenh');
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(true);
  });

  it('takes the logistics partner as a base URL and a token together, or not at all', () => {
    expect(loadConfig({}).logistics).toBeUndefined();
    expect(
      loadConfig({ LOGISTICS_BASE_URL: 'https://api.partner.example/v1', LOGISTICS_TOKEN: 't0k' }).logistics,
    ).toEqual({
      baseUrl: 'https://api.partner.example/v1',
      token: 't0k',
      timeoutMs: 5000,
      retries: 2,
      backoffMs: 200,
    });
    expect(() => loadConfig({ LOGISTICS_BASE_URL: 'https://api.partner.example' })).toThrow(/go together/);
    expect(() => loadConfig({ LOGISTICS_BASE_URL: 'not a url', LOGISTICS_TOKEN: 't' })).toThrow(
      /LOGISTICS_BASE_URL/,
    );
  });
});
