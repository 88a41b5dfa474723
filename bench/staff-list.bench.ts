/**
 * HR records list (`POST /m_staff/api/staff_list`) under load: a server on a fresh database with
 * STAFF generated staff records over 10 areas, 40 zones, 8 positions, 3 offices and 6 units, measured
 * with autocannon over real HTTP on loopback.
 *   node --import tsx bench/staff-list.bench.ts            # embedded PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/staff-list.bench.ts
 * Environment: STAFF (default 100000), DURATION seconds per scenario (default 10), CONNECTIONS (10).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { COUNT_CAP } from '../apps/server/src/platform/db/capped-count.js';
import { createAccount } from '../apps/server/src/modules/account/index.js';
import { generateStaff } from '../apps/server/src/testing/generated-staff.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const STAFF = Number(process.env.STAFF ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PASSWORD = 'Bench-pass-2026';

async function main(): Promise<void> {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/kenh-bench-${randomBytes(4).toString('hex')}`,
  });
  const app = await buildApp({ config, database, accessTokenSecret: randomBytes(32).toString('hex') });
  await createAccount(database.db, {
    username: 'bench.admin',
    password: PASSWORD,
    fullname: 'Bench Admin',
    type: 'AD',
    isSuperuser: true,
  });
  const run = (text: string) => database.db.execute(sql.raw(text));

  const started = Date.now();
  await generateStaff(database.db, STAFF);
  console.log(`generated ${STAFF} staff in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const ids = async (table: string) => {
    const r = await run(`select id from ${table} order by id`);
    const rows = (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows) as { id: number }[];
    return rows.map((x) => Number(x.id));
  };
  const [areaIds, zoneIds, positionIds] = [await ids('areas'), await ids('zones'), await ids('positions')];

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench.admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const lastPage = Math.floor(Math.min(STAFF, COUNT_CAP) / 20) - 1;

  const scenarios: [string, Record<string, unknown>][] = [
    ['first page', { page: 0, page_size: 20 }],
    ['deep page', { page: lastPage, page_size: 20 }],
    ['search name, diacritics ignored', { page: 0, page_size: 20, search: 'nguyen van' }],
    ['search rare name (few hits)', { page: 0, page_size: 20, search: 'ngo huu yen' }],
    ['search phone fragment', { page: 0, page_size: 20, search: '0912' }],
    ['search citizen ID', { page: 0, page_size: 20, search: '000000054321' }],
    ['area + active', { page: 0, page_size: 20, area_id: areaIds[3], status: 'active' }],
    ['zone + position', { page: 0, page_size: 20, zone_id: zoneIds[17], position_id: positionIds[2] }],
    [
      'join date range + position',
      {
        page: 0,
        page_size: 20,
        position_id: positionIds[5],
        join_date_from: '2020-01-01',
        join_date_to: '2020-12-31',
      },
    ],
    [
      'search + area + status',
      { page: 0, page_size: 20, search: 'tran thi', area_id: areaIds[1], status: 'active' },
    ],
  ];
  console.log(`engine ${database.engine}, ${CONNECTIONS} connections, ${DURATION} s each`);
  const results: ScenarioResult[] = [];
  for (const [name, body] of scenarios) {
    results.push(
      await measure(address, { name, method: 'POST', path: '/m_staff/api/staff_list' }, [{ token, body }], {
        connections: CONNECTIONS,
        duration: DURATION,
      }),
    );
  }
  printTable(results);
  await app.close();
  await database.close();
}

await main();
