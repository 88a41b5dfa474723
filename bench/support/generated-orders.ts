import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../apps/server/src/platform/db/database.js';
import { bulkLoad } from '../../apps/server/src/platform/db/bulk-load.js';

/** Sizes of a generated order world (docs/benchmarks.md, "Orders at a million"). */
export interface OrderWorldSize {
  /** Partner accounts with their profiles: a hundredth distributors (NPP), the rest stores (CHTH). */
  partners: number;
  orders: number;
  /** Every order has exactly this many lines. */
  linesPerOrder: number;
  /** Products, one variant each, priced on one system-wide list per system. */
  products: number;
}

const AREAS = 10;
const ZONES_PER_AREA = 4;
const ZONES = AREAS * ZONES_PER_AREA;
/** Tables whose secondary indexes are dropped for the load and rebuilt once afterwards. */
const BULK_TABLES = ['orders', 'order_lines'];

/** A deterministic fraction in [0, 1) of `value`, independent per salt (as order.demo.ts draws). */
const fraction = (value: string, salt: number) =>
  `(abs(hashint4extended(${value}, ${salt})) % 1000000) / 1000000.0`;
/** The variant (0-based) and quantity of line `j` of order `id`; the price follows the variant. */
const lineVariant = (id: string, j: string, products: number) =>
  `(abs(hashint8extended(${id}::bigint * 8 + ${j}, 23)) % ${products})`;
const lineQuantity = (id: string, j: string) => `(1 + (${id}::bigint * 31 + ${j} * 17) % 20)`;
const variantPrice = (variant: string) => `(1000 * (5 + ${variant} % 200))`;

/**
 * Areas, zones, products and price lists, then `partners` partner accounts with profiles: a hundredth
 * distributors (NPP), the rest stores (CHTH) each supplied by a distributor of its own zone, spread
 * evenly over 10 areas × 4 zones. Set-based SQL (`INSERT … SELECT generate_series`).
 */
async function generateNetwork(db: Db, size: OrderWorldSize, passwordHash: string): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  const distributors = Math.max(ZONES, Math.floor(size.partners / 100));
  await run(`insert into areas (code, name, region)
             select 'KV' || lpad(g::text, 3, '0'), 'Vùng ' || g, (ARRAY['north','central','south'])[1 + g % 3]
             from generate_series(1, ${AREAS}) g`);
  await run(`insert into zones (code, name, area_id)
             select 'VUNG' || lpad(g::text, 3, '0'), 'Khu vực ' || g,
                    (select id from areas order by id offset (g - 1) / ${ZONES_PER_AREA} limit 1)
             from generate_series(1, ${ZONES}) g`);
  await run(`insert into units (code, name) values ('THUNG', 'Thùng')`);
  await run(`insert into products (direction, code, name, status, search_text)
             select 'out', 'SP' || lpad(g::text, 6, '0'), 'Sản phẩm ' || g, 'active', fold_text('SP' || g || ' Sản phẩm ' || g)
             from generate_series(1, ${size.products}) g`);
  await run(`insert into product_variants (product_id, code, name, base_unit_id, option_values)
             select p.id, p.code || '-1', p.name, (select min(id) from units), '[]'::jsonb from products p order by p.id`);
  await run(`insert into variant_units (variant_id, unit_id, factor)
             select v.id, (select min(id) from units), 1 from product_variants v`);
  await run(`insert into price_lists (code, name, system, scope_level, scope_key, effective_from, status, revision, item_count)
             select 'BG' || s, 'Bảng giá ' || s, s, 'system', 'system:', now() - interval '2 years', 'active', 1, ${size.products}
             from unnest(ARRAY['NPP', 'CHTH']) s`);
  await run(`insert into price_list_items (price_list_id, variant_id, unit_id, price)
             select l.id, v.id, v.base_unit_id, ${variantPrice('(v.id - (select min(id) from product_variants))')}
             from price_lists l cross join product_variants v`);
  // Partner g lives in zone g % 40; distributors are partners 1..n, stores the rest.
  await run(`
    with z as (select row_number() over (order by id)::int - 1 as i, id, area_id from zones)
    insert into accounts (username, password_hash, fullname, type, system_key, area_id, zone_id, is_active, phone)
    select case when g <= ${distributors} then 'npp' else 'store' end || g, '${passwordHash}',
           case when g <= ${distributors} then 'Nhà phân phối số ' else 'Tạp hoá số ' end || g,
           case when g <= ${distributors} then 'NPP' else 'CHTH' end, 'default', z.area_id, z.id, true,
           '09' || lpad(g::text, 8, '0')
    from generate_series(1, ${size.partners}) g join z on z.i = g % ${ZONES}
    order by g`);
  // A store's distributor is one of those of its own zone: distributor d lives in zone d % 40 too.
  const perZone = Math.floor(distributors / ZONES);
  await run(`
    with p as (select id, type, area_id, zone_id, row_number() over (order by id)::int as g
               from accounts where type in ('NPP', 'CHTH'))
    insert into partner_profiles (account_id, type, area_id, zone_id, address_text, distributor_id)
    select p.id, p.type, p.area_id, p.zone_id, 'Số ' || p.g || ', phường mẫu', d.id
    from p left join p d on p.type = 'CHTH' and d.g = case when p.g % ${ZONES} = 0
      then ${ZONES} * (1 + (p.g / ${ZONES}) % ${perZone})
      else p.g % ${ZONES} + ${ZONES} * ((p.g / ${ZONES}) % ${perZone}) end`);
}

/**
 * Orders over the last 365 days, ids and codes in date order as real ones get them: a fifth ordered
 * by distributors, the rest by stores from their distributor (the seller); statuses fitting their
 * age as in the demo; `linesPerOrder` lines each, priced from the variant, totals the lines' sum.
 */
async function generateOrderRows(db: DbOrTx, size: OrderWorldSize): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  const firstVariant = '(select min(id) from product_variants)';
  const lineSum = `(select sum(${variantPrice(lineVariant('n.id', 'j', size.products))} * ${lineQuantity('n.id', 'j')})
                    from generate_series(1, ${size.linesPerOrder}) j)`;
  await run(`
    with partners as (
      select a.id, a.type, a.area_id, a.zone_id, pp.distributor_id,
             row_number() over (partition by a.type order by a.id)::int as rn
      from accounts a join partner_profiles pp on pp.account_id = a.id
    ),
    counts as (select count(*) filter (where type = 'NPP')::int as npp, count(*) filter (where type = 'CHTH')::int as chth
               from partners),
    gen as (
      select g, now() - make_interval(secs => (${fraction('g', 13)} * 365 * 86400)::int) as created_at,
             ${fraction('g', 17)} as s,
             case when g % 5 = 0 then 'NPP' else 'CHTH' end as system,
             abs(hashint4extended(g, 19)) as pick
      from generate_series(1, ${size.orders}) g
    ),
    placed as (
      select row_number() over (order by gen.created_at, gen.g)::int as id, gen.created_at, gen.s,
             p.id as account_id, p.type as system, p.area_id, p.zone_id, p.distributor_id,
             extract(epoch from now() - gen.created_at) / 86400 as age
      from gen cross join counts
      join partners p on p.type = gen.system
        and p.rn = 1 + (gen.pick % (case when gen.system = 'NPP' then counts.npp else counts.chth end))::int
    ),
    numbered as (
      select placed.*, st.status from placed, lateral (select case
        when age < 3 then case when s < 0.2 then 'draft' when s < 0.6 then 'pending' when s < 0.8 then 'approved'
                               when s < 0.95 then 'shipping' else 'delivered' end
        when age < 14 then case when s < 0.03 then 'draft' when s < 0.08 then 'pending' when s < 0.25 then 'approved'
                                when s < 0.45 then 'shipping' when s < 0.8 then 'delivered' when s < 0.9 then 'completed'
                                when s < 0.95 then 'cancelled' else 'rejected' end
        else case when s < 0.8 then 'completed' when s < 0.87 then 'delivered' when s < 0.92 then 'cancelled'
                  when s < 0.96 then 'returned' else 'rejected' end
      end as status) st
    )
    insert into orders (id, code, status, account_id, account_system, area_id, zone_id, seller_id,
      delivery_address, line_count, subtotal, discount, total, approval_round, current_step,
      submitted_at, approved_at, delivered_at, created_by, updated_by, created_at, updated_at)
    select n.id, 'DH' || lpad(n.id::text, 7, '0'), n.status, n.account_id, n.system, n.area_id, n.zone_id,
      n.distributor_id, 'Giao tại địa chỉ đăng ký của khách hàng', ${size.linesPerOrder}, t.amount, 0, t.amount,
      case when n.status = 'draft' then 0 else 1 end, case when n.status = 'pending' then 1 end,
      case when n.status <> 'draft' then n.created_at + interval '10 minutes' end,
      case when n.status in ('approved', 'shipping', 'delivered', 'completed', 'returned') then n.created_at + interval '5 hours' end,
      case when n.status in ('delivered', 'completed', 'returned') then n.created_at + interval '3 days' end,
      n.account_id, n.account_id, n.created_at, n.created_at
    from numbered n, lateral (select ${lineSum} as amount) t
    order by n.id`);
  await run(`select setval('orders_id_seq', (select max(id) from orders))`);
  await run(`
    insert into order_lines (order_id, position, variant_id, unit_id, unit_factor, quantity, unit_price,
      price_list_id, price_list_revision, discount_bp, gross_amount, discount_amount, line_total)
    select o.id, j, ${firstVariant} + v.k, (select min(id) from units), 1, q.n, ${variantPrice('v.k')},
      l.id, 1, 0, ${variantPrice('v.k')} * q.n, 0, ${variantPrice('v.k')} * q.n
    from orders o
    join price_lists l on l.system = o.account_system
    cross join generate_series(1, ${size.linesPerOrder}) j
    cross join lateral (select ${lineVariant('o.id', 'j', size.products)} as k) v
    cross join lateral (select ${lineQuantity('o.id', 'j')} as n) q`);
  await run(
    `insert into code_counters (scope, value) values ('order', ${size.orders}) on conflict (scope) do update set value = excluded.value`,
  );
}

/**
 * A generated order world for benchmarks (tables empty, PostgreSQL, a superuser role): the network,
 * then the orders and lines through the platform's `bulkLoad` (as order.demo.ts loads the demo: the
 * secondary indexes rebuilt once from the catalogue, no per-row foreign-key triggers). Ends with VACUUM ANALYZE.
 * Returns the seconds each phase took.
 */
export async function generateOrderWorld(
  db: Db,
  size: OrderWorldSize,
  passwordHash: string,
): Promise<Record<string, number>> {
  const seconds: Record<string, number> = {};
  const timed = async (phase: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    seconds[phase] = Math.round((Date.now() - started) / 100) / 10;
  };
  await timed('network', () => generateNetwork(db, size, passwordHash));
  await timed('orders, lines and indexes', () =>
    db.transaction(async (tx) => {
      // A large sort buffer for the index rebuilds after the load.
      await tx.execute(sql.raw(`set local maintenance_work_mem = '512MB'`));
      await bulkLoad(tx, BULK_TABLES, () => timed('orders and lines', () => generateOrderRows(tx, size)));
    }),
  );
  await timed('vacuum analyze', () => db.execute(sql.raw('vacuum analyze')));
  return seconds;
}
