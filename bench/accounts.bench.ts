/**
 * Account list under load: a server on a fresh database with ACCOUNTS generated accounts, measured
 * with autocannon over real HTTP on loopback.
 *   node --import tsx bench/accounts.bench.ts            # embedded PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/accounts.bench.ts
 * Environment: ACCOUNTS (default 200000), DURATION seconds per scenario (default 10), CONNECTIONS (10).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { COUNT_CAP } from '../apps/server/src/platform/db/capped-count.js';
import { createAccount } from '../apps/server/src/modules/account/index.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 200_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PASSWORD = 'Bench-pass-2026';

const SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Hoàng', 'Thanh', 'Quốc', 'Ngọc', 'Đức'];
const GIVEN = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Giang',
  'Hải',
  'Hương',
  'Khoa',
  'Lan',
  'Minh',
  'Nam',
  'Phương',
];
const TYPES = ['AD', 'KH', 'KT', 'NPP', 'NVTT', 'CHTH', 'CTV', 'WAREHOUSE'];

const arrayLiteral = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;

async function main(): Promise<void> {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/kenh-bench-${randomBytes(4).toString('hex')}`,
  });
  const app = await buildApp({ config, database, accessTokenSecret: randomBytes(32).toString('hex') });
  const admin = await createAccount(database.db, {
    username: 'bench.admin',
    password: PASSWORD,
    fullname: 'Bench Admin',
    type: 'AD',
    isSuperuser: true,
  });

  // Generated in SQL: Vietnamese names, every type, a tenth inactive, areas 1–60, a hierarchy.
  const started = Date.now();
  await database.db.execute(
    sql.raw(`
    insert into accounts (username, password_hash, fullname, type, system_key, is_active, area_id, zone_id, parent_id, phone)
    select 'user' || g,
           '${admin.passwordHash}',
           (${arrayLiteral(SURNAMES)})[1 + g % ${SURNAMES.length}] || ' ' ||
           (${arrayLiteral(MIDDLE)})[1 + (g / 7) % ${MIDDLE.length}] || ' ' ||
           (${arrayLiteral(GIVEN)})[1 + (g / 3) % ${GIVEN.length}],
           (${arrayLiteral(TYPES)})[1 + g % ${TYPES.length}],
           case when g % 8 < 3 then (${arrayLiteral(TYPES)})[1 + g % ${TYPES.length}] else 'default' end,
           g % 10 <> 0,
           1 + g % 60,
           1 + g % 600,
           ${admin.id},
           '09' || lpad((g % 100000000)::text, 8, '0')
    from generate_series(1, ${ACCOUNTS}) as g`),
  );
  await database.db.execute(sql.raw('analyze accounts'));
  console.log(`generated ${ACCOUNTS} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench.admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  // The deepest page a list offers: paging stops at the count cap (platform/db/capped-count.ts).
  const lastPage = Math.floor(Math.min(ACCOUNTS, COUNT_CAP) / 20) - 1;

  const scenarios: [string, string][] = [
    ['first page', '/account/api/get_all?page=0&page_size=20'],
    ['deep page', `/account/api/get_all?page=${lastPage}&page_size=20`],
    ['search, diacritics ignored', '/account/api/get_all?page=0&page_size=20&search=nguyen%20van%20hai'],
    ['filter type + active', '/account/api/get_all?page=0&page_size=20&type=NPP&is_active=true'],
    ['own permissions (auth baseline)', '/account/v1/api/role/get_user_permission'],
  ];
  console.log(`engine ${database.engine}, ${CONNECTIONS} connections, ${DURATION} s each`);
  const results: ScenarioResult[] = [];
  for (const [name, path] of scenarios) {
    results.push(
      await measure(address, { name, path }, [{ token }], { connections: CONNECTIONS, duration: DURATION }),
    );
  }
  printTable(results);
  await app.close();
  await database.close();
}

await main();
