import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL_PATH, accountApi } from '@kenh/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { rawGet, rawRequest } from './raw-http.js';
import { answerProblems } from './response-checks.js';
import { call, anonymousClient } from '../testing/api-client.js';

/**
 * Errors raised before any route runs — by Fastify's router and by Node's HTTP parser — still
 * answer the `{ code, message }` envelope and never echo the URL. A real listening server, since
 * Node answers oversized headers itself and `inject` never goes through its parser.
 */
describe('framework-level errors keep the envelope', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const cases = [
    {
      name: 'a path parameter over 100 characters',
      path: `/staff/api/staff/${'1'.repeat(101)}`,
      status: 414,
    },
    {
      name: 'a path parameter of 500 characters with hostile text',
      path: `/locate/api/area/${'%3Cscript%3E'.repeat(40)}`,
      status: 414,
    },
    { name: 'malformed percent-encoding', path: '/staff/api/staff/%E0%A4%A', status: 400 },
    { name: 'a lone percent sign', path: '/account/api/get_account_by_id/%', status: 400 },
    {
      name: 'malformed percent-encoding in the query',
      path: '/staff/api/staff?search=%E0%A4%A',
      status: 401,
    },
  ];
  for (const c of cases) {
    it(`answers ${c.name} with ${c.status} and the envelope`, async () => {
      const answer = await rawRequest(port, rawGet(c.path));
      expect({ status: answer.statusCode, problems: answerProblems(answer, c.path) }).toEqual({
        status: c.status,
        problems: [],
      });
    });
  }

  it('answers headers over 16 KB with 431 and the envelope', async () => {
    const answer = await rawRequest(port, rawGet('/health', [`X-Padding: ${'a'.repeat(20_000)}`]));
    expect({ status: answer.statusCode, problems: answerProblems(answer, '/health') }).toEqual({
      status: 431,
      problems: [],
    });
  });

  it('answers a plain GET to the WebSocket route (no upgrade) with the envelope', async () => {
    const answer = await rawRequest(port, rawGet(LIVE_CHANNEL_PATH));
    expect({ status: answer.statusCode, problems: answerProblems(answer, LIVE_CHANNEL_PATH) }).toEqual({
      status: 404,
      problems: [],
    });
  });

  it('refuses a deeply nested body to a public route quickly (no quadratic scan)', async () => {
    const depth = 30_000;
    const started = performance.now();
    const response = await call(accountApi.login, {
      raw: true,
      as: anonymousClient(t),
      body: `{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`,
      headers: { 'content-type': 'application/json' },
    });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(400);
    expect(answerProblems(response.response, '/account/api/login')).toEqual([]);
    expect(elapsed, `a ${depth}-level body took ${Math.round(elapsed)} ms`).toBeLessThan(1000);
  });
});
