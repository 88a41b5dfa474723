/**
 * The stock ledger at five million movements (issue 14): MOVEMENTS ledger rows over a year, WAREHOUSES
 * warehouses, VARIANTS variants with three lots each, generated on PostgreSQL with balances derived
 * from the ledger; then through the full server (auth, permission, data scope), autocannon over
 * loopback: stock as of a day (today, a week, a month, half a year back) by warehouse and by lot, and
 * 100 connections posting goods issues of one unit from one lot — throughput, and the lot's balance
 * and ledger checked after it.
 *   npm run bench:stock
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), MOVEMENTS
 * (5000000), WAREHOUSES (20), VARIANTS (2000), DURATION seconds per scenario (10), CONNECTIONS (10).
 */
import type pg from 'pg';
import { todayInVietnam } from '@kenh/contract';
import { createAdminAccount, signIn, startServerProcess } from '../apps/server/src/testing/server-process.js';
import { runScratchBench } from './support/scratch-bench.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MOVEMENTS = Number(process.env.MOVEMENTS ?? 5_000_000);
const WAREHOUSES = Number(process.env.WAREHOUSES ?? 20);
const VARIANTS = Number(process.env.VARIANTS ?? 2_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ADMIN = { username: 'bench.admin', password: 'Bench-pass-2026' };
/** Units in the lot the concurrent issues draw from: more than a run can take. */
const RACE_LOT_UNITS = 10_000_000;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Catalogue, warehouses, lots, one receipt per warehouse and day, the movements (a lot gains 5 on
 * two rows of three and loses 1 on the third, so no balance goes negative), then the balances as the
 * ledger's sums — in set-based statements with the ledger's secondary indexes built afterwards.
 */
async function generate(pool: pg.Pool, adminId: number): Promise<void> {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(`insert into areas (code, name, region) values ('VB', 'Vùng bench', 'north')`);
  await q(`insert into units (code, name) values ('cai', 'Cái')`);
  await q(`insert into products (direction, code, name, status, search_text)
    select 'out', 'SPB' || g, 'Sản phẩm bench ' || g, 'active', 'san pham bench ' || g
    from generate_series(1, ${VARIANTS / 10}) g`);
  await q(`insert into product_variants (product_id, code, name, base_unit_id, position)
    select p.id, p.code || '-' || v, p.name || ' ' || v, (select id from units where code = 'cai'), v
    from products p cross join generate_series(1, 10) v`);
  await q(`insert into variant_units (variant_id, unit_id, factor)
    select id, base_unit_id, 1 from product_variants`);
  await q(
    `insert into warehouses (code, name, kind, area_id, created_by, updated_by)
    select 'KHO' || lpad(g::text, 3, '0'), 'Kho bench ' || g, 'central', (select id from areas), $1, $1
    from generate_series(1, ${WAREHOUSES}) g`,
    [adminId],
  );
  await q(`insert into consignments (variant_id, lot_code, manufactured_on, expires_on, unit_cost)
    select v.id, 'L' || n, current_date - 400 + n * 100, current_date + n * 120, 5000
    from product_variants v cross join generate_series(1, 3) n`);
  await q(
    `insert into stock_receipts (code, kind, warehouse_id, line_count, created_by, created_at)
    select 'PB' || lpad((d * ${WAREHOUSES} + w)::text, 8, '0'), 'import', w, 1, $1, now() - d * interval '1 day'
    from generate_series(0, 364) d cross join generate_series(1, ${WAREHOUSES}) w order by d, w`,
    [adminId],
  );
  const indexes = (
    await q(`select indexname, indexdef from pg_indexes where tablename = 'stock_movements'
      and indexname not in (select conname from pg_constraint)`)
  ).rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await q(`drop index ${index.indexname}`);
  await q(
    `insert into stock_movements (warehouse_id, variant_id, consignment_id, quantity, kind, receipt_id, created_by, created_at)
    select w, c.variant_id, c.id, case when g % 3 = 0 then -1 else 5 end,
      case when g % 3 = 0 then 'export' else 'import' end, d * ${WAREHOUSES} + w, $1,
      now() - d * interval '1 day' - (g % 86000) * interval '1 second'
    from generate_series(1, ${MOVEMENTS}) g
    cross join lateral (select (g % ${WAREHOUSES}) + 1 as w, (g / ${WAREHOUSES}) % 365 as d,
      1 + abs(hashint4(g)) % (${VARIANTS * 3}) as lot) k
    join consignments c on c.id = k.lot`,
    [adminId],
  );
  for (const index of indexes) await q(index.indexdef);
  await q(`insert into stock_balances (warehouse_id, variant_id, consignment_id, on_hand)
    select warehouse_id, variant_id, consignment_id, greatest(sum(quantity), 0)::int from stock_movements
    group by 1, 2, 3`);
  await q('analyze');
}

async function main(): Promise<void> {
  await runScratchBench('stock', SERVER_URL, async ({ url, pool, dataDir, onEnd }) => {
    const one = async (text: string, values: unknown[] = []) =>
      (await pool.query<{ v: string | number }>(text, values)).rows[0]!.v;
    await createAdminAccount({ dataDir, databaseUrl: url }, ADMIN);
    const adminId = Number(await one('select id as v from accounts where username = $1', [ADMIN.username]));
    const started = Date.now();
    await generate(pool, adminId);
    const size = await one(`select pg_size_pretty(pg_database_size(current_database())) as v`);
    console.log(
      `generated ${MOVEMENTS} movements in ${((Date.now() - started) / 1000).toFixed(1)} s; database ${size}`,
    );

    const server = await startServerProcess({ dataDir, databaseUrl: url });
    onEnd(() => server.stop());
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const today = todayInVietnam();
    const options = { connections: CONNECTIONS, duration: DURATION };
    const results: ScenarioResult[] = [];
    /** The first read of a day, timed apart: it may store the month or day ends the others read. */
    const firstReads: string[] = [];
    // Each report alone (one user's wait) and at CONNECTIONS (a busy office).
    const stock = async (name: string, body: Record<string, unknown>) => {
      const scenario = { method: 'POST' as const, path: '/consignment/api/stock_quantity' };
      const startedAt = performance.now();
      const first = await fetch(`${server.url}${scenario.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!first.ok) throw new Error(`${name}: ${first.status} ${await first.text()}`);
      firstReads.push(`${name}: first read ${(performance.now() - startedAt).toFixed(1)} ms`);
      const alone = await measure(server.url, { ...scenario, name: `${name} — alone` }, [{ token, body }], {
        ...options,
        connections: 1,
      });
      const busy = await measure(server.url, { ...scenario, name }, [{ token, body }], options);
      return [alone, busy];
    };
    for (const [label, asOf] of [
      ['today', undefined],
      ['7 days back', daysBefore(today, 7)],
      ['30 days back', daysBefore(today, 30)],
      ['180 days back', daysBefore(today, 180)],
    ] as const) {
      const day = asOf ? { as_of: asOf } : {};
      results.push(...(await stock(`by warehouse, ${label}`, { group_by: 'warehouse', ...day })));
      results.push(
        ...(await stock(`by lot in one warehouse, ${label}`, {
          group_by: 'lot',
          warehouse_id: 1,
          page_size: 50,
          ...day,
        })),
      );
    }

    // 100 connections issuing one unit each from one lot.
    const lot = (await pool.query(`select id, variant_id from consignments order by id limit 1`)).rows[0] as {
      id: number;
      variant_id: number;
    };
    await pool.query(
      `update stock_balances set on_hand = on_hand + $1 where warehouse_id = 1 and consignment_id = $2`,
      [RACE_LOT_UNITS, lot.id],
    );
    const before = Number(
      await one(`select on_hand as v from stock_balances where warehouse_id = 1 and consignment_id = $1`, [
        lot.id,
      ]),
    );
    const unit = Number(await one(`select id as v from units where code = 'cai'`));
    const issues = await measure(
      server.url,
      {
        name: 'goods issue of 1 unit, 100 connections, one lot',
        method: 'POST',
        path: '/warehouse/api/receipt_exports',
      },
      [
        {
          token,
          body: {
            warehouse_id: 1,
            lines: [{ variant_id: lot.variant_id, unit_id: unit, quantity: 1, consignment_id: lot.id }],
          },
        },
      ],
      { connections: 100, duration: DURATION },
    );
    results.push(issues);
    const after = Number(
      await one(`select on_hand as v from stock_balances where warehouse_id = 1 and consignment_id = $1`, [
        lot.id,
      ]),
    );
    const posted = Number(
      await one(`select count(*)::int as v from stock_receipts where kind = 'export' and warehouse_id = 1`),
    );
    printTable(results);
    console.log(firstReads.join('\n'));
    console.log(`issues posted ${posted}; the lot went from ${before} to ${after} (${before - after} taken)`);
    if (before - after !== posted) throw new Error('the lot and the receipts disagree');
  });
}

await main();
