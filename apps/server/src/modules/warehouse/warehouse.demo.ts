import { sql } from 'drizzle-orm';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { rowsOf } from '../../platform/db/rows.js';
import { takeNumbers } from '../../platform/codes/code-counters.js';
import { AppError } from '../../platform/http/app-error.js';
import { settleOrderStock } from './order-stock.js';
import { warehouseTable } from './warehouse.tables.js';

/** Approved demo orders that get their stock held, so the cart list has work in it. */
const DEMO_HELD_ORDERS = 30;
/** The newest shipped demo orders whose goods issue is posted (and that shipments then carry). */
const DEMO_ISSUED_ORDERS = 24;

/**
 * Demo warehouses and stock (docs/warehouse.md "Demo data"): a central warehouse per area and one per
 * demo distributor; for every product variant on sale two or three lots with realistic dates — some
 * near expiry, one expired — brought in by one goods receipt per warehouse, through the ledger's own
 * tables (balances equal the movements' sums); then the newest approved orders hold their stock and
 * the newest shipped ones get their goods issue.
 */
export async function seedWarehouseDemo({ ctx }: SeedContext): Promise<void> {
  const db = ctx.db;
  if ((await db.select({ id: warehouseTable.id }).from(warehouseTable).limit(1)).length > 0) return;
  await db.transaction(async (tx) => {
    const [admin] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from accounts where username = 'admin'`),
    );
    const actor = admin?.id ?? null;
    const centrals = rowsOf<{ id: number; name: string }>(
      await tx.execute(sql`select id, name from areas order by id`),
    );
    const distributors = rowsOf<{ id: number; fullname: string; area_id: number | null }>(
      await tx.execute(
        sql`select id, fullname, area_id from accounts where type = 'NPP' and username like 'npp.%' order by id`,
      ),
    );
    const count = centrals.length + distributors.length;
    if (count === 0) return;
    const first = await takeNumbers(tx, 'warehouse', count);
    const code = (i: number) => `KHO${String(first + i).padStart(3, '0')}`;
    await tx.insert(warehouseTable).values([
      ...centrals.map((a, i) => ({
        code: code(i),
        name: `Kho tổng ${a.name.replace(/^Vùng /, '')}`,
        kind: 'central' as const,
        areaId: a.id,
        address: `Khu công nghiệp, ${a.name.replace(/^Vùng /, '')}`,
        createdBy: actor,
        updatedBy: actor,
      })),
      ...distributors.map((d, i) => ({
        code: code(centrals.length + i),
        name: `Kho ${d.fullname}`,
        kind: 'distributor' as const,
        ownerId: d.id,
        areaId: d.area_id ?? centrals[0]!.id,
        createdBy: actor,
        updatedBy: actor,
      })),
    ]);

    // Lots per variant: an older one (near expiry for every fourth variant, expired for the first),
    // a recent one, and a third for every third variant. Cost per base unit from a fixed walk.
    await tx.execute(sql`
      insert into consignments (variant_id, lot_code, manufactured_on, expires_on, unit_cost)
      select v.id, 'L' || to_char(made, 'YYMMDD') || '-' || lpad(v.id::text, 3, '0'), made, expires,
        3000 + (abs(hashint4(v.id)) % 40) * 500
      from product_variants v join products p on p.id = v.product_id
      cross join lateral (values (1), (2), (3)) as lot(n)
      cross join lateral (select
        case
          when lot.n = 1 and v.id = (select min(id) from product_variants) then current_date - 400
          when lot.n = 1 and v.id % 4 = 0 then current_date - 330
          when lot.n = 1 then current_date - 200
          when lot.n = 2 then current_date - 60
          else current_date - 10 end as made) m
      cross join lateral (select
        case
          when lot.n = 1 and v.id = (select min(id) from product_variants) then current_date - 35
          when lot.n = 1 and v.id % 4 = 0 then current_date + 30
          else made + 365 end as expires) e
      where v.status = 'active' and p.direction = 'out' and (lot.n < 3 or v.id % 3 = 0)`);

    const warehouses = rowsOf<{ id: number }>(await tx.execute(sql`select id from warehouses order by id`));
    const firstReceipt = await takeNumbers(tx, 'receipt_import', warehouses.length);
    await tx.execute(sql`
      insert into stock_receipts (code, kind, warehouse_id, note, line_count, created_by, created_at)
      select 'PN' || lpad((${firstReceipt} + row_number() over (order by w.id) - 1)::text, 6, '0'), 'import', w.id,
        'Tồn kho đầu kỳ', (select count(*) from consignments)::int, ${actor}::int, now() - interval '60 days'
      from warehouses w`);
    await tx.execute(sql`
      insert into stock_receipt_lines (receipt_id, position, variant_id, unit_id, quantity, quantity_base, consignment_id)
      select r.id, (row_number() over (partition by r.id order by c.id) - 1)::int, c.variant_id, v.base_unit_id,
        q.n, q.n, c.id
      from stock_receipts r join consignments c on true join product_variants v on v.id = c.variant_id
      cross join lateral (select (120 + abs(hashint4(c.id * 31 + r.warehouse_id)) % 900)::int as n) q
      where r.kind = 'import'`);
    await tx.execute(sql`
      insert into stock_movements (warehouse_id, variant_id, consignment_id, quantity, kind, receipt_id, created_by, created_at)
      select r.warehouse_id, l.variant_id, l.consignment_id, l.quantity_base, 'import', r.id, r.created_by, r.created_at
      from stock_receipt_lines l join stock_receipts r on r.id = l.receipt_id`);
    await tx.execute(sql`
      insert into stock_balances (warehouse_id, variant_id, consignment_id, on_hand)
      select warehouse_id, variant_id, consignment_id, sum(quantity)::int from stock_movements
      group by warehouse_id, variant_id, consignment_id`);

    const approved = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from orders where status = 'approved' order by approved_at desc nulls last, id desc
        limit ${DEMO_HELD_ORDERS}`),
    );
    for (const order of approved) await settleOrderStock(tx, order.id, actor ?? 0);

    // The newest orders that left: their goods issue, first expiry first, dated two hours after
    // approval as it happened (before anything has read a month end). One that its warehouse
    // cannot cover stays without one, as the order history allows.
    const shipped = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from orders where status in ('shipping', 'delivered', 'completed')
        and approved_at > now() - interval '50 days'
        order by approved_at desc, id desc limit ${DEMO_ISSUED_ORDERS}`),
    );
    for (const order of shipped) {
      try {
        await tx.transaction((savepoint) => settleOrderStock(savepoint, order.id, actor ?? 0));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    await tx.execute(sql`
      with issued as (
        update stock_receipts r set created_at = o.approved_at + interval '2 hours'
        from orders o where o.id = r.order_id and r.kind = 'export'
        returning r.id, r.created_at)
      update stock_movements m set created_at = issued.created_at from issued where m.receipt_id = issued.id`);
  });
}
