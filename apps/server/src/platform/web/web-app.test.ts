import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const ENTRY_JS = `console.log(${JSON.stringify('kenh '.repeat(400))});`;

describe('static web app', () => {
  let t: TestApp;
  let root: string;
  let dist: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'kenh-web-'));
    dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kênh</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-Abc123.js'), ENTRY_JS);
    // What the build's pre-compression writes beside the entry chunk (apps/web/vite.config.ts).
    writeFileSync(path.join(dist, 'assets', 'index-Abc123.js.br'), brotliCompressSync(ENTRY_JS));
    writeFileSync(path.join(dist, 'assets', 'index-Abc123.js.gz'), gzipSync(ENTRY_JS));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    writeFileSync(path.join(root, 'outside.txt'), 'outside');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / and /index.html, revalidated on every load', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year, and never caches a missing one', async () => {
    const asset = await t.app.inject({ url: '/assets/index-Abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ url: '/assets/index-Zzz999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('sends the pre-compressed copy the browser accepts, with the original type', async () => {
    const url = '/assets/index-Abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(ENTRY_JS.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('javascript');
    expect(gz.headers['vary']).toContain('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.body).toBe(ENTRY_JS);
  });

  it('sends a file without a compressed copy as it is, whatever the browser accepts', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
  });

  it('serves other top-level files, but no dotfiles and nothing outside the folder', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/.env' })).statusCode).toBe(404);
    for (const url of [
      '/assets/../../outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/assets/%2e%2e/%2e%2e/outside.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('outside');
    }
  });

  it('leaves API 404s alone', async () => {
    const res = await t.app.inject({ url: '/account/api/nope' });
    expect(res.json()).toEqual({ code: 404, message: 'Không tìm thấy đường dẫn' });
  });
});

describe('without a built web app', () => {
  it('serves the API only', async () => {
    const t = await createTestApp({ WEB_DIST_DIR: path.join(tmpdir(), 'kenh-no-such-dist') });
    try {
      expect((await t.app.inject({ url: '/' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
