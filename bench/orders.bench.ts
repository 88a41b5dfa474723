/**
 * Orders at a million (issue 13): ORDERS generated orders with LINES_PER_ORDER lines each over
 * PARTNERS partners on PostgreSQL, then the order list (`GET /order/api/v3/orders`, pages of 50)
 * through the full server — auth, permission, data scope — side by side with a bare Fastify + pg
 * handler running the very statements the server runs (captured from the repository), 10
 * connections, autocannon over loopback, each server in a process of its own: a filtered, sorted
 * page as admin and as the most restricted staff (data scope: one zone of 40), page 20,000 by keyset
 * against page 1, the deepest page the pager offers (offset), then `sales_report_npp` over the year.
 * Then EXPLAIN ANALYZE of every statement, with the plans of those over 10 ms.
 *   npm run bench:orders
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), ORDERS
 * (1000000), LINES_PER_ORDER (5), PARTNERS (100000), DURATION seconds per list scenario (10),
 * CONNECTIONS (10), REPORT_DURATION seconds per report run (20).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { todayInVietnam } from '@kenh/contract';
import type { Caller, DataScope } from '../apps/server/src/platform/auth/caller.js';
import { UNRESTRICTED_SCOPE } from '../apps/server/src/platform/auth/data-scope.js';
import { COUNT_CAP } from '../apps/server/src/platform/db/capped-count.js';
import { orderVisibility, orderVisibilityBranches } from '../apps/server/src/modules/order/order-scope.js';
import { salesByDistributor } from '../apps/server/src/modules/order/order-report.repository.js';
import { listOrderRows } from '../apps/server/src/modules/order/order.repository.js';
import { createAdminAccount, signIn, startServerProcess } from '../apps/server/src/testing/server-process.js';
import type { BareScenario } from './support/bare-list-server.js';
import { startBareListServer } from './support/bare-list-process.js';
import { capturedStatements } from './support/captured-statements.js';
import { explainText, explainTimings } from './support/explain-timings.js';
import { generateOrderWorld } from './support/generated-orders.js';
import { runScratchBench } from './support/scratch-bench.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const LINES_PER_ORDER = Number(process.env.LINES_PER_ORDER ?? 5);
const PARTNERS = Number(process.env.PARTNERS ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const REPORT_DURATION = Number(process.env.REPORT_DURATION ?? 20);
const PAGE_SIZE = 50;
/** Page 20,000 of 50 starts after row 999,950 (or the list's last page when it is shorter). */
const DEEP_PAGE = 20_000;
/** The deepest page (0-based) the pager offers: offsets stop at the count cap. */
const PAGER_LAST_PAGE = COUNT_CAP / PAGE_SIZE - 1;
const ADMIN = { username: 'bench.admin', password: 'Bench-pass-2026' };
const ZONE_STAFF = 'bench.zone';

type Who = 'admin' | 'zone';

interface ListScenario {
  name: string;
  who: Who;
  query: { status?: 'completed'; sort: 'newest' | 'total_desc'; page: number; after?: number };
  /** Measured at one connection too. */
  alone?: boolean;
}

/** A caller as the server resolves it, for building the same visibility condition. */
function callerOf(accountId: number, isSuperuser: boolean, scope: DataScope): Caller {
  return {
    accountId,
    sessionId: 'bench',
    username: isSuperuser ? ADMIN.username : ZONE_STAFF,
    fullname: 'Bench',
    type: 'AD',
    systemKey: 'AD',
    isSuperuser,
    position: null,
    role: isSuperuser ? 'SUPER' : 'STAFF',
    permissions: new Set(['exporttodistributororder', 'salesreport']),
    modulePermission: {},
    scope,
  };
}

const queryString = (query: ListScenario['query']) =>
  new URLSearchParams(
    Object.entries({ ...query, page_size: PAGE_SIZE }).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The day `days` before a Vietnam day (calendar arithmetic on the date alone). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function main(): Promise<void> {
  await runScratchBench('orders', SERVER_URL, async ({ url, database, pool, dataDir, onEnd }) => {
    const one = async (text: string, values: unknown[] = []) =>
      Number((await pool.query<{ v: number }>(text, values)).rows[0]!.v);

    await createAdminAccount({ dataDir, databaseUrl: url }, ADMIN);
    const hash = (
      await pool.query<{ h: string }>('select password_hash as h from accounts where username = $1', [
        ADMIN.username,
      ])
    ).rows[0]!.h;
    const started = Date.now();
    const phases = await generateOrderWorld(
      database.db,
      { partners: PARTNERS, orders: ORDERS, linesPerOrder: LINES_PER_ORDER, products: 2_000 },
      hash,
    );
    console.log(
      `generated ${PARTNERS} partners, ${ORDERS} orders, ${ORDERS * LINES_PER_ORDER} lines in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (${JSON.stringify(phases)})`,
    );
    console.log(
      `database size ${(await pool.query<{ s: string }>('select pg_size_pretty(pg_database_size(current_database())) as s')).rows[0]!.s}`,
    );

    const adminId = await one('select id as v from accounts where username = $1', [ADMIN.username]);
    // The most restricted staff: order reading and reports, data scope one zone (1/40 of the orders).
    const zoneId = await one('select min(id) as v from zones');
    const staffId = await one(
      `insert into accounts (username, password_hash, fullname, type, system_key)
       values ($1, $2, 'Nhân viên một khu vực', 'AD', 'AD') returning id as v`,
      [ZONE_STAFF, hash],
    );
    // As the server resolves it (`scopeOfRow`): a restricted scope always holds the account itself.
    const zoneScope: DataScope = {
      unrestricted: false,
      areaIds: [],
      zoneIds: [zoneId],
      accountIds: [staffId],
    };
    const callers: Record<Who, Caller> = {
      admin: callerOf(adminId, true, UNRESTRICTED_SCOPE),
      zone: callerOf(staffId, false, zoneScope),
    };

    // Keyset cursors: the row just before page 20,000 (or before the list's last page).
    const cursor = async (where: string, orderBy: string) =>
      one(
        `select id as v from orders ${where} order by ${orderBy}
         offset greatest(0, least(${(DEEP_PAGE - 1) * PAGE_SIZE}, (select count(*) from orders ${where}) - ${PAGE_SIZE}) - 1) limit 1`,
      );
    const afterNewest = await cursor('', 'id desc');
    const afterTotal = await cursor('', 'total desc, id desc');
    const afterFiltered = await cursor(`where status = 'completed'`, 'total desc, id desc');
    const filtered = { status: 'completed', sort: 'total_desc' } as const;

    const scenarios: ListScenario[] = [
      { name: 'completed by total, page 1', who: 'admin', query: { ...filtered, page: 0 }, alone: true },
      {
        name: 'completed by total, last page (keyset)',
        who: 'admin',
        query: { ...filtered, page: 0, after: afterFiltered },
      },
      {
        name: `completed by total, pager's deepest page ${PAGER_LAST_PAGE + 1} (offset)`,
        who: 'admin',
        query: { ...filtered, page: PAGER_LAST_PAGE },
      },
      {
        name: 'completed by total, page 1 — one-zone staff',
        who: 'zone',
        query: { ...filtered, page: 0 },
        alone: true,
      },
      { name: 'all by total, page 1', who: 'admin', query: { sort: 'total_desc', page: 0 }, alone: true },
      {
        name: `all by total, page ${DEEP_PAGE} (keyset)`,
        who: 'admin',
        query: { sort: 'total_desc', page: 0, after: afterTotal },
        alone: true,
      },
      { name: 'all newest, page 1', who: 'admin', query: { sort: 'newest', page: 0 } },
      {
        name: `all newest, page ${DEEP_PAGE} (keyset)`,
        who: 'admin',
        query: { sort: 'newest', page: 0, after: afterNewest },
      },
      {
        name: `all newest, pager's deepest page ${PAGER_LAST_PAGE + 1} (offset)`,
        who: 'admin',
        query: { sort: 'newest', page: PAGER_LAST_PAGE },
      },
      { name: 'all newest, page 1 — one-zone staff', who: 'zone', query: { sort: 'newest', page: 0 } },
    ];

    // What the server runs for each page, captured from the repository: ids, count, display.
    const bare: Record<string, BareScenario> = {};
    const plans: { name: string; statement: string; planning: number; execution: number }[] = [];
    const slowPlans: string[] = [];
    const explain = async (
      name: string,
      label: string,
      text: string,
      values: unknown[],
      on: pg.Pool | pg.PoolClient = pool,
    ) => {
      const timing = await explainTimings(on, text, values);
      plans.push({ name, statement: label, ...timing });
      if (timing.execution > 10)
        slowPlans.push(`-- ${name}: ${label}\n${await explainText(on, text, values)}`);
    };
    for (const [index, scenario] of scenarios.entries()) {
      const statements = await capturedStatements(pool, (db) =>
        listOrderRows(db, {
          visibility: undefined,
          visibilityBranches: orderVisibilityBranches(callers[scenario.who]),
          statuses: scenario.query.status ? [scenario.query.status] : undefined,
          page: scenario.query.page,
          pageSize: PAGE_SIZE,
          after: scenario.query.after,
          sort: scenario.query.sort,
        }),
      );
      // ids, then the count (a statistics estimate first when unfiltered), then the display fetch.
      const ids = statements[0]!;
      const display = statements.at(-1)!;
      const counts = statements.slice(1, -1);
      if (counts.length === 0) throw new Error(`${scenario.name}: a page that is not full`);
      bare[String(index)] = { ids, count: counts.at(-1)!, display: display.text, pageSize: PAGE_SIZE };
      await explain(scenario.name, 'page ids', ids.text, ids.values);
      for (const count of counts) {
        const label = count.text.includes('reltuples') ? 'row estimate' : 'capped count';
        await explain(scenario.name, label, count.text, count.values);
      }
      await explain(scenario.name, 'display', display.text, display.values);
    }
    // What page 20,000 by offset would cost: the pager refuses it (offsets stop at the count cap).
    const deepOffset = (DEEP_PAGE - 1) * PAGE_SIZE;
    await explain(
      `all newest, page ${DEEP_PAGE} (offset)`,
      'page ids',
      `select id from orders order by id desc limit ${PAGE_SIZE} offset ${deepOffset}`,
      [],
    );
    await explain(
      `all by total, page ${DEEP_PAGE} (offset)`,
      'page ids',
      `select id from orders order by total desc, id desc limit ${PAGE_SIZE} offset ${deepOffset}`,
      [],
    );

    const to = todayInVietnam();
    const from = daysBefore(to, 365);
    const reportBody = { from, to, page: 0, page_size: 20 };
    for (const who of ['admin', 'zone'] as const) {
      // The report runs in a transaction of its own settings: EXPLAIN it in one too.
      const [settings, report] = (
        await capturedStatements(pool, (db) =>
          salesByDistributor(db, {
            from,
            to,
            visibility: orderVisibility(callers[who]),
            page: 0,
            pageSize: 20,
          }),
        )
      ).filter((s) => !/^(begin|commit)$/i.test(s.text.trim()));
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(settings!.text, settings!.values);
        await explain(`sales_report_npp, 365 days — ${who}`, 'report', report!.text, report!.values, client);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }

    const file = path.join(dataDir, 'statements.json');
    await writeFile(file, JSON.stringify(bare));
    const server = await startServerProcess({ dataDir, databaseUrl: url });
    onEnd(() => server.stop());
    const adminToken = await signIn(server.url, ADMIN.username, ADMIN.password);
    const asAdmin = (method: 'POST' | 'PUT', url: string, body: unknown) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => {
        if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
      });
    await asAdmin('POST', '/decentralization/api/permission_function_account', {
      account_id: staffId,
      permissions: ['exporttodistributororder', 'salesreport'],
      module_permission: {},
    });
    await asAdmin('PUT', `/decentralization/api/data_scope/${staffId}`, {
      unrestricted: false,
      area_ids: [],
      zone_ids: [zoneId],
      account_ids: [],
    });
    const tokens: Record<Who, string> = {
      admin: adminToken,
      zone: await signIn(server.url, ZONE_STAFF, ADMIN.password),
    };
    const refused = await fetch(
      `${server.url}/order/api/v3/orders?${queryString({ sort: 'newest', page: DEEP_PAGE - 1 })}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    console.log(
      `page ${DEEP_PAGE} by offset through the API: HTTP ${refused.status} (offsets stop at ${COUNT_CAP} rows)`,
    );

    const baseline = await startBareListServer(url, file);
    onEnd(baseline.stop);
    console.log(`PostgreSQL, ${ORDERS} orders, ${CONNECTIONS} connections, ${DURATION} s per list scenario`);
    const results: ScenarioResult[] = [];
    const pair = async (index: number, connections: number) => {
      const scenario = scenarios[index]!;
      const options = { connections, duration: DURATION };
      const suffix = connections === CONNECTIONS ? '' : `, ${connections} connection(s)`;
      results.push(
        await measure(
          server.url,
          {
            name: `${scenario.name} — server${suffix}`,
            path: `/order/api/v3/orders?${queryString(scenario.query)}`,
          },
          [{ token: tokens[scenario.who] }],
          options,
        ),
        await measure(
          baseline.url,
          { name: `${scenario.name} — bare${suffix}`, method: 'POST', path: `/bare/${index}` },
          [{ token: '', body: {} }],
          options,
        ),
      );
    };
    for (const index of scenarios.keys()) await pair(index, CONNECTIONS);
    // One connection: a request's own time (at 10 connections, p50 ≈ 10 / throughput by queueing).
    for (const [index, scenario] of scenarios.entries()) if (scenario.alone) await pair(index, 1);
    for (const who of ['admin', 'zone'] as const) {
      for (const connections of [1, 4]) {
        results.push(
          await measure(
            server.url,
            {
              name: `sales_report_npp, 365 days — ${who}, ${connections} connection(s)`,
              method: 'POST',
              path: '/order/api/v2/sales_report_npp',
            },
            [{ token: tokens[who], body: reportBody }],
            { connections, duration: REPORT_DURATION },
          ),
        );
      }
    }
    printTable(results);
    console.log('\n| scenario | statement | planning ms | execution ms |\n|---|---|---|---|');
    for (const p of plans) console.log(`| ${p.name} | ${p.statement} | ${p.planning} | ${p.execution} |`);
    console.log(`\nPlans of statements over 10 ms:\n\n${slowPlans.join('\n\n')}`);
  });
}

await main();
