import { sql, type SQL } from 'drizzle-orm';
import { SOLD_ORDER_STATUSES, plusDays, type OrderStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../platform/db/vietnam-days.js';

const SOLD = sql.raw(SOLD_ORDER_STATUSES.map((s) => `'${s}'`).join(','));

/** Orders created in [from, to] (Vietnam days), sold, visible (a condition on `orders`). */
function soldIn(from: string, to: string, visibility: SQL | undefined, areaId?: number | null): SQL {
  return sql`orders.status in (${SOLD})
    and orders.created_at >= ${startOfVietnamDay(from)}
    and orders.created_at < ${endOfVietnamDay(to)}
    ${areaId ? sql`and orders.area_id = ${areaId}::int` : sql``}
    ${visibility ? sql`and ${visibility}` : sql``}`;
}

export interface ReportRange {
  from: string;
  to: string;
  areaId?: number | null | undefined;
  sellerId?: number | null | undefined;
  visibility: SQL | undefined;
  page: number;
  pageSize: number;
}

const num = (v: string | number | null) => Number(v ?? 0);

/**
 * A report's statement in a transaction of its own settings (a savepoint inside a request's). No
 * JIT: a year of a million orders spent ~46 ms compiling on every run, more than it saved. Room in
 * memory for the groups: the planner expects one group per account (~100,000) and would sort the
 * period's orders on disk (22 MB for 865,707 orders) rather than hash the ~2,000 groups there are.
 */
export const REPORT_SETTINGS = sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`;

async function inReportTransaction<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(REPORT_SETTINGS);
    return rowsOf<T>(await tx.execute(statement));
  });
}

/** A sold order as the report counts it: its distributor (when one ordered), its seller, 1, its total. */
const soldOrders = (where: SQL) => sql`
  select case when orders.account_system = 'NPP' then orders.account_id end as npp, orders.seller_id,
         1 as n, orders.total as amount
  from orders where ${where}`;

/** The first day of a month (`month` may run past December or below January). */
const monthStart = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/**
 * The whole months within [from, to] (their first days), or none, and the partial days around them.
 * E.g. 2026-01-15 … 2026-04-10: months 2026-02-01 … 2026-03-01, then 01-15 … 01-31 and 04-01 … 04-10.
 */
export function wholeMonthsWithin(from: string, to: string) {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const first = start.getUTCDate() === 1 ? from : monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
  const toEndsMonth = plusDays(to, 1).endsWith('-01');
  const last = monthStart(end.getUTCFullYear(), end.getUTCMonth() - (toEndsMonth ? 0 : 1));
  if (first > last) return undefined;
  const afterLast = monthStart(Number(last.slice(0, 4)), Number(last.slice(5, 7)));
  return {
    first,
    last,
    before: first > from ? { from, to: plusDays(first, -1) } : undefined,
    after: afterLast <= to ? { from: afterLast, to } : undefined,
  };
}

/**
 * The period's sold orders as (distributor, seller, count, amount) rows. For whoever sees every order:
 * the whole months from `order_sales_months` and only the partial months at the ends from `orders`;
 * a caller who sees some orders reads them one by one.
 */
function salesSource(r: ReportRange): SQL {
  const months = r.visibility === undefined ? wholeMonthsWithin(r.from, r.to) : undefined;
  if (!months) return soldOrders(soldIn(r.from, r.to, r.visibility, r.areaId));
  const parts = [
    sql`select nullif(npp_id, 0) as npp, nullif(seller_id, 0) as seller_id, order_count as n, amount
      from order_sales_months where month >= ${months.first}::date and month <= ${months.last}::date
        and order_count <> 0 ${r.areaId ? sql`and area_id = ${r.areaId}::int` : sql``}`,
    ...[months.before, months.after]
      .filter((edge) => edge !== undefined)
      .map((edge) => soldOrders(soldIn(edge.from, edge.to, undefined, r.areaId))),
  ];
  return sql.join(parts, sql` union all `);
}

/**
 * Per distributor: what it ordered itself and what was ordered from it (as seller), largest first,
 * and the period's totals — one pass over the period's sold orders grouped three ways at once
 * (`grouping sets`: by ordering distributor, by seller, and all of them); `grouping()` tells the
 * sets apart (1: by distributor, 2: by seller, 3: the totals).
 */
export async function salesByDistributor(db: DbOrTx, r: ReportRange) {
  const rows = await inReportTransaction<{
    account_id: number;
    account_name: string;
    account_username: string;
    order_count: number;
    ordered_total: string | number;
    sold_count: number;
    sold_total: string | number;
    full_count: number;
    all_orders: number;
    all_amount: string | number;
  }>(
    db,
    sql`
      with sets as (
        select o.npp, o.seller_id, grouping(o.npp, o.seller_id) as g, sum(o.n) as n, sum(o.amount) as amount
        from (${salesSource(r)}) o
        group by grouping sets ((o.npp), (o.seller_id), ())
      ),
      per as (
        select coalesce(npp, seller_id) as id,
               sum(case when g = 1 then n else 0 end)::int as order_count,
               sum(case when g = 1 then amount else 0 end) as ordered_total,
               sum(case when g = 2 then n else 0 end)::int as sold_count,
               sum(case when g = 2 then amount else 0 end) as sold_total
        from sets
        where (g = 1 and npp is not null) or (g = 2 and seller_id is not null)
        group by coalesce(npp, seller_id)
      )
      select per.id as account_id, a.fullname as account_name, a.username as account_username,
             per.order_count, per.ordered_total, per.sold_count, per.sold_total,
             count(*) over ()::int as full_count,
             (select n from sets where g = 3)::int as all_orders,
             (select coalesce(amount, 0) from sets where g = 3) as all_amount
      from per join accounts a on a.id = per.id
      order by per.ordered_total + per.sold_total desc, per.id
      limit ${r.pageSize} offset ${r.page * r.pageSize}`,
  );
  return {
    rows: rows.map((row) => ({
      account_id: row.account_id,
      account_name: row.account_name,
      account_username: row.account_username,
      order_count: row.order_count,
      ordered_total: num(row.ordered_total),
      sold_count: row.sold_count,
      sold_total: num(row.sold_total),
    })),
    total: rows[0]?.full_count ?? 0,
    totals: { order_count: rows[0]?.all_orders ?? 0, amount: num(rows[0]?.all_amount ?? 0) },
  };
}

/** Per variant: base units and amount of the period's sold lines (order_lines by order id). */
export async function salesByProduct(db: DbOrTx, r: ReportRange) {
  const where = soldIn(r.from, r.to, r.visibility, r.areaId);
  const rows = rowsOf<{
    variant_id: number;
    variant_code: string;
    variant_name: string;
    product_name: string;
    base_quantity: string | number;
    amount: string | number;
    order_count: number;
    full_count: number;
    all_orders: number;
    all_amount: string | number;
  }>(
    await db.execute(sql`
      with period as (select orders.id from orders where ${where}
                        ${r.sellerId ? sql`and orders.seller_id = ${r.sellerId}::int` : sql``}),
      per as (
        select l.variant_id, sum(l.quantity::bigint * l.unit_factor) as base_quantity, sum(l.line_total) as amount,
               count(distinct l.order_id)::int as order_count
        from order_lines l join period p on p.id = l.order_id group by l.variant_id
      )
      select per.variant_id, v.code as variant_code, v.name as variant_name, pr.name as product_name,
             per.base_quantity, per.amount, per.order_count, count(*) over ()::int as full_count,
             (select count(*) from period)::int as all_orders,
             (select coalesce(sum(amount), 0) from per) as all_amount
      from per join product_variants v on v.id = per.variant_id join products pr on pr.id = v.product_id
      order by per.amount desc, per.variant_id
      limit ${r.pageSize} offset ${r.page * r.pageSize}`),
  );
  return {
    rows: rows.map((row) => ({
      variant_id: row.variant_id,
      variant_code: row.variant_code,
      variant_name: row.variant_name,
      product_name: row.product_name,
      base_quantity: num(row.base_quantity),
      amount: num(row.amount),
      order_count: row.order_count,
    })),
    total: rows[0]?.full_count ?? 0,
    totals: { order_count: rows[0]?.all_orders ?? 0, amount: num(rows[0]?.all_amount ?? 0) },
  };
}

/** One account's orders by status (account index), optionally within a period. */
export async function ordersOfAccountByStatus(
  db: DbOrTx,
  accountId: number,
  visibility: SQL | undefined,
  from?: string,
  to?: string,
) {
  const rows = rowsOf<{
    status: OrderStatus;
    count: number;
    total: string | number;
    last: Date | string | null;
  }>(
    await db.execute(sql`
      select orders.status, count(*)::int as count, coalesce(sum(orders.total), 0) as total,
             max(orders.created_at) as last
      from orders
      where orders.account_id = ${accountId}::int
        ${from ? sql`and orders.created_at >= ${startOfVietnamDay(from)}` : sql``}
        ${to ? sql`and orders.created_at < ${endOfVietnamDay(to)}` : sql``}
        ${visibility ? sql`and ${visibility}` : sql``}
      group by orders.status order by orders.status`),
  );
  return rows.map((r) => ({
    status: r.status,
    count: r.count,
    total: num(r.total),
    last: r.last === null ? null : new Date(r.last),
  }));
}
