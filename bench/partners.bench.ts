/**
 * Partner radius searches under load: STORES generated grocery stores (CHTH accounts with their
 * partner profiles) around twelve Vietnamese cities, then `places_within_radius_paginate` — the
 * first page within 2 km and 10 km of points near those cities, a deeper page, and the sales-network
 * map's bounding box — through the full server, measured with autocannon over real HTTP on loopback.
 *   npm run bench:partners
 *   BENCH_DATABASE_URL=postgres://… npm run bench:partners   (PostgreSQL; default: embedded PGlite)
 * Environment: STORES (default 100000), DURATION seconds per scenario (10), CONNECTIONS (10).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { createAccount } from '../apps/server/src/modules/account/index.js';
import { measure, printTable, type RequestVariant, type ScenarioResult } from './support/measure.js';

const STORES = Number(process.env.STORES ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PASSWORD = 'Bench-pass-2026';

/** City centres (lat, lng): stores scatter within about ±0.25° (~28 km) of one of them. */
const CITIES: readonly (readonly [number, number])[] = [
  [21.0285, 105.8542], // Hà Nội
  [10.7769, 106.7009], // TP Hồ Chí Minh
  [16.0544, 108.2022], // Đà Nẵng
  [20.8449, 106.6881], // Hải Phòng
  [10.0452, 105.7469], // Cần Thơ
  [18.6796, 105.6813], // Vinh
  [16.4637, 107.5909], // Huế
  [12.2388, 109.1967], // Nha Trang
  [11.9404, 108.4583], // Đà Lạt
  [10.9447, 106.8243], // Biên Hòa
  [21.5942, 105.8482], // Thái Nguyên
  [13.7829, 109.2196], // Quy Nhơn
];

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

  // Generated in SQL: one CHTH account per store, its profile at a point near one of the cities.
  const started = Date.now();
  const lats = `ARRAY[${CITIES.map(([lat]) => lat).join(',')}]::float8[]`;
  const lngs = `ARRAY[${CITIES.map(([, lng]) => lng).join(',')}]::float8[]`;
  await database.db.execute(
    sql.raw(`
    insert into accounts (username, password_hash, fullname, type, system_key, is_active, phone)
    select 'store' || g, '${admin.passwordHash}', 'Tạp hoá số ' || g, 'CHTH', 'default', true,
           '09' || lpad(g::text, 8, '0')
    from generate_series(1, ${STORES}) as g`),
  );
  await database.db.execute(
    sql.raw(`
    insert into partner_profiles (account_id, type, address_text, latitude, longitude)
    select a.id, 'CHTH', 'Số ' || a.id || ', phường mẫu',
           (${lats})[1 + a.id % ${CITIES.length}] + (((a.id::bigint * 7919) % 5000) / 10000.0 - 0.25),
           (${lngs})[1 + a.id % ${CITIES.length}] + (((a.id::bigint * 104729) % 5000) / 10000.0 - 0.25)
    from accounts a where a.type = 'CHTH'`),
  );
  await database.db.execute(sql.raw('analyze accounts; analyze partner_profiles'));
  console.log(`generated ${STORES} stores in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench.admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

  // Searched points: near each city, shifted per request so no two requests repeat one plan's cache.
  const around =
    (radius: number, page: number) =>
    (sequence: number): RequestVariant => {
      const [lat, lng] = CITIES[sequence % CITIES.length]!;
      const shift = ((sequence * 37) % 200) / 1000 - 0.1;
      return {
        token,
        body: { lat: lat + shift, lng: lng - shift, radius, types: ['CHTH'], page, page_size: 20 },
      };
    };
  const box = (sequence: number): RequestVariant => {
    const [lat, lng] = CITIES[sequence % CITIES.length]!;
    return {
      token,
      body: {
        min_lat: lat - 0.05,
        max_lat: lat + 0.05,
        min_lng: lng - 0.05,
        max_lng: lng + 0.05,
        types: ['NPP', 'NVTT', 'CHTH'],
      },
    };
  };

  const scenarios: [string, string, (sequence: number) => RequestVariant][] = [
    ['within 2 km, first page', '/account/api/places_within_radius_paginate', around(2_000, 0)],
    ['within 10 km, first page', '/account/api/places_within_radius_paginate', around(10_000, 0)],
    ['within 10 km, page 10', '/account/api/places_within_radius_paginate', around(10_000, 10)],
    ['map box ~11 km square', '/account/api/map_sales_network', box],
  ];
  console.log(`engine ${database.engine}, ${CONNECTIONS} connections, ${DURATION} s each`);
  const results: ScenarioResult[] = [];
  for (const [name, path, variants] of scenarios) {
    results.push(
      await measure(address, { name, path, method: 'POST' }, variants, {
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
