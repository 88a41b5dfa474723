import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@kenh/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { registerEndpoint } from './register-endpoint.js';
import { securityHeaders, tileOrigin } from './security.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Whether a Redis server answers on 127.0.0.1:6379 (CI runs one; elsewhere that case is skipped). */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1');
  socket.setTimeout(500);
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
});

const otpEndpoint = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: 'test',
    tags: ['test'],
    public: true,
    rateLimit: 'otp',
    response: z.object({}),
  });

describe('security headers, CORS and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { CORS_ORIGINS: 'https://partner.example, https://other.example', RATE_LIMIT_OTP: '3' },
      {
        extend: (app) => {
          registerEndpoint(app, otpEndpoint('/test/otp/send'), () => Promise.resolve({}));
          registerEndpoint(app, otpEndpoint('/test/otp/verify'), () => Promise.resolve({}));
        },
      },
    );
  });
  afterAll(() => t.close());

  it('sends the SPA content security policy and helmet headers', async () => {
    const res = await t.app.inject({ url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
      "connect-src 'self' ws: wss:",
      "font-src 'self' data:",
      "worker-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(res.headers['x-xss-protection']).toBe('0');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends the same headers on 404s and refused requests', async () => {
    const expected = (await t.app.inject({ url: '/health' })).headers;
    for (const res of [
      await t.app.inject({ url: '/no/such/route' }),
      await t.app.inject({ url: '/account/api/get_all' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
        expect(res.headers[name], name).toBe(expected[name]);
      }
    }
  });

  it('allows only the configured origins', async () => {
    const allowed = await t.app.inject({ url: '/health', headers: { origin: 'https://partner.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const refused = await t.app.inject({ url: '/health', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/test/otp/send',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
    const refusedPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/test/otp/send',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits a bucket per IP across its routes, answering 429 in the envelope', async () => {
    const from = (remoteAddress: string, url = '/test/otp/send', lang?: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress, headers: lang ? { 'accept-language': lang } : {} });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1', '/test/otp/verify')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1', '/test/otp/verify');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const en = await from('10.0.0.1', '/test/otp/send', 'en');
    expect(en.json()).toEqual({ code: 429, message: 'Too many attempts, please try again later' });
    // Another client is not affected; routes without a bucket are not limited.
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ url: '/health', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });
});

describe('rate limits of several server processes', () => {
  const limit = 4;
  const extend = (app: Parameters<typeof registerEndpoint>[0]) => {
    registerEndpoint(app, otpEndpoint('/test/otp/send'), () => Promise.resolve({}));
  };

  /** Two app instances on one database, alternately hit from one address: together they allow the limit. */
  async function twoProcesses(env: Record<string, string>) {
    const first = await createTestApp({ RATE_LIMIT_OTP: String(limit), ...env }, { extend });
    const second = await createTestApp(
      { RATE_LIMIT_OTP: String(limit), ...env },
      { extend, database: first.database },
    );
    try {
      // A fresh address per run: Redis keeps its counters between runs.
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      const limited = [];
      for (let i = 0; i < 2 * limit; i++) {
        const app = i % 2 === 0 ? first.app : second.app;
        const response = await app.inject({ method: 'POST', url: '/test/otp/send', remoteAddress });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) limited.push(response);
      }
      expect(statuses).toEqual([...Array<number>(limit).fill(200), ...Array<number>(limit).fill(429)]);
      for (const response of limited) {
        expect(response.json()).toEqual({
          code: 429,
          message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    } finally {
      await second.close();
      await first.close();
    }
  }

  it('counts in the database: two processes together allow exactly the limit', async () => {
    await twoProcesses({});
  });

  it.skipIf(!redisAnswers)(
    'counts in Redis with REDIS_URL: two processes together allow exactly the limit',
    async () => {
      await twoProcesses({ REDIS_URL });
    },
  );
});

describe('CORS by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows no cross origin at all (same-origin app)', async () => {
    const res = await t.app.inject({ url: '/health', headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('map tiles in the content security policy', () => {
  it('allows images from the tile server origin only, a subdomain placeholder as a wildcard', () => {
    expect(tileOrigin('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileOrigin('https://{s}.tile.example.vn/osm/{z}/{x}/{y}.png')).toBe('https://*.tile.example.vn');
    expect(securityHeaders('https://tiles.kenh.vn/{z}/{x}/{y}.png')['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.kenh.vn;",
    );
  });
});
