import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { OrderStockFacts } from '../order/index.js';

/**
 * The warehouse an order is served from (docs/warehouse.md): its distributor's own active
 * warehouse when it orders from a distributor, else the company's active central warehouse of its
 * area; the oldest when there are several; none when neither exists (the order is not stock-tracked).
 */
export async function servingWarehouse(db: DbOrTx, order: OrderStockFacts): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      order.sellerId !== null
        ? sql`select id from warehouses where status = 'active' and kind = 'distributor'
            and owner_id = ${order.sellerId} order by id limit 1`
        : sql`select id from warehouses where status = 'active' and kind = 'central'
            and area_id = ${order.areaId} order by id limit 1`,
    ),
  );
  return row?.id ?? null;
}
