import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { registeredRoutes } from '../http/route-guard.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Fastify `:id` ↔ OpenAPI `{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document generated from the contract', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 with the title and the bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kênh API');
    expect(doc.components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('documents every contract endpoint with its method, and nothing that is not a route', () => {
    const routes = registeredRoutes(t.app);
    const contract = routes.filter((r) => r.contractEndpoint);
    expect(contract.length).toBeGreaterThan(0);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((m) => HTTP_METHODS.includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const registered = new Set(
      routes.flatMap((r) => r.method.split(',').map((m) => `${m} ${toOpenApiPath(r.url)}`)),
    );
    const missing = contract
      .map((r) => `${r.method} ${toOpenApiPath(r.url)}`)
      .filter((k) => !documented.has(k));
    expect(missing).toEqual([]);
    const visibleMissing = routes
      .filter((r) => !r.hidden)
      .map((r) => `${r.method} ${toOpenApiPath(r.url)}`)
      .filter((k) => !documented.has(k));
    expect(visibleMissing).toEqual([]);
    const phantom = [...documented].filter((k) => !registered.has(k));
    expect(phantom).toEqual([]);
  });

  it('marks protected operations with the bearer scheme and public ones without', () => {
    for (const route of registeredRoutes(t.app).filter((r) => !r.hidden)) {
      const operation = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, route.url).toBeDefined();
      if ('permission' in route.access) expect(operation?.security, route.url).toEqual([{ bearer: [] }]);
      else expect(operation?.security, route.url).toBeUndefined();
    }
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.json<OpenApiDocument>().openapi).toBe('3.1.0');
    const asset = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });
});
