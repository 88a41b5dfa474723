import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import * as contract from '@kenh/contract';
import type { Endpoint, PermissionCode } from '@kenh/contract';
import { SIGNED_IN } from '@kenh/contract';
import { registeredRoutes } from '../platform/http/route-guard.js';
import type { RouteAccess } from '../platform/http/route-access.js';
import { multipartForm } from '../testing/multipart.js';
import type { TestApp } from '../testing/test-app.js';
import type { SchemaProbe } from './schema-probe.js';
import { asStrings, sampleObject, sampleValue, shapeOf, type SampleOptions } from './zod-introspect.js';

/** createTestApp env: limits the generated tests never meet (the limits have tests of their own). */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_LOGIN: '1000000',
  RATE_LIMIT_OTP: '1000000',
  RATE_LIMIT_REFRESH: '1000000',
};

/** One route under test, with the request schemas it validates (from the contract or the probe). */
export interface RouteCase {
  method: string;
  /** Fastify pattern, e.g. `/staff/api/staff/:id`. */
  url: string;
  key: string;
  access: RouteAccess;
  contractEndpoint: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Body is multipart/form-data (fields validated by the handler). */
  multipart: boolean;
  /** The path parameters' names, in order. */
  paramNames: string[];
}

/** Every endpoint of every `<module>Api` object the contract exports, by `METHOD /path`. */
export function contractEndpoints(): Map<string, Endpoint> {
  const byKey = new Map<string, Endpoint>();
  for (const [name, group] of Object.entries(contract)) {
    if (!name.endsWith('Api') || typeof group !== 'object' || group === null) continue;
    for (const endpoint of Object.values(group as Record<string, unknown>)) {
      const e = endpoint as Partial<Endpoint>;
      if (typeof e.method === 'string' && typeof e.path === 'string')
        byKey.set(`${e.method} ${e.path}`, e as Endpoint);
    }
  }
  return byKey;
}

const paramNamesOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/**
 * The routes the generated tests cover: every registered route except framework ones (OpenAPI UI,
 * CORS preflight) and routes hidden from the OpenAPI document (health, readiness, the document
 * itself, static files of the web app, the WebSocket upgrade of the live channel).
 */
export function routesUnderTest(t: TestApp): RouteCase[] {
  const endpoints = contractEndpoints();
  return registeredRoutes(t.app)
    .filter((r) => !r.framework && !r.hidden)
    .flatMap((r) =>
      r.method
        .split(',')
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((method): RouteCase => {
          const key = `${method} ${r.url}`;
          const endpoint = endpoints.get(key);
          return {
            method,
            url: r.url,
            key,
            access: r.access,
            contractEndpoint: r.contractEndpoint,
            ...(endpoint?.params ? { params: endpoint.params } : {}),
            ...(endpoint?.query ? { query: endpoint.query } : {}),
            ...(endpoint?.body ? { body: endpoint.body } : {}),
            multipart: endpoint?.multipart === true,
            paramNames: paramNamesOf(r.url),
          };
        }),
    );
}

/**
 * Fills in the schemas of routes that are not contract endpoints (downloads, exports) from what
 * Fastify registered for them: one probe request each, as the given super user.
 */
export async function probeRouteSchemas(
  t: TestApp,
  routes: RouteCase[],
  probe: SchemaProbe,
  superHeaders: Record<string, string>,
): Promise<void> {
  for (const route of routes) {
    if (route.contractEndpoint) continue;
    const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '1');
    const response = await t.app.inject({
      method: route.method as InjectOptions['method'],
      url,
      headers: { ...superHeaders, ...probe.header },
    });
    const found = probe.schemasOf(route.key);
    if (response.statusCode !== 204 || !found) throw new Error(`schema probe of ${route.key} failed`);
    if (found.params) route.params = found.params;
    if (found.query) route.query = found.query;
    if (found.body) route.body = found.body;
    route.multipart = found.multipart;
  }
}

export type Requirement = 'public' | typeof SIGNED_IN | PermissionCode;

/** What a caller must hold for the route: public, any signed-in account, or one code (any-of: the first). */
export function requirementOf(route: RouteCase): Requirement {
  if ('public' in route.access && route.access.public) return 'public';
  const { permission } = route.access as { permission: contract.PermissionRequirement };
  if (permission === SIGNED_IN) return SIGNED_IN;
  return typeof permission === 'string' ? permission : permission[0]!;
}

/** The route's path with every parameter set to a valid-looking value (ids: `options.id`, default 1). */
export function samplePath(
  route: RouteCase,
  options: SampleOptions = {},
  overrides: Record<string, string> = {},
): string {
  const shape = shapeOf(route.params) ?? {};
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name in overrides) return overrides[name]!;
    const schema = shape[name];
    const value = schema ? asStrings(sampleValue(schema, name, options))[0] : undefined;
    return encodeURIComponent(value ?? String(options.id ?? 1));
  });
}

/** `?a=1&b=x` from an object; arrays repeat their key. Empty string when there is nothing. */
export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) for (const v of asStrings(value)) search.append(key, v);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A multipart body of text fields (objects and arrays as JSON) plus a small text file. */
export function multipartOf(fields: Record<string, unknown>, withFile = true) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  );
  return multipartForm(
    text,
    withFile
      ? { name: 'file', filename: 'kiem-tra.txt', type: 'text/plain', data: Buffer.from('kiểm tra') }
      : undefined,
  );
}

/**
 * A valid-looking request for the route: path parameters filled in, the required query fields,
 * and a body built from its schema (JSON, or multipart for upload routes). Good enough to get past
 * the access guard; whether the handler then answers 200, 400 or 404 does not matter here.
 */
export function sampleRequest(route: RouteCase, options: SampleOptions = {}): InjectOptions {
  const query = route.query ? queryString(sampleObject(route.query, options)) : '';
  const request: InjectOptions = {
    method: route.method,
    url: samplePath(route, options) + query,
  };
  if (route.multipart) {
    const form = multipartOf(route.body ? sampleObject(route.body, options) : {});
    return { ...request, payload: form.payload, headers: form.headers };
  }
  if (route.body) return { ...request, payload: sampleObject(route.body, options) };
  if (['POST', 'PUT', 'PATCH'].includes(route.method)) return { ...request, payload: {} };
  return request;
}
