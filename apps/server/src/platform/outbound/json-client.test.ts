import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJsonClient, type JsonClientOptions } from './json-client.js';
import { OutboundError } from './outbound-error.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

describe('outbound JSON client, against a local HTTP server', () => {
  let server: Server;
  let baseUrl = '';
  /** What the server does for each request, in order (the last one repeats). */
  let script: Handler[] = [];
  let seen: IncomingMessage[] = [];

  const json =
    (status: number, body: unknown): Handler =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
  const client = (overrides: Partial<JsonClientOptions> = {}) =>
    createJsonClient({ baseUrl, timeoutMs: 300, retries: 2, backoffMs: 5, ...overrides });

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      const handler = script[Math.min(seen.length - 1, script.length - 1)]!;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
  });

  it('sends the path, the query and the headers, and answers the parsed JSON', async () => {
    script = [json(200, { ok: true })];
    const answer = await client({ headers: { Token: 'secret' } }).get('/v1/orders', {
      page: 2,
      keyword: 'LG 1',
      status: undefined,
    });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(seen[0]!.url).toBe('/api/v1/orders?page=2&keyword=LG+1');
    expect(seen[0]!.headers.token).toBe('secret');
    expect(seen[0]!.headers.accept).toBe('application/json');
  });

  it('retries a 5xx with backoff and answers the success that follows', async () => {
    script = [json(500, { error: 'boom' }), json(503, {}), json(200, { ok: 1 })];
    const retries: number[] = [];
    const answer = await client({ onRetry: (r) => retries.push(r.delayMs) }).get('x');
    expect(answer.body).toEqual({ ok: 1 });
    expect(seen).toHaveLength(3);
    expect(retries).toEqual([5, 10]);
  });

  it('gives up after the retries on a lasting 5xx', async () => {
    script = [json(502, {})];
    const error = await client({ retries: 1 })
      .get('x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect(error).toMatchObject({ failure: 'server_error', status: 502, attempts: 2 });
    expect(seen).toHaveLength(2);
  });

  it('answers a 4xx as it is, without retrying', async () => {
    script = [json(401, { error_code: 401 })];
    const answer = await client().get('x');
    expect(answer).toEqual({ status: 401, body: { error_code: 401 } });
    expect(seen).toHaveLength(1);
  });

  it('abandons a hanging server after the timeout, each attempt', async () => {
    script = [() => undefined];
    const started = Date.now();
    const error = await client({ timeoutMs: 100, retries: 1 })
      .get('x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'timeout', attempts: 2 });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('calls a 2xx without JSON a failure, and a refused connection a network error', async () => {
    script = [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>maintenance</html>');
      },
    ];
    expect(
      await client()
        .get('x')
        .catch((e: unknown) => e),
    ).toMatchObject({ failure: 'invalid_json' });
    expect(seen).toHaveLength(1);

    const closed = createJsonClient({
      baseUrl: 'http://127.0.0.1:1/',
      timeoutMs: 300,
      retries: 1,
      backoffMs: 1,
    });
    expect(await closed.get('x').catch((e: unknown) => e)).toMatchObject({ failure: 'network', attempts: 2 });
  });
});
