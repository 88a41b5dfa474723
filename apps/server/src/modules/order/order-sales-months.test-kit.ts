import { SOLD_ORDER_STATUSES } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';

/**
 * The (month, area, distributor, seller) groups where `order_sales_months` disagrees with the sold
 * orders of `orders` counted from scratch (SOLD_ORDER_STATUSES from the contract): 0 when the triggers
 * kept it exact.
 */
export async function salesMonthsDrift(db: DbOrTx): Promise<number> {
  const sold = sql.join(
    SOLD_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (
      select date_trunc('month', created_at at time zone 'Asia/Ho_Chi_Minh')::date as month, coalesce(area_id, 0) as area_id,
             case when account_system = 'NPP' then account_id else 0 end as npp_id, coalesce(seller_id, 0) as seller_id,
             count(*)::int as n, sum(total)::bigint as amount
      from orders where status in (${sold}) group by 1, 2, 3, 4) o
      full join (select * from order_sales_months where order_count <> 0 or amount <> 0) s
        using (month, area_id, npp_id, seller_id)
      where o.n is distinct from s.order_count or o.amount is distinct from s.amount`),
  )[0]!.n;
}
