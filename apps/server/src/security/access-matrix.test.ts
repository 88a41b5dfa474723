import { decodeJwt } from 'jose';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN } from '@kenh/contract';
import { createTestAccount, loginAs, type TestAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { forgedTokens, revokedToken } from './forged-tokens.js';
import { CallerPool, type RealCaller } from './real-callers.js';
import {
  NO_RATE_LIMITS,
  probeRouteSchemas,
  requirementOf,
  routesUnderTest,
  sampleRequest,
  type Requirement,
  type RouteCase,
} from './route-cases.js';
import { createSchemaProbe } from './schema-probe.js';
import { fieldsOf, type SampleOptions } from './zod-introspect.js';

/** Body fields that carry a refresh token: each request gets a fresh one (they rotate). */
const REFRESH_FIELDS = ['refresh', 'refresh_token'];

/**
 * Sample options for one request: ids point at `victim`; `username`/`password` fields get the real
 * credentials of `signer` and refresh-token fields a fresh token of it, so public sign-in calls
 * answer as they would for a real user instead of refusing made-up credentials.
 */
async function sampleOptionsFor(
  t: TestApp,
  route: RouteCase,
  victim: TestAccount,
  signer: TestAccount,
): Promise<SampleOptions> {
  const values: Record<string, unknown> = { username: signer.username, password: signer.password };
  const refreshField = fieldsOf(route.body).find((f) => REFRESH_FIELDS.includes(f.name));
  if (refreshField) values[refreshField.name] = (await loginAs(t, signer.username)).refreshToken;
  return { id: victim.id, values };
}

type Expected = 401 | 403 | 'allowed';

interface Column {
  label: string;
  /** Authorization headers; a real caller also heals when a cell ended or changed it. */
  headers: (route: RouteCase) => Record<string, string>;
  caller?: (route: RouteCase) => RealCaller;
  expected: (requirement: Requirement) => Expected;
}

const passes = (status: number, expected: Expected) =>
  expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;

const describeExpected = (e: Expected) => (e === 'allowed' ? 'not 401/403 (and < 500)' : String(e));

/**
 * Every registered route × every kind of caller, expected from the route's declared access alone:
 * no token and forged tokens 401, a signed-in account without the permission 403, the holder of
 * the route's permission and the super user get past the guard. Public routes refuse nobody.
 */
describe('access matrix (generated from the route table)', () => {
  let t: TestApp;
  const probe = createSchemaProbe();
  beforeAll(async () => {
    t = await createTestApp(NO_RATE_LIMITS, { extend: (app) => probe.extend(app) });
  });
  afterAll(() => t.close());

  it('answers every route for every caller as its access declaration says', async () => {
    // Sample requests name id 1 everywhere: let that be an account no caller depends on.
    const victim = await createTestAccount(t);
    // Signs in wherever a request needs real credentials; never named by an id.
    const signer = await createTestAccount(t);
    const pool = await CallerPool.create(t);
    const routes = routesUnderTest(t);
    await probeRouteSchemas(t, routes, probe, pool.superUser.headers());

    const noPermission = await pool.withPermissions('no-permission', []);
    const holders = new Map<Requirement, RealCaller>();
    for (const route of routes) {
      const requirement = requirementOf(route);
      if (requirement === 'public' || holders.has(requirement)) continue;
      holders.set(
        requirement,
        await pool.withPermissions(
          requirement === SIGNED_IN ? 'signed-in' : requirement,
          requirement === SIGNED_IN ? [] : [requirement],
        ),
      );
    }
    const tokenOf = (c: RealCaller) => c.headers().authorization!.slice('Bearer '.length);
    const superId = Number(decodeJwt(tokenOf(pool.superUser)).sub);
    const forged = [...(await forgedTokens(tokenOf(noPermission), superId)), await revokedToken(t)];

    const open = (r: Requirement, otherwise: Expected): Expected => (r === 'public' ? 'allowed' : otherwise);
    const columns: Column[] = [
      { label: 'no token', headers: () => ({}), expected: (r) => open(r, 401) },
      ...forged.map((f): Column => ({
        label: `forged: ${f.label}`,
        headers: () => ({ authorization: `Bearer ${f.token}` }),
        expected: (r) => open(r, 401),
      })),
      {
        label: 'no permission',
        headers: () => noPermission.headers(),
        caller: () => noPermission,
        expected: (r) => (r === 'public' || r === SIGNED_IN ? 'allowed' : 403),
      },
      {
        label: 'holder',
        headers: (route) => holders.get(requirementOf(route))?.headers() ?? noPermission.headers(),
        caller: (route) => holders.get(requirementOf(route)) ?? noPermission,
        expected: () => 'allowed',
      },
      {
        label: 'super user',
        headers: () => pool.superUser.headers(),
        caller: () => pool.superUser,
        expected: () => 'allowed',
      },
    ];

    const rows: string[] = [];
    const unexpected: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const requirement = requirementOf(route);
      const statuses: string[] = [];
      for (const column of columns) {
        const send = async (id?: number) => {
          const options = await sampleOptionsFor(t, route, victim, signer);
          const request = sampleRequest(route, { ...options, ...(id ? { id } : {}) });
          const headers = { ...(request.headers as Record<string, string>), ...column.headers(route) };
          return t.app.inject({ ...request, headers } as InjectOptions);
        };
        let response = await send();
        let mark = '';
        const expected = column.expected(requirement);
        const caller = column.caller?.(route);
        // A cell before this one may have ended or changed a real caller (logout, new password,
        // lost grant): bring it back and ask again, so one cell cannot break the others.
        if (!passes(response.statusCode, expected) && caller && (await caller.heal())) {
          response = await send();
          mark = '↻';
        }
        // Past the guard, a record rule may still refuse someone else's record ("only your own
        // notifications"): the route must then serve the caller's own record.
        if (expected === 'allowed' && response.statusCode === 403 && caller) {
          response = await send(caller.accountId());
          mark += '°';
        }
        cells += 1;
        statuses.push(`${response.statusCode}${mark}`);
        if (!passes(response.statusCode, expected))
          unexpected.push(
            `${route.key} × ${column.label}: got ${response.statusCode}, expected ${describeExpected(expected)} — ${response.body.slice(0, 200)}`,
          );
      }
      rows.push(
        `| ${route.key} | ${requirement === SIGNED_IN ? 'signed in' : requirement} | ${statuses.join(' | ')} |`,
      );
    }

    console.log(
      [
        `| route | needs | ${columns.map((c) => c.label).join(' | ')} |`,
        `|---|---|${columns.map(() => '---').join('|')}|`,
        ...rows,
        '',
        '↻ = asked again after re-signing the caller in; ° = asked again naming the caller’s own id',
        `${routes.length} routes × ${columns.length} callers = ${cells} cells, ${unexpected.length} unexpected`,
      ].join('\n'),
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(cells).toBe(routes.length * columns.length);
    expect(unexpected, `unexpected cells:\n${unexpected.join('\n')}`).toEqual([]);
  }, 120_000);
});
