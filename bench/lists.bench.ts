/**
 * Lists on the list-query kit (issue 10 §7): 100 000 generated staff on PostgreSQL, the staff list
 * (`POST /m_staff/api/staff_list`) through the full server, side by side with a bare Fastify + pg
 * handler running the very same statements, 10 connections, autocannon over loopback. Each server
 * runs in a process of its own, so the load generator does not share its thread. Then EXPLAIN
 * ANALYZE of every statement, planning and execution time apart.
 *   npm run bench:lists
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), STAFF
 * (100000), DURATION seconds per scenario (10), CONNECTIONS (10).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { StaffFilter } from '@kenh/contract';
import { cappedCountQuery, estimatedRowsQuery } from '../apps/server/src/platform/db/capped-count.js';
import type { Db } from '../apps/server/src/platform/db/database.js';
import {
  staffDisplay,
  staffFilterCondition,
  staffPages,
} from '../apps/server/src/modules/staff/staff.repository.js';
import { staff } from '../apps/server/src/modules/staff/staff.tables.js';
import { generateStaff } from '../apps/server/src/testing/generated-staff.js';
import { createAdminAccount, signIn, startServerProcess } from '../apps/server/src/testing/server-process.js';
import type { BareScenario } from './support/bare-list-server.js';
import { startBareListServer } from './support/bare-list-process.js';
import { explainTimings } from './support/explain-timings.js';
import { runScratchBench } from './support/scratch-bench.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF = Number(process.env.STAFF ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PAGE_SIZE = 20;
const ADMIN = { username: 'bench.admin', password: 'Bench-pass-2026' };

interface ListScenario {
  name: string;
  body: StaffFilter & { page: number; page_size: number; after?: number };
}

function statement(query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return { text, values: params };
}

function inlineStatement(query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { text, values: params };
}

async function main(): Promise<void> {
  await runScratchBench('lists', SERVER_URL, async ({ url, database, pool, dataDir, onEnd }) => {
    const started = Date.now();
    await generateStaff(database.db, STAFF);
    console.log(`generated ${STAFF} staff in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const db: Db = database.db;
    const one = async (text: string) => {
      const result = await pool.query<{ id: number }>(text);
      return Number(result.rows[0]!.id);
    };
    const areaId = await one('select min(id) as id from areas');
    // Page 500 by keyset: after the 10 000th row of the list (newest first).
    const after = await one(`select id from staff order by id desc offset ${500 * PAGE_SIZE - 1} limit 1`);

    const scenarios: ListScenario[] = [
      { name: 'first page', body: { page: 0, page_size: PAGE_SIZE } },
      {
        name: 'search "nguyen van" (matches ~800)',
        body: { page: 0, page_size: PAGE_SIZE, search: 'nguyen van' },
      },
      {
        name: 'filter area + active',
        body: { page: 0, page_size: PAGE_SIZE, area_id: areaId, status: 'active' },
      },
      { name: 'deep page 500 (keyset `after`)', body: { page: 0, page_size: PAGE_SIZE, after } },
      { name: 'deepest offset page (499)', body: { page: 499, page_size: PAGE_SIZE } },
    ];

    const bare: Record<string, BareScenario> = {};
    const plans: { name: string; statement: string; planning: number; execution: number }[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const request = {
        where: staffFilterCondition(scenario.body),
        page: scenario.body.page,
        pageSize: PAGE_SIZE,
        after: scenario.body.after,
      };
      const ids = statement(staffPages.pageIdsQuery(db, request));
      const pageIds = (await pool.query<{ id: number }>(ids.text, ids.values)).rows.map((r) => r.id);
      const display = inlineStatement(staffDisplay.query(db, pageIds).getSQL());
      // What the server counts with: the statistics for an unfiltered list, else the capped count.
      const count = request.where
        ? statement(cappedCountQuery(db, staff, request.where))
        : inlineStatement(estimatedRowsQuery(staff));
      bare[String(index)] = { ids, display: display.text, count, pageSize: PAGE_SIZE };
      plans.push({
        name: scenario.name,
        statement: 'page ids',
        ...(await explainTimings(pool, ids.text, ids.values)),
      });
      plans.push({
        name: scenario.name,
        statement: 'display',
        ...(await explainTimings(pool, display.text, display.values)),
      });
      plans.push({
        name: scenario.name,
        statement: request.where ? 'capped count' : 'row estimate',
        ...(await explainTimings(pool, count.text, count.values)),
      });
    }
    const file = path.join(dataDir, 'statements.json');
    await writeFile(file, JSON.stringify(bare));

    await createAdminAccount({ dataDir, databaseUrl: url }, ADMIN);
    const server = await startServerProcess({ dataDir, databaseUrl: url });
    onEnd(() => server.stop());
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const baseline = await startBareListServer(url, file);
    onEnd(baseline.stop);

    console.log(`PostgreSQL, ${STAFF} staff, ${CONNECTIONS} connections, ${DURATION} s each`);
    const results: ScenarioResult[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const options = { connections: CONNECTIONS, duration: DURATION };
      const variant = [{ token, body: scenario.body }];
      results.push(
        await measure(
          server.url,
          { name: `${scenario.name} — server`, method: 'POST', path: '/m_staff/api/staff_list' },
          variant,
          options,
        ),
        await measure(
          baseline.url,
          { name: `${scenario.name} — bare`, method: 'POST', path: `/bare/${index}` },
          variant,
          options,
        ),
      );
    }
    printTable(results);
    console.log('\n| scenario | statement | planning ms | execution ms |\n|---|---|---|---|');
    for (const p of plans) console.log(`| ${p.name} | ${p.statement} | ${p.planning} | ${p.execution} |`);
  });
}

await main();
