import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** Marks a probe request: answered by the probe hook before validation, never by the route. */
const PROBE_HEADER = 'x-security-schema-probe';

export interface ProbedSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart: boolean;
}

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The request schemas of routes that are not contract endpoints (downloads, exports), read from the
 * route options Fastify keeps for each route. Install `extend` through `createTestApp`; a request
 * carrying the probe header (after the auth hook, so send it as a super user) records the route's
 * `schema` and answers 204 without running validation or the handler.
 */
export function createSchemaProbe() {
  const found = new Map<string, ProbedSchemas>();
  return {
    header: { [PROBE_HEADER]: '1' } as Record<string, string>,
    extend(app: FastifyInstance): void {
      app.addHook('onRequest', async (request, reply) => {
        if (request.headers[PROBE_HEADER] !== '1') return;
        const { method, url, schema } = request.routeOptions;
        const consumes = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
        found.set(`${String(method)} ${url}`, {
          ...(isZod(schema?.params) ? { params: schema.params } : {}),
          ...(isZod(schema?.querystring) ? { query: schema.querystring } : {}),
          ...(isZod(schema?.body) ? { body: schema.body } : {}),
          multipart: consumes.includes('multipart/form-data'),
        });
        return reply.code(204).send();
      });
    },
    /** What the probe saw for `METHOD /url-pattern`, if it was probed. */
    schemasOf: (key: string): ProbedSchemas | undefined => found.get(key),
  };
}

export type SchemaProbe = ReturnType<typeof createSchemaProbe>;
