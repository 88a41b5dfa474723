/**
 * The History tab's call (`GET /platform/api/history/:entity/:id`, issue 10 §3) on PostgreSQL, with
 * the names of the records a change points at (docs/platform.md "Audit trail"): 20 000 generated
 * staff with 20 changes each to their position, manager, office, unit, area and zone (400 000 trail
 * rows), against the same call for positions, whose trail points at nothing — the difference is
 * what naming costs. Each request is another record's first page of 10 entries, through the full
 * server in its own process, 10 connections; then EXPLAIN ANALYZE of the page and of one name
 * lookup.
 *   npm run bench:history
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), STAFF
 * (20000), CHANGES per record (20), DURATION seconds per scenario (10), CONNECTIONS (10).
 */
import { sql } from 'drizzle-orm';
import { generateStaff } from '../apps/server/src/testing/generated-staff.js';
import { createAdminAccount, signIn, startServerProcess } from '../apps/server/src/testing/server-process.js';
import { explainTimings } from './support/explain-timings.js';
import { runScratchBench } from './support/scratch-bench.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF = Number(process.env.STAFF ?? 20_000);
const CHANGES = Number(process.env.CHANGES ?? 20);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ADMIN = { username: 'bench.admin', password: 'Bench-pass-2026' };

/** `{ from, to }` of one field: the value before change `g` and after it, cycling through `ids`. */
const change = (ids: string, g: string) =>
  `jsonb_build_object('from', (${ids})[1 + ${g} % cardinality(${ids})], 'to', (${ids})[1 + (${g} + 1) % cardinality(${ids})])`;

async function main(): Promise<void> {
  await runScratchBench('history', SERVER_URL, async ({ url, database, pool, dataDir, onEnd }) => {
    const started = Date.now();
    await generateStaff(database.db, STAFF);
    const run = (text: string) => database.db.execute(sql.raw(text));
    // Every staff member moved CHANGES times: six references and a name per change.
    await run(`
      with ids as (
        select (select array_agg(id) from positions) p, (select array_agg(id) from offices) o,
               (select array_agg(id) from org_units) u, (select array_agg(id) from areas) a,
               (select array_agg(id) from zones) z, (select array_agg(id) from staff where id <= 50) m)
      insert into audit_log (entity, entity_id, action, actor_id, diff)
      select 'staff', s.id::text, 'update', null, jsonb_build_object(
               'positionId', ${change('ids.p', 'g')}, 'officeId', ${change('ids.o', 'g')},
               'orgUnitId', ${change('ids.u', 'g')}, 'areaId', ${change('ids.a', 'g')},
               'zoneId', ${change('ids.z', 'g')}, 'managerId', ${change('ids.m', 'g')},
               'phone', jsonb_build_object('from', '09' || g, 'to', '09' || (g + 1)))
      from staff s cross join ids cross join generate_series(1, ${CHANGES}) g`);
    // Positions changed as often, seven plain fields each: a trail that points at nothing.
    await run(`
      insert into audit_log (entity, entity_id, action, actor_id, diff)
      select 'position', p.id::text, 'update', null, jsonb_build_object(
               'name', jsonb_build_object('from', 'Chức vụ ' || g, 'to', 'Chức vụ ' || (g + 1)),
               'code', jsonb_build_object('from', 'CV' || g, 'to', 'CV' || (g + 1)),
               'level', jsonb_build_object('from', g, 'to', g + 1),
               'description', jsonb_build_object('from', 'Mô tả ' || g, 'to', 'Mô tả ' || (g + 1)),
               'is_active', jsonb_build_object('from', g % 2 = 0, 'to', g % 2 = 1),
               'note', jsonb_build_object('from', null, 'to', 'Ghi chú ' || g),
               'sort_order', jsonb_build_object('from', g, 'to', g + 1))
      from positions p cross join generate_series(1, ${CHANGES}) g`);
    await run('vacuum analyze audit_log');
    const rows = await pool.query<{ n: string }>('select count(*)::text as n from audit_log');
    console.log(
      `generated ${STAFF} staff and ${rows.rows[0]!.n} trail rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const ids = async (table: string) =>
      (await pool.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((r) => r.id);
    const staffIds = await ids('staff');
    const positionIds = await ids('positions');

    await createAdminAccount({ dataDir, databaseUrl: url }, ADMIN);
    const server = await startServerProcess({ dataDir, databaseUrl: url });
    onEnd(() => server.stop());
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);

    const sample = await fetch(`${server.url}/platform/api/history/staff/${staffIds[0]}?page_size=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await sample.json()) as { data: { results: unknown[]; names: Record<string, object> } };
    console.log(
      `a staff page: ${page.data.results.length} entries, names for ${Object.keys(page.data.names).join(', ')}`,
    );

    console.log(`PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each, a record's first page of 10`);
    const options = { connections: CONNECTIONS, duration: DURATION };
    const results: ScenarioResult[] = [];
    for (const [name, entity, recordIds] of [
      ['staff history (6 kinds named)', 'staff', staffIds],
      ['position history (nothing to name)', 'position', positionIds],
    ] as const) {
      const pathOf = (id: number) => `/platform/api/history/${entity}/${id}?page_size=10`;
      results.push(
        await measure(
          server.url,
          { name, path: pathOf(recordIds[0]!) },
          (sequence) => ({ token, path: pathOf(recordIds[sequence % recordIds.length]!) }),
          options,
        ),
      );
    }
    printTable(results);

    console.log('\n| statement | planning ms | execution ms |\n|---|---|---|');
    const pageSql = `select * from audit_log where entity = $1 and entity_id = $2 order by id desc limit 10`;
    const pagePlan = await explainTimings(pool, pageSql, ['staff', String(staffIds[100])]);
    console.log(`| a staff record's page | ${pagePlan.planning} | ${pagePlan.execution} |`);
    const namePlan = await explainTimings(pool, 'select id, name from positions where id = any($1)', [
      positionIds,
    ]);
    console.log(`| names of the positions a page points at | ${namePlan.planning} | ${namePlan.execution} |`);
  });
}

await main();
