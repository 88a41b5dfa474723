import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MIN_VARIANTS, malformedRequests } from './malformed-requests.js';
import { CallerPool } from './real-callers.js';
import { answerProblems } from './response-checks.js';
import {
  NO_RATE_LIMITS,
  probeRouteSchemas,
  requirementOf,
  routesUnderTest,
  type RouteCase,
} from './route-cases.js';
import { createSchemaProbe } from './schema-probe.js';

/** Anonymous copies of this many malformed requests per protected route (spread over the list). */
const ANONYMOUS_SAMPLE = 6;

/** Which routes one test file covers (the routes are split over two files to keep each short). */
export type RouteFilter = (route: RouteCase) => boolean;

/** The route reads a request body (JSON or multipart). */
export const readsBody = (route: RouteCase) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && Boolean(route.body || route.multipart);

/**
 * Every route that takes input gets at least 30 malformed requests generated from its zod schemas,
 * as the super user (so validation and the handler are reached) and a sample anonymously (which
 * must be 401 on protected routes: authentication before validation). No answer may be a 5xx, leave
 * the `{ code, message }` envelope, or carry a stack trace, SQL text or the request URL.
 */
export function describeBadInput(title: string, covers: RouteFilter): void {
  describe(`bad input (generated from the contract schemas): ${title}`, () => {
    let t: TestApp;
    const probe = createSchemaProbe();
    beforeAll(async () => {
      t = await createTestApp(NO_RATE_LIMITS, { extend: (app) => probe.extend(app) });
    });
    afterAll(() => t.close());

    it('answers every malformed request with a clean 4xx envelope', async () => {
      // Requests name id 1 everywhere: let that be an account no caller depends on.
      const victim = await createTestAccount(t);
      const pool = await CallerPool.create(t);
      const routes = routesUnderTest(t);
      await probeRouteSchemas(t, routes, probe, pool.superUser.headers());
      const withInput = routes.filter(
        (r) => covers(r) && (r.body || r.query || r.params || r.multipart || r.paramNames.length),
      );

      const failures: string[] = [];
      const perRoute: string[] = [];
      let sent = 0;
      const send = async (request: InjectOptions, headers: Record<string, string>) => {
        sent += 1;
        const merged = { ...(request.headers as Record<string, string> | undefined), ...headers };
        return t.app.inject({ ...request, headers: merged });
      };

      for (const route of withInput) {
        const variants = malformedRequests(route, { id: victim.id });
        if (variants.length < MIN_VARIANTS) failures.push(`${route.key}: only ${variants.length} variants`);
        const isPublic = requirementOf(route) === 'public';
        const step = Math.max(1, Math.floor(variants.length / ANONYMOUS_SAMPLE));
        for (const [index, variant] of variants.entries()) {
          const url = variant.request.url as string;
          let response = await send(variant.request, pool.superUser.headers());
          // A malformed request that still did something to the super user (ended its session):
          // bring it back and ask again, so one request cannot break the rest.
          if ((response.statusCode === 401 || response.statusCode === 403) && (await pool.superUser.heal()))
            response = await send(variant.request, pool.superUser.headers());
          for (const problem of answerProblems(response, url))
            failures.push(
              `${route.key} [${variant.label}] as super user: ${problem} (${response.statusCode})`,
            );

          if (isPublic || index % step !== 0) continue;
          const anonymous = await send(variant.request, {});
          if (anonymous.statusCode !== 401)
            failures.push(`${route.key} [${variant.label}] anonymous: ${anonymous.statusCode}, expected 401`);
          for (const problem of answerProblems(anonymous, url))
            failures.push(`${route.key} [${variant.label}] anonymous: ${problem}`);
        }
        perRoute.push(`${route.key}: ${variants.length}`);
      }

      console.log(
        `${sent} malformed requests over ${withInput.length} routes with input (${routes.length} routes)\n` +
          perRoute.join('\n'),
      );
      expect(withInput.length).toBeGreaterThan(40);
      expect(sent).toBeGreaterThanOrEqual(MIN_VARIANTS * withInput.length);
      expect(
        failures,
        `${failures.length} failures:\n${failures.slice(0, 150).join('\n')}${failures.length > 150 ? '\n…' : ''}`,
      ).toEqual([]);
    }, 360_000); // About 65 s alone; 124–129 s beside the other suites on a half-speed day (0028)
  });
}
