import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { badRequest } from '../http/app-error.js';
import { chooseEncoding } from './response-compression.js';

let runs = 0;
const rows = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `Nguyễn Văn ${i + 1}`, active: true }));

describe('JSON compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: (app) => {
          app.get('/test/rows', { config: { access: { public: true } } }, () => ({ rows }));
          app.post('/test/rows', { config: { access: { public: true } } }, () => ({ rows, run: ++runs }));
          // A refusal is stored for replay by the idempotency onSend hook, which must see JSON text.
          app.post('/test/refuse', { config: { access: { public: true } } }, () => {
            throw badRequest(
              'error.bad_request',
              rows.map((row) => ({ field: `rows.${row.id}.name`, message: `Tên ${row.name} không hợp lệ` })),
            );
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('sends a large JSON answer brotli- or gzip-compressed, as the client accepts', async () => {
    const br = await t.app.inject({ url: '/test/rows', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ rows });

    const gz = await t.app.inject({ url: '/test/rows', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ rows });
  });

  it('sends it plain without Accept-Encoding, and small answers always plain', async () => {
    const plain = await t.app.inject({ url: '/test/rows' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
    const small = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('stores the plain answer for an Idempotency-Key replay, whatever the first client accepted', async () => {
    for (const url of ['/test/rows', '/test/refuse']) {
      const post = (key: string, acceptEncoding?: string) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: {
            'idempotency-key': key,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        });
      const key = `compress-${url.slice(6)}`;
      const first = await post(key, 'br');
      expect(first.headers['content-encoding'], url).toBe('br');
      const answer: unknown = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
      const replay = await post(key);
      expect(replay.headers['idempotency-replayed'], url).toBe('true');
      expect(replay.headers['content-encoding'], url).toBeUndefined();
      expect(replay.json(), url).toEqual(answer);
      const gzipReplay = await post(key, 'gzip');
      expect(JSON.parse(gunzipSync(gzipReplay.rawPayload).toString()), url).toEqual(answer);
    }
  });

  it('honours q=0 and wildcards', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
