/**
 * What the security work of issue 9 put on the request path, over real HTTP on loopback:
 *  - an authenticated read (the db handle is a Proxy for the ambient transaction; the caller is
 *    resolved on `onRequest`), A/B against the same app on a plain Drizzle handle, and a read-only
 *    POST without and with `Idempotency-Key`;
 *  - audited creates (`/locate/api/area/create`) without a key, with a unique key, and replays;
 *  - sign-in and refresh, whose rate-limit counters are database upserts (or Redis with REDIS_URL)
 *    and whose sign-in throttle is four upserts/updates per success.
 *   node --import tsx bench/security.bench.ts                 # embedded PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/security.bench.ts
 * With BENCH_DATABASE_URL a fresh database is created on that server and dropped at the end.
 * Environment: ACCOUNTS (default 20000), AREAS (3000), DURATION seconds per scenario (5), WARM_UP (3),
 * CONNECTIONS (10), REFRESH_TOKENS per refresh run (20000, four runs), BENCH_REDIS_URL
 * (redis://127.0.0.1:6379; `none` skips the Redis scenarios).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config/config.js';
import type { Database, Db } from '../apps/server/src/platform/db/database.js';
import { createAccount } from '../apps/server/src/modules/account/index.js';
import { openFreshDatabase, withoutAmbientProxy } from './support/fresh-database.js';
import { measure, type RequestVariants, type Scenario, type ScenarioResult } from './support/measure.js';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 20_000);
const AREAS = Number(process.env.AREAS ?? 3_000);
const DURATION = Number(process.env.DURATION ?? 5);
/** Unmeasured seconds of reads on each app before the first measured scenario. */
const WARM_UP = Number(process.env.WARM_UP ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const REFRESH_TOKENS = Number(process.env.REFRESH_TOKENS ?? 20_000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Client addresses the sign-in and refresh requests come from in turn (X-Forwarded-For). */
const ADDRESSES = 5_000;
const PASSWORD = 'Bench-pass-2026';
const RUN = randomBytes(3).toString('hex');
const REGIONS = ['north', 'central', 'south'] as const;

interface Row extends ScenarioResult {
  group: string;
  load: number;
  note?: string;
}

/** 10.x.y.z: one of ADDRESSES client addresses, trusted from loopback (TRUST_PROXY=loopback). */
const addressOf = (n: number) => {
  const i = n % ADDRESSES;
  return `10.${RUN.charCodeAt(0) % 200}.${(i >> 8) & 255}.${i & 255}`;
};
const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

async function generate(database: Database, passwordHash: string, adminId: number): Promise<void> {
  const { db } = database;
  const started = Date.now();
  const areaCode = (n: string) =>
    `'KV' || case when ${n} < 1000 then lpad(${n}::text, 3, '0') else ${n}::text end`;
  await db.execute(
    sql.raw(`
    insert into areas (code, name, region, note, is_active, created_by, updated_by)
    select ${areaCode('g')}, 'Vùng ' || g, (array['north','central','south'])[1 + g % 3],
           case when g % 4 = 0 then 'Ghi chú ' || g end, g % 20 <> 0, ${adminId}, ${adminId}
    from generate_series(1, ${AREAS}) as g`),
  );
  await db.execute(
    sql.raw(`insert into code_counters (scope, value) values ('locate.area', ${AREAS}), ('locate.zone', ${AREAS * 4})
             on conflict (scope) do update set value = excluded.value`),
  );
  await db.execute(
    sql.raw(`
    insert into zones (code, name, area_id, is_active)
    select 'VUNG' || lpad(g::text, 5, '0'), 'Khu vực ' || g, a.id, true
    from generate_series(1, ${AREAS * 4}) as g
    join areas a on a.code = ${areaCode(`(1 + (g - 1) / 4)`)}`),
  );
  await db.execute(
    sql.raw(`
    insert into accounts (username, password_hash, fullname, type, system_key, is_active, area_id, zone_id, parent_id, phone)
    select 'user' || g, '${passwordHash}', 'Nhân viên ' || g, 'AD', 'AD', true,
           z.area_id, z.id, ${adminId}, '09' || lpad(g::text, 8, '0')
    from generate_series(1, ${ACCOUNTS}) as g
    join zones z on z.code = 'VUNG' || lpad((1 + g % ${AREAS * 4})::text, 5, '0')`),
  );
  // The tables the security path writes are not empty: a day of answered keys, audit rows,
  // counters of other addresses.
  await db.execute(
    sql.raw(`
    insert into audit_log (entity, entity_id, action, actor_id, at, diff)
    select 'area', a.id::text, 'create', ${adminId}, now() - (a.id % 86400) * interval '1 second',
           jsonb_build_object('name', jsonb_build_object('from', null, 'to', a.name))
    from areas a`),
  );
  await db.execute(
    sql.raw(`
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body, response_type, created_at)
    select (${adminId} + g % 50)::text, 'old-' || g, md5(g::text) || md5(g::text), 200,
           '{"code":200,"message":"ok","data":{"id":' || g || '}}', 'application/json; charset=utf-8',
           now() - (g % 80000) * interval '1 second'
    from generate_series(1, 20000) as g`),
  );
  await db.execute(
    sql.raw(`
    insert into login_throttle (key, attempts, window_started_at)
    select 'ip:192.168.' || (g / 256) || '.' || (g % 256), 1 + g % 3, now() - (g % 600) * interval '1 second'
    from generate_series(1, 5000) as g`),
  );
  await db.execute(
    sql.raw(`
    insert into rate_limit_hits (key, hits, window_started_at)
    select 'login:192.168.' || (g / 256) || '.' || (g % 256), 1 + g % 5, now() - (g % 50) * interval '1 second'
    from generate_series(1, 5000) as g`),
  );
  for (const table of [
    'areas',
    'zones',
    'accounts',
    'audit_log',
    'idempotency_keys',
    'login_throttle',
    'rate_limit_hits',
  ]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  console.log(
    `generated ${AREAS} areas, ${AREAS * 4} zones, ${ACCOUNTS} accounts, 20000 idempotency keys, ` +
      `10000 counters in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * REFRESH_TOKENS live sessions, each with one unused refresh token (as sign-in leaves them), for
 * one refresh scenario: a token rotates once, so every request needs its own.
 */
async function refreshTokens(database: Database, pool: string): Promise<string[]> {
  const secret = randomBytes(16).toString('base64url');
  await database.db.execute(
    sql.raw(`
    with s as (
      insert into sessions (id, account_id, remember, ip, user_agent)
      select 'bench-${pool}-' || g, a.id, false, '10.9.9.9', 'autocannon'
      from generate_series(1, ${REFRESH_TOKENS}) as g
      join accounts a on a.username = 'user' || (1 + g % ${ACCOUNTS})
      returning id
    )
    insert into refresh_tokens (token_hash, session_id, expires_at)
    select encode(sha256(convert_to('${secret}.' || substr(id, length('bench-${pool}-') + 1), 'UTF8')), 'hex'),
           id, now() + interval '30 days'
    from s`),
  );
  return Array.from({ length: REFRESH_TOKENS }, (_, i) => `${secret}.${i + 1}`);
}

/** The `n` of a one-row, one-column query (PGlite and pg answer in the same `{ rows }` shape). */
async function countOf(database: Database, query: SQL): Promise<number> {
  const result = await database.db.execute<{ n: number }>(query);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * The Proxy's own cost, in process: nanoseconds per property access on the handle (every query a
 * module makes starts with one, e.g. `db.select`), through the Proxy and on the plain handle.
 */
function proxyAccessNs(proxied: Db, plain: Db): { proxied: number; plain: number } {
  const time = (db: Db) => {
    let functions = 0;
    const started = process.hrtime.bigint();
    for (let i = 0; i < 1_000_000; i++) if (typeof db.select === 'function') functions++;
    if (functions !== 1_000_000) throw new Error('unexpected handle');
    return Math.round(Number(process.hrtime.bigint() - started) / 1_000_000);
  };
  time(proxied);
  time(plain);
  return { proxied: time(proxied), plain: time(plain) };
}

async function signIn(address: string, username: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${address}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string } };
  return { access: data.access_token, refresh: data.refresh_token };
}

async function post(address: string, path: string, token: string, body: unknown, headers = {}) {
  const response = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function printRows(engine: string, rows: readonly Row[]): void {
  console.log(`\n${engine}:\n`);
  console.log('| scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx | load 1m |');
  console.log('|---|---|---|---|---|---|---|');
  let group = '';
  for (const r of rows) {
    if (r.group !== group) {
      group = r.group;
      console.log(`| **${group}** | | | | | | |`);
    }
    const note = r.note ? ` (${r.note})` : '';
    console.log(
      `| ${r.name}${note} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.load} |`,
    );
  }
}

async function main(): Promise<void> {
  const { database, drop } = await openFreshDatabase(process.env.BENCH_DATABASE_URL);
  const dataDirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const accessTokenSecret = randomBytes(32).toString('hex');
  /** One app over `db`; the rate limits are set so high that the bench measures cost, not refusals. */
  const start = async (db: Database, env: Record<string, string> = {}) => {
    const dataDir = `/tmp/kenh-bench-${randomBytes(4).toString('hex')}`;
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUSH_DELIVERY: 'false',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_REFRESH: '1000000',
      ...env,
    });
    const app = await buildApp({ config, database: db, accessTokenSecret });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  };

  try {
    const admin = await createAccount(database.db, {
      username: 'bench.admin',
      password: PASSWORD,
      fullname: 'Bench Admin',
      type: 'AD',
      isSuperuser: true,
    });
    await generate(database, admin.passwordHash, admin.id);
    const pools: string[][] = [];
    for (const pool of ['a', 'b', 'c', 'd']) pools.push(await refreshTokens(database, pool));

    const main = await start(database);
    const plain = await start(withoutAmbientProxy(database));
    const withRedis = REDIS_URL === 'none' ? undefined : await start(database, { REDIS_URL });
    const { access: token } = await signIn(main, 'bench.admin');

    const cpu = os.cpus();
    console.log(
      `engine ${database.engine}, ${CONNECTIONS} connections, ${DURATION} s each; ${cpu.length} × ${cpu[0]?.model ?? '?'}, ` +
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} at start`,
    );
    const rows: Row[] = [];
    const run = async (
      group: string,
      address: string,
      scenario: Scenario,
      variants: RequestVariants,
      note?: string,
    ) => {
      const load = load1();
      const result = await measure(address, scenario, variants, {
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push({ ...result, group, load, ...(note ? { note } : {}) });
      console.log(
        `  ${scenario.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms (load ${load})`,
      );
      return result;
    };
    const admin1 = [{ token }];
    let keySeq = 0;
    const freshKey = () => `bench-${RUN}-${keySeq++}`;

    // 1. Authenticated reads. Unmeasured warm-up first (the first seconds of a process are JIT
    // compilation, which would be charged to whichever side ran first); then the Proxy A/B in
    // A-B-B-A order so both sides see the same machine.
    const permissions = { name: 'warm-up', path: '/account/v1/api/role/get_user_permission' };
    for (const address of [main, plain]) {
      await measure(address, permissions, admin1, { connections: CONNECTIONS, duration: WARM_UP });
    }
    const proxyRun = (round: number) =>
      run(
        'Authenticated read',
        main,
        { ...permissions, name: `own permissions, Proxy handle (as shipped), round ${round}` },
        admin1,
      );
    const plainRun = (round: number) =>
      run(
        'Authenticated read',
        plain,
        { ...permissions, name: `own permissions, plain Drizzle handle, round ${round}` },
        admin1,
      );
    await proxyRun(1);
    await plainRun(1);
    await plainRun(2);
    await proxyRun(2);
    await run(
      'Authenticated read',
      main,
      { name: 'area list, first page', path: '/locate/api/get_all_area?page=0&page_size=20' },
      admin1,
    );
    const inArea = (n: number) => ({ area_id: 1 + (n % AREAS), page: 0, page_size: 20 });
    const accountsIn = { method: 'POST' as const, path: '/locate/api/get_all_account_in_zone' };
    await run(
      'Authenticated read',
      main,
      { name: 'accounts in an area (read-only POST), no key', ...accountsIn },
      (n) => ({ token, body: inArea(n) }),
    );
    await run(
      'Authenticated read',
      main,
      { name: 'accounts in an area (read-only POST), unique Idempotency-Key', ...accountsIn },
      (n) => ({
        token,
        body: inArea(n),
        headers: { 'idempotency-key': freshKey() },
      }),
    );

    // 2. Audited creates.
    const create = { method: 'POST' as const, path: '/locate/api/area/create' };
    const areaBody = (label: string, n: number) => ({
      name: `Bench ${RUN} ${label} ${n}`,
      region: REGIONS[n % 3]!,
      note: 'autocannon',
    });
    const countAreas = () => countOf(database, sql`select count(*)::int as n from areas`);
    let before = await countAreas();
    const plainCreate = await run(
      'Audited create (area)',
      main,
      { name: 'create, no Idempotency-Key', ...create },
      (n) => ({ token, body: areaBody('plain', n) }),
    );
    const createdPlain = (await countAreas()) - before;
    before = await countAreas();
    const keyedCreate = await run(
      'Audited create (area)',
      main,
      { name: 'create, unique Idempotency-Key', ...create },
      (n) => ({
        token,
        body: areaBody('keyed', n),
        headers: { 'idempotency-key': freshKey() },
      }),
    );
    const createdKeyed = (await countAreas()) - before;
    // Replays: 100 creates answered once, then sent again and again (same key, same body).
    const answered = [];
    for (let n = 0; n < 100; n++) {
      const variant = { token, body: areaBody('replayed', n), headers: { 'idempotency-key': freshKey() } };
      const first = await post(main, create.path, token, variant.body, variant.headers);
      if (first.status !== 200)
        throw new Error(`create for the replay scenario failed: ${first.status} ${first.text}`);
      answered.push(variant);
    }
    let replayed = 0;
    let answers = 0;
    before = await countAreas();
    await run(
      'Audited create (area)',
      main,
      {
        name: 'replay (same key and body again)',
        ...create,
        onResponse: (_status, headers) => {
          answers++;
          if (Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-replayed')) replayed++;
        },
      },
      answered,
    );
    const createdByReplays = (await countAreas()) - before;
    console.log(
      `  check: ${createdPlain} areas created without key (${plainCreate.non2xx} non-2xx), ${createdKeyed} with key ` +
        `(${keyedCreate.non2xx} non-2xx), ${createdByReplays} by replays; ${replayed} of ${answers} replay answers carry Idempotency-Replayed`,
    );

    // 3. Sign-in (argon2id dominates) and refresh (cheap, same rate-limit store), each request from
    // one of ADDRESSES client addresses and, for sign-in, as one of ACCOUNTS users.
    const signInVariant = (n: number) => ({
      token: '',
      body: { username: `user${1 + (n % ACCOUNTS)}`, password: PASSWORD },
      headers: { 'x-forwarded-for': addressOf(n) },
    });
    const login = { method: 'POST' as const, path: '/account/api/login' };
    const refresh = { method: 'POST' as const, path: '/account/api/refresh_token' };
    const refreshVariant = (pool: string[]) => (n: number) => ({
      token: '',
      body: { refresh: pool[n % pool.length]! },
      headers: { 'x-forwarded-for': addressOf(n) },
    });
    await run(
      'Sign-in and refresh',
      main,
      { name: 'sign-in, rate-limit counters in the database', ...login },
      signInVariant,
    );
    if (withRedis)
      await run(
        'Sign-in and refresh',
        withRedis,
        { name: 'sign-in, rate-limit counters in Redis', ...login },
        signInVariant,
      );
    // Refresh in A-B-B-A order: the store's cost is visible here, so order effects must not be.
    const refreshRun = async (store: 'database' | 'Redis', round: number) => {
      const pool = pools.shift()!;
      const address = store === 'Redis' ? withRedis : main;
      if (!address) return;
      await run(
        'Sign-in and refresh',
        address,
        {
          name: `refresh, rate-limit counters in ${store === 'Redis' ? 'Redis' : 'the database'}, round ${round}`,
          ...refresh,
        },
        refreshVariant(pool),
      );
    };
    await refreshRun('database', 1);
    await refreshRun('Redis', 1);
    await refreshRun('Redis', 2);
    await refreshRun('database', 2);
    const addresses = await countOf(
      database,
      sql`select count(distinct ip)::int as n from sessions where ip like '10.%' and ip not in ('10.9.9.9', '10.250.0.1')`,
    );
    console.log(`  check: sign-in sessions came from ${addresses} distinct client addresses`);

    const access = proxyAccessNs(database.db, withoutAmbientProxy(database).db);
    console.log(`  Proxy: ${access.proxied} ns per db property access (plain handle: ${access.plain} ns)`);

    printRows(
      `${database.engine}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at end`,
      rows,
    );
  } finally {
    for (const app of apps) await app.close();
    await drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }
}

await main();
