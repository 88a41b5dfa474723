import { and, sql, type SQL } from 'drizzle-orm';
import { todayInVietnam, type StockGrouping } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/folded-search.js';
import { ensureMonthEnd, stockBoundary } from './stock-closing.js';
import { ensureDayEnd, lastClosableDay } from './stock-day-ends.js';
import { endOfVietnamDay, VIETNAM_TODAY } from '../../platform/db/vietnam-days.js';
import { NEAR_LIMIT, pageWithTotal } from './stock-sql.js';

export interface StockFilter {
  scope: SQL | undefined;
  groupBy: StockGrouping;
  warehouseId?: number | undefined;
  variantId?: number | undefined;
  consignmentId?: number | undefined;
  /** End of this Vietnam day; absent: now. */
  asOf?: string | undefined;
  search?: string | undefined;
  nearExpiryOnly?: boolean | undefined;
}

export interface StockDbRow {
  warehouse_id: number | null;
  warehouse_name: string | null;
  variant_id: number | null;
  variant_code: string | null;
  product_name: string | null;
  variant_name: string | null;
  consignment_id: number | null;
  lot_code: string | null;
  expires_on: string | null;
  quantity: number;
  reserved: number;
  value: number;
  near_expiry: boolean;
  expired: boolean;
  total_rows: number;
}

/**
 * Per warehouse × lot: today's balances, or — as of a past day — the stored month end on or before it
 * plus the movements after that month end up to the day's end: at most a month of the ledger,
 * however old the day (docs/warehouse.md "Stock as of a day").
 */
function stockPerLot(f: StockFilter, lots?: SQL): SQL {
  const keys =
    and(
      lots,
      f.warehouseId ? sql`warehouse_id = ${f.warehouseId}` : undefined,
      f.variantId ? sql`variant_id = ${f.variantId}` : undefined,
      f.consignmentId ? sql`consignment_id = ${f.consignmentId}` : undefined,
    ) ?? sql`true`;
  if (!f.asOf)
    return sql`select warehouse_id, variant_id, consignment_id, on_hand as quantity from stock_balances where ${keys} and on_hand <> 0`;
  const { monthEnd, forward } = stockBoundary(f.asOf, todayInVietnam());
  const start =
    monthEnd === null
      ? sql`select warehouse_id, variant_id, consignment_id, on_hand as q from stock_balances where ${keys}`
      : sql`select warehouse_id, variant_id, consignment_id, on_hand as q from stock_month_ends
          where month_end = ${monthEnd} and ${keys}`;
  // Forward: the movements after the month end up to the day; back: those after the day up to the
  // later month end (or now), taken away.
  const moved = forward
    ? sql`select warehouse_id, variant_id, consignment_id, quantity from stock_movements
        where ${keys} and created_at >= ${endOfVietnamDay(monthEnd!)} and created_at < ${endOfVietnamDay(f.asOf)}`
    : sql`select warehouse_id, variant_id, consignment_id, -quantity from stock_movements
        where ${keys} and created_at >= ${endOfVietnamDay(f.asOf)}${
          monthEnd === null ? sql`` : sql` and created_at < ${endOfVietnamDay(monthEnd)}`
        }`;
  return sql`select warehouse_id, variant_id, consignment_id, sum(q)::int as quantity from (
      ${start}
      union all
      ${moved}
    ) moved group by warehouse_id, variant_id, consignment_id having sum(q) <> 0`;
}

/** The stored month end a past day's lots are read from, stored first when it is not yet. */
async function ensureLotBoundary(asOf: string | undefined, db: DbOrTx): Promise<void> {
  if (!asOf) return;
  const { monthEnd } = stockBoundary(asOf, todayInVietnam());
  if (monthEnd !== null) await ensureMonthEnd(db, monthEnd);
}

type StockPage = StockFilter & { page: number; pageSize: number };

/** Stock grouped as asked, of today or of a past day, with the number of groups. */
export async function stockRows(db: DbOrTx, f: StockPage): Promise<{ rows: StockDbRow[]; total: number }> {
  const perWarehouse =
    f.groupBy === 'warehouse' && !f.search?.trim() && !f.nearExpiryOnly && !f.variantId && !f.consignmentId;
  return perWarehouse ? stockRowsPerWarehouse(db, f) : stockRowsFromLots(db, f);
}

/** Any grouping and filter: every lot with stock (of the day), grouped. */
async function stockRowsFromLots(db: DbOrTx, f: StockPage): Promise<{ rows: StockDbRow[]; total: number }> {
  await ensureLotBoundary(f.asOf, db);
  const term = f.search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : '';
  const by = {
    warehouse: f.groupBy !== 'variant',
    variant: f.groupBy !== 'warehouse',
    lot: f.groupBy === 'lot',
  };
  const key = (on: boolean, column: string) =>
    on ? sql.raw(`s.${column}`) : sql.raw(`null::int as ${column}`);
  const groupKeys = sql.join(
    [
      by.warehouse ? sql`s.warehouse_id` : undefined,
      by.variant ? sql`s.variant_id` : undefined,
      by.lot ? sql`s.consignment_id` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql`, `,
  );
  const filters = and(
    f.scope,
    term
      ? sql`(fold_text(p.name) like fold_text(${pattern}) or fold_text(v.code) like fold_text(${pattern})
          or fold_text(warehouses.name) like fold_text(${pattern}) or c.lot_code ilike ${pattern})`
      : undefined,
    f.nearExpiryOnly ? sql`c.expires_on < ${NEAR_LIMIT}` : undefined,
  );
  const grouped = sql`select ${key(by.warehouse, 'warehouse_id')}, ${key(by.variant, 'variant_id')},
      ${key(by.lot, 'consignment_id')}, sum(s.quantity)::int as quantity,
      sum(s.quantity::bigint * c.unit_cost)::float8 as value,
      coalesce(bool_or(c.expires_on >= ${VIETNAM_TODAY} and c.expires_on < ${NEAR_LIMIT}), false) as near_expiry,
      coalesce(bool_and(c.expires_on < ${VIETNAM_TODAY}), false) as expired
    from (${stockPerLot(f)}) s
    join warehouses on warehouses.id = s.warehouse_id
    join consignments c on c.id = s.consignment_id
    ${
      // Product names only matter to a search; grouping a warehouse's 100,000 lots needs no join on them.
      term
        ? sql`join product_variants v on v.id = s.variant_id join products p on p.id = v.product_id`
        : sql``
    }
    where ${filters ?? sql`true`}
    group by ${groupKeys}`;
  // What approved orders hold (today only: reservations have no history); lots are not reserved.
  const reserved =
    f.asOf || by.lot
      ? sql`0`
      : sql`(select coalesce(sum(r.reserved), 0)::int from stock_reservations r
          where ${by.warehouse ? sql`r.warehouse_id = g.warehouse_id` : sql`true`}
            and ${by.variant ? sql`r.variant_id = g.variant_id` : sql`true`}
            and ${f.warehouseId ? sql`r.warehouse_id = ${f.warehouseId}` : sql`true`}
            and ${f.variantId ? sql`r.variant_id = ${f.variantId}` : sql`true`})`;
  return pageWithTotal<StockDbRow>(
    db,
    sql`select g.warehouse_id, w.name as warehouse_name, g.variant_id, v.code as variant_code,
        p.name as product_name, v.name as variant_name, g.consignment_id, c.lot_code,
        c.expires_on::text as expires_on, g.quantity, ${reserved} as reserved, g.value,
        g.near_expiry, g.expired, count(*) over ()::int as total_rows
      from (${grouped}) g
      left join warehouses w on w.id = g.warehouse_id
      left join product_variants v on v.id = g.variant_id
      left join products p on p.id = v.product_id
      left join consignments c on c.id = g.consignment_id
      order by w.name nulls first, p.name nulls first, v.code nulls first, c.expires_on nulls first, c.id
      limit ${f.pageSize} offset ${f.page * f.pageSize}`,
    grouped,
    f.page,
  );
}

/**
 * Per warehouse, no product filter (the company-wide report): units and value from the stored end of
 * the day (docs/warehouse.md "Stock as of a day") — for today, or a day not yet closable, the last
 * closable day's end plus the movements since. Only the flags read lots: those expired or near expiry,
 * a few, through the lot path.
 */
async function stockRowsPerWarehouse(
  db: DbOrTx,
  f: StockPage,
): Promise<{ rows: StockDbRow[]; total: number }> {
  const closable = lastClosableDay();
  const day = f.asOf && f.asOf <= closable ? f.asOf : closable;
  await ensureDayEnd(db, day);
  await ensureLotBoundary(f.asOf, db);
  const ended = sql`select warehouse_id, quantity as q, value as v from stock_day_ends where day = ${day}`;
  const totals =
    day === f.asOf
      ? ended
      : sql`select warehouse_id, sum(q) as q, sum(v) as v from (
          ${ended}
          union all
          select m.warehouse_id, m.quantity, m.quantity::bigint * c.unit_cost from stock_movements m
            join consignments c on c.id = m.consignment_id
            where m.created_at >= ${endOfVietnamDay(day)} ${f.asOf ? sql`and m.created_at < ${endOfVietnamDay(f.asOf)}` : sql``}
        ) t group by warehouse_id having sum(q) <> 0`;
  const flagged = stockPerLot(
    f,
    sql`consignment_id in (select id from consignments where expires_on < ${NEAR_LIMIT})`,
  );
  const where = and(f.scope, f.warehouseId ? sql`warehouses.id = ${f.warehouseId}` : undefined) ?? sql`true`;
  const reserved = f.asOf
    ? sql`0`
    : sql`(select coalesce(sum(r.reserved), 0)::int from stock_reservations r where r.warehouse_id = t.warehouse_id)`;
  return pageWithTotal<StockDbRow>(
    db,
    sql`with flags as (
        select s.warehouse_id, bool_or(c.expires_on >= ${VIETNAM_TODAY}) as near_expiry,
               coalesce(sum(s.quantity) filter (where c.expires_on < ${VIETNAM_TODAY}), 0) as expired_q
        from (${flagged}) s join consignments c on c.id = s.consignment_id group by s.warehouse_id
      )
      select t.warehouse_id, warehouses.name as warehouse_name, null::int as variant_id,
        null::text as variant_code, null::text as product_name, null::text as variant_name,
        null::int as consignment_id, null::text as lot_code, null::text as expires_on,
        t.q::int as quantity, ${reserved} as reserved, t.v::float8 as value,
        coalesce(fl.near_expiry, false) as near_expiry, coalesce(fl.expired_q, 0) = t.q as expired,
        count(*) over ()::int as total_rows
      from (${totals}) t
      join warehouses on warehouses.id = t.warehouse_id
      left join flags fl on fl.warehouse_id = t.warehouse_id
      where ${where}
      order by warehouses.name, warehouses.id
      limit ${f.pageSize} offset ${f.page * f.pageSize}`,
    sql`select 1 from (${totals}) t join warehouses on warehouses.id = t.warehouse_id where ${where}`,
    f.page,
  );
}
