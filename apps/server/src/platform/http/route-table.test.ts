import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN } from '@kenh/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MissingRouteAccessError } from './route-access.js';
import { enforceRouteAccessDeclarations, registeredRoutes } from './route-guard.js';

describe('route → permission table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every route of the full app a permission or "public"', () => {
    const routes = registeredRoutes(t.app);
    const describeAccess = (access: (typeof routes)[number]['access']) =>
      'permission' in access
        ? access.permission === SIGNED_IN
          ? 'signed in'
          : typeof access.permission === 'string'
            ? access.permission
            : `any of ${access.permission.join(', ')}`
        : access.public === true
          ? 'public'
          : '';
    const rows = routes.map((r) => ({
      method: r.method,
      url: r.url,
      access: describeAccess(r.access),
      note: r.framework ? 'framework' : r.hidden ? 'hidden' : '',
    }));
    console.log(
      [
        '| method | route | access | note |',
        '|---|---|---|---|',
        ...rows.map((r) => `| ${r.method} | \`${r.url}\` | ${r.access} | ${r.note} |`),
      ].join('\n'),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.access)).toEqual([]);
  });
});

describe('route access declarations', () => {
  it('throws when a route declares neither a permission nor public', async () => {
    const app = Fastify();
    enforceRouteAccessDeclarations(app);
    expect(() => app.get('/secret', () => 'x')).toThrow(MissingRouteAccessError);
    expect(() => app.get('/open', { config: { access: { public: true } } }, () => 'x')).not.toThrow();
    await app.close();
  });

  it('accepts framework routes only from the allow-list, marking them public', async () => {
    const app = Fastify();
    enforceRouteAccessDeclarations(app, [
      { url: '/api/docs', prefix: true },
      { url: '*', method: 'OPTIONS' },
    ]);
    app.get('/api/docs/json', () => 'x');
    app.options('*', () => 'x');
    expect(() => app.get('/api/docsX', () => 'x')).toThrow(MissingRouteAccessError);
    expect(() => app.get('*', () => 'x')).toThrow(MissingRouteAccessError);
    expect(registeredRoutes(app).map((r) => [r.method, r.url, r.access, r.framework])).toEqual([
      ['GET', '/api/docs/json', { public: true }, true],
      ['OPTIONS', '*', { public: true }, true],
    ]);
    await app.close();
  });

  it('fails building the app when a module registers an undeclared route', async () => {
    await expect(
      createTestApp({}, { extend: (app) => void app.get('/undeclared', () => 'x') }),
    ).rejects.toThrow(/GET \/undeclared declares neither a permission nor public: true/);
  });
});
