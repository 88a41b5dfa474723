import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';

export interface OrderForStock {
  id: number;
  code: string;
  status: OrderStatus;
  seller_id: number | null;
  area_id: number | null;
}

export async function orderForStock(db: DbOrTx, orderId: number): Promise<OrderForStock | undefined> {
  const [row] = rowsOf<OrderForStock>(
    await db.execute(sql`select id, code, status, seller_id, area_id from orders where id = ${orderId}`),
  );
  return row;
}

/** What an order needs per variant, in base units. */
export async function orderNeeds(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = rowsOf<{ variant_id: number; needed: number }>(
    await db.execute(sql`select variant_id, sum(quantity * unit_factor)::int as needed from order_lines
      where order_id = ${orderId} group by variant_id`),
  );
  return new Map(rows.map((r) => [r.variant_id, r.needed]));
}

/**
 * The warehouse an order is served from (docs/warehouse.md): its distributor's own active
 * warehouse when it orders from a distributor, else the company's active central warehouse of its
 * area; the oldest when there are several; none when neither exists (the order is not stock-tracked).
 */
export async function servingWarehouse(db: DbOrTx, order: OrderForStock): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      order.seller_id !== null
        ? sql`select id from warehouses where status = 'active' and kind = 'distributor'
            and owner_id = ${order.seller_id} order by id limit 1`
        : sql`select id from warehouses where status = 'active' and kind = 'central'
            and area_id = ${order.area_id} order by id limit 1`,
    ),
  );
  return row?.id ?? null;
}
