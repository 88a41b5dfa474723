/**
 * Price lists under load (docs/pricing.md "Benchmark"): PRODUCTS generated out products, each with
 * one variant in 5 units, and 20 price lists over them (system-wide histories for NPP, CHTH and
 * e-commerce, regional and account lists), then through the full server over real HTTP on loopback:
 * the public product-with-price call (a page of 50; each request from another client address so the
 * per-IP limit does not answer instead, and one run revalidating with If-None-Match) and the
 * resolver endpoint pricing 50 lines for a distributor.
 *   npm run bench:price-list
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:price-list
 *     (creates and drops a database of its own on that server; default: embedded PGlite)
 *   REDIS_URL=redis://127.0.0.1:6379 keeps the rate-limit counters in Redis (default: the database).
 * Environment: PRODUCTS (default 10000), DURATION seconds per scenario (10), CONNECTIONS (10).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config/config.js';
import { openDatabase, type Db } from '../apps/server/src/platform/db/database.js';
import { rowsOf } from '../apps/server/src/platform/db/rows.js';
import { createAccount } from '../apps/server/src/modules/account/index.js';
import { createScratchDatabase } from '../apps/server/src/testing/scratch-database.js';
import { measure, printTable, type RequestVariant, type ScenarioResult } from './support/measure.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PASSWORD = 'Bench-pass-2026';
const UNITS = ['Chai', 'Lốc', 'Thùng', 'Gói', 'Hộp'] as const;
const FACTORS = [1, 6, 24, 10, 12] as const;

/** The 20 lists: [system, scope level, months ago it started, share of rows priced (every n-th variant)]. */
const LISTS: readonly [string, 'system' | 'area' | 'account', number, number][] = [
  ['KH', 'system', 9, 1],
  ['KH', 'system', 6, 1],
  ['KH', 'system', 3, 1],
  ['KH', 'system', 1, 1],
  ['NPP', 'system', 9, 1],
  ['NPP', 'system', 6, 1],
  ['NPP', 'system', 3, 1],
  ['NPP', 'system', 1, 1],
  ['CHTH', 'system', 6, 1],
  ['CHTH', 'system', 3, 1],
  ['CHTH', 'system', 1, 1],
  ['NPP', 'area', 2, 3],
  ['NPP', 'area', 1, 3],
  ['NPP', 'area', 2, 5],
  ['NPP', 'area', 1, 5],
  ['CHTH', 'area', 2, 4],
  ['CHTH', 'area', 1, 4],
  ['NPP', 'account', 1, 10],
  ['NPP', 'account', 2, 7],
  ['CHTH', 'account', 1, 10],
];

async function generate(db: Db, adminHash: string): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`insert into units (code, name) values ${UNITS.map((u, i) => `('u${i}', '${u}')`).join(',')}`);
  await run(
    `insert into areas (code, name, region) select 'V' || g, 'Vùng ' || g, 'north' from generate_series(1, 4) g`,
  );
  await run(`
    insert into products (direction, code, name, brand, status, search_text)
    select 'out', 'SP' || lpad(g::text, 6, '0'), 'Sản phẩm ' || g, 'Thương hiệu ' || (g % 40), 'active',
           fold_text('SP' || lpad(g::text, 6, '0') || ' Sản phẩm ' || g)
    from generate_series(1, ${PRODUCTS}) g`);
  await run(`
    insert into product_variants (product_id, code, name, base_unit_id, option_values)
    select p.id, p.code || '-1', p.name, (select min(id) from units), '[]'::jsonb from products p`);
  await run(`
    insert into variant_units (variant_id, unit_id, factor)
    select v.id, u.id, (array[${FACTORS.join(',')}])[u.id - (select min(id) from units) + 1]
    from product_variants v cross join units u`);
  await run(`
    insert into accounts (username, password_hash, fullname, type, system_key, area_id, is_active)
    select 'npp' || g, '${adminHash}', 'Nhà phân phối ' || g, 'NPP', 'default',
           (select min(id) from areas) + (g % 4), true
    from generate_series(1, 20) g`);
  for (const [i, [system, level, monthsAgo, every]] of LISTS.entries()) {
    const key = level === 'system' ? 'system:' : level === 'area' ? `area:${i % 4}` : `account:${i}`;
    const [row] = rowsOf<{ id: number }>(
      await run(`
        insert into price_lists (code, name, system, scope_level, scope_key, effective_from, status, revision, item_count, approved_at)
        values ('BG${String(i + 1).padStart(6, '0')}', 'Bảng giá ${i + 1}', '${system}', '${level}', '${key}',
                now() - interval '${monthsAgo} months', 'active', 1, 0, now() - interval '${monthsAgo} months')
        returning id`),
    );
    const id = row!.id;
    if (level === 'area')
      await run(
        `insert into price_list_targets (price_list_id, area_id) values (${id}, (select min(id) from areas) + ${i % 4})`,
      );
    if (level === 'account')
      await run(`insert into price_list_targets (price_list_id, account_id)
                 select ${id}, id from accounts where type = 'NPP' order by id limit 5`);
    await run(`
      insert into price_list_items (price_list_id, variant_id, unit_id, price)
      select ${id}, vu.variant_id, vu.unit_id, (1000 + (vu.variant_id * 37 + ${i} * 11) % 90000) * vu.factor
      from variant_units vu where vu.variant_id % ${every} = 0`);
    await run(
      `update price_lists set item_count = (select count(*) from price_list_items where price_list_id = ${id}) where id = ${id}`,
    );
  }
  // Lists a newer one of the same scope supersedes are history (the resolver reads times anyway).
  await run(`
    update price_lists o set status = 'replaced' where exists (select 1 from price_lists n
      where n.system = o.system and n.scope_key = o.scope_key and n.effective_from > o.effective_from)`);
  await run('analyze');
}

async function main(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server, 'kenh_bench_price') : undefined;
  const database = await openDatabase({ url: scratch?.url });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/kenh-bench-${randomBytes(4).toString('hex')}`,
    // Counters in Redis as a deployment would keep them; absent, in the database.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const app = await buildApp({ config, database, accessTokenSecret: randomBytes(32).toString('hex') });
  try {
    const admin = await createAccount(database.db, {
      username: 'bench.admin',
      password: PASSWORD,
      fullname: 'Bench Admin',
      type: 'AD',
      isSuperuser: true,
    });
    const started = Date.now();
    await generate(database.db, admin.passwordHash);
    const [items] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from price_list_items`),
    );
    console.log(
      `generated ${PRODUCTS} products × ${UNITS.length} units, ${LISTS.length} lists, ${items!.n} prices in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/account/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench.admin', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const [ids] = rowsOf<{ account: number; variant: number; unit: number }>(
      await database.db.execute(sql`
        select (select min(id) from accounts where type = 'NPP') as account,
               (select min(id) from product_variants) as variant, (select min(id) from units) as unit`),
    );

    // Each public request from another address: the per-IP limit (60/min) would answer otherwise.
    const publicCaller = (sequence: number): RequestVariant => ({
      token: '',
      headers: {
        'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
      },
    });
    const firstPage = await fetch(`${address}/product/api/get_product_with_price_list?page_size=50`, {
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    const etag = firstPage.headers.get('etag') ?? '';
    const revalidating = (sequence: number): RequestVariant => ({
      ...publicCaller(sequence),
      headers: { ...publicCaller(sequence).headers, 'if-none-match': etag },
    });
    const resolveLines = (sequence: number): RequestVariant => ({
      token,
      body: {
        account_id: ids!.account + (sequence % 20),
        lines: Array.from({ length: 50 }, (_, i) => ({
          variant_id: ids!.variant + ((sequence * 50 + i * 197) % PRODUCTS),
          unit_id: ids!.unit + (i % UNITS.length),
        })),
      },
    });

    const scenarios: [string, string, 'GET' | 'POST', (sequence: number) => RequestVariant][] = [
      [
        'public products with price, page 1 of 50',
        '/product/api/get_product_with_price_list?page_size=50',
        'GET',
        publicCaller,
      ],
      [
        'public products with price, page 100 of 50',
        '/product/api/get_product_with_price_list?page=99&page_size=50',
        'GET',
        publicCaller,
      ],
      [
        'public, revalidated (If-None-Match → 304)',
        '/product/api/get_product_with_price_list?page_size=50',
        'GET',
        revalidating,
      ],
      ['resolver, 50 lines for a distributor', '/product/api/v2/resolve_prices', 'POST', resolveLines],
    ];
    console.log(
      `engine ${database.engine}, counters in ${config.redisUrl ? 'Redis' : 'the database'}, ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    const results: ScenarioResult[] = [];
    for (const [name, path, method, variants] of scenarios)
      results.push(
        await measure(address, { name, path, method }, variants, {
          connections: CONNECTIONS,
          duration: DURATION,
        }),
      );
    printTable(results);
  } finally {
    await app.close();
    await database.close();
    await scratch?.drop();
  }
}

await main();
