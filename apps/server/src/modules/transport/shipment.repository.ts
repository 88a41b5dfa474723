import { and, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ShipmentListQuery, ShipmentStatus, StopStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { rowsOf } from '../../platform/db/rows.js';
import { accounts } from '../account/index.js';
import { orders } from '../order/index.js';
import { stockReceipts, warehouseTable } from '../warehouse/index.js';
import { drivers, shipments, shipmentStops, vehicles } from './transport.tables.js';

export type NewShipmentRow = typeof shipments.$inferInsert;

const stopCount = (status?: StopStatus) =>
  sql<number>`(select count(*)::int from ${shipmentStops} s where s.shipment_id = ${shipments.id}${
    status ? sql` and s.status = ${status}` : sql``
  })`;

/** A shipment with the names it shows and its stop counts, read per row (no join). */
const columns = {
  ...getTableColumns(shipments),
  warehouseName: nameOf(warehouseTable.name, warehouseTable.id, shipments.warehouseId),
  driverName: nameOf(drivers.fullName, drivers.id, shipments.driverId),
  driverPhone: nameOf(drivers.phone, drivers.id, shipments.driverId),
  vehiclePlate: nameOf(vehicles.plate, vehicles.id, shipments.vehicleId),
  capacityKg: sql<number>`(select v.capacity_kg from ${vehicles} v where v.id = ${shipments.vehicleId})`,
  stopCount: stopCount(),
  deliveredCount: stopCount('delivered'),
  returnedCount: stopCount('returned'),
};

export type ShipmentRow = typeof shipments.$inferSelect & {
  warehouseName: string | null;
  driverName: string | null;
  driverPhone: string | null;
  vehiclePlate: string | null;
  capacityKg: number;
  stopCount: number;
  deliveredCount: number;
  returnedCount: number;
};

/** Newest first: a dispatcher works today's and tomorrow's shipments. */
const shipmentPages = defineListQuery({
  table: shipments,
  id: shipments.id,
  sorts: { newest: { column: shipments.id, direction: 'desc' } },
  defaultSort: 'newest',
});

const shipmentDisplay = defineDisplayFetch('shipment-display', shipments.id, (db) =>
  db.select(columns).from(shipments),
);

/** Code, plate or driver name, folded. */
const searchCondition = (search: string | undefined): SQL | undefined => {
  const byCode = foldedContains(shipments.code, search);
  if (!byCode) return undefined;
  const byPlate = foldedContains(sql`translate(${vehicles.plate}, '-.', '')`, search?.replace(/[-.\s]/g, ''));
  const byDriver = foldedContains(drivers.fullName, search);
  return sql`(${byCode}
    or ${shipments.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${byPlate})
    or ${shipments.driverId} in (select ${drivers.id} from ${drivers} where ${byDriver}))`;
};

/** Shipments from the warehouses a caller may see (`warehouseScope`: a condition on `warehouses`). */
const fromWarehouses = (warehouseScope: SQL | undefined): SQL | undefined =>
  warehouseScope &&
  sql`${shipments.warehouseId} in (select ${warehouseTable.id} from ${warehouseTable} where ${warehouseScope})`;

export async function listShipmentRows(
  db: DbOrTx,
  filter: ShipmentListQuery,
  warehouseScope: SQL | undefined,
): Promise<{ rows: ShipmentRow[]; total: number; capped: boolean }> {
  const where = and(
    fromWarehouses(warehouseScope),
    filter.order_id === undefined
      ? undefined
      : sql`${shipments.id} in (select s.shipment_id from ${shipmentStops} s where s.order_id = ${filter.order_id})`,
    filterOn.eq(shipments.status, filter.status),
    filterOn.eq(shipments.warehouseId, filter.warehouse_id),
    filterOn.eq(shipments.driverId, filter.driver_id),
    filterOn.eq(shipments.vehicleId, filter.vehicle_id),
    filter.from ? gte(shipments.plannedOn, filter.from) : undefined,
    filter.to ? lte(shipments.plannedOn, filter.to) : undefined,
    searchCondition(filter.search),
  );
  const { ids, total, capped } = await shipmentPages.pageIds(db, {
    page: filter.page,
    pageSize: filter.page_size,
    where,
  });
  return { rows: await shipmentDisplay.rows(db, ids), total, capped };
}

export async function findShipmentRow(
  db: DbOrTx,
  id: number,
  warehouseScope?: SQL,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(shipments)
    .where(and(eq(shipments.id, id), fromWarehouses(warehouseScope)))
    .limit(1);
  return row;
}

/** Locks the shipment for an action: concurrent actions on one shipment run one after the other. */
export async function lockShipment(
  tx: DbOrTx,
  id: number,
): Promise<typeof shipments.$inferSelect | undefined> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update').limit(1);
  return row;
}

export async function insertShipment(tx: DbOrTx, values: NewShipmentRow): Promise<number> {
  const [row] = await tx.insert(shipments).values(values).returning({ id: shipments.id });
  return row!.id;
}

export async function updateShipment(
  tx: DbOrTx,
  id: number,
  values: Partial<NewShipmentRow> & { status: ShipmentStatus; updatedBy: number },
): Promise<void> {
  await tx
    .update(shipments)
    .set({ ...values, version: sql`${shipments.version} + 1`, updatedAt: new Date() })
    .where(eq(shipments.id, id));
}

export async function insertStops(
  tx: DbOrTx,
  shipmentId: number,
  stops: readonly { receiptId: number; orderId: number }[],
): Promise<void> {
  await tx
    .insert(shipmentStops)
    .values(
      stops.map((s, position) => ({ shipmentId, receiptId: s.receiptId, orderId: s.orderId, position })),
    );
}

/** Settles stops of a shipment that are still waiting; answers the orders it settled. */
export async function settleStops(
  tx: DbOrTx,
  shipmentId: number,
  orderIds: readonly number[],
  status: Exclude<StopStatus, 'waiting'>,
  reason: string | null,
): Promise<number[]> {
  const rows = await tx
    .update(shipmentStops)
    .set({ status, reason, settledAt: new Date() })
    .where(
      and(
        eq(shipmentStops.shipmentId, shipmentId),
        eq(shipmentStops.status, 'waiting'),
        inArray(shipmentStops.orderId, [...orderIds]),
      ),
    )
    .returning({ orderId: shipmentStops.orderId });
  return rows.map((r) => r.orderId);
}

/** Demo history: the stops of delivered shipments, delivered when their order was. */
export async function settleDeliveredDemoStops(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    update ${shipmentStops} s set status = 'delivered', settled_at = coalesce(o.delivered_at, now())
    from ${shipments} sh, ${orders} o
    where sh.id = s.shipment_id and sh.status = 'delivered' and o.id = s.order_id and s.status = 'waiting'`);
}

export async function waitingOrderIds(tx: DbOrTx, shipmentId: number): Promise<number[]> {
  const rows = await tx
    .select({ orderId: shipmentStops.orderId })
    .from(shipmentStops)
    .where(and(eq(shipmentStops.shipmentId, shipmentId), eq(shipmentStops.status, 'waiting')))
    .orderBy(shipmentStops.position);
  return rows.map((r) => r.orderId);
}

export interface StopDbRow {
  receipt_id: number;
  receipt_code: string;
  order_id: number;
  order_code: string;
  buyer_name: string;
  buyer_phone: string | null;
  address: string | null;
  total: number;
  status: StopStatus;
  settled_at: Date | string | null;
  reason: string | null;
}

/** A shipment's stops in loading order, with the goods issue and the order they carry. */
export async function stopRows(db: DbOrTx, shipmentId: number): Promise<StopDbRow[]> {
  return rowsOf<StopDbRow>(
    await db.execute(sql`
      select s.receipt_id, r.code as receipt_code, s.order_id, o.code as order_code,
             coalesce(o.receiver_name, a.fullname, o.code) as buyer_name,
             coalesce(o.receiver_phone, a.phone) as buyer_phone,
             o.delivery_address as address, o.total::bigint::float8 as total,
             s.status, s.settled_at, s.reason
      from ${shipmentStops} s
      join ${stockReceipts} r on r.id = s.receipt_id
      join ${orders} o on o.id = s.order_id
      left join ${accounts} a on a.id = o.account_id
      where s.shipment_id = ${shipmentId}
      order by s.position`),
  );
}

export interface CandidateDbRow {
  receipt_id: number;
  receipt_code: string;
  warehouse_id: number;
  order_id: number;
  order_code: string;
  buyer_name: string;
  address: string | null;
  total: number;
  line_count: number;
  issued_at: Date | string;
}

/**
 * Goods issues of a warehouse whose order is being shipped and that no live shipment carries
 * (`receiptIds` narrows them to those asked for), oldest first.
 */
export async function candidateRows(
  db: DbOrTx,
  warehouseId: number,
  receiptIds?: readonly number[],
): Promise<CandidateDbRow[]> {
  const only =
    receiptIds === undefined
      ? sql``
      : sql` and r.id in (${sql.join(
          receiptIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  return rowsOf<CandidateDbRow>(
    await db.execute(sql`
      select r.id as receipt_id, r.code as receipt_code, r.warehouse_id, o.id as order_id,
             o.code as order_code, coalesce(o.receiver_name, a.fullname, o.code) as buyer_name,
             o.delivery_address as address, o.total::bigint::float8 as total, r.line_count,
             r.created_at as issued_at
      from ${stockReceipts} r
      join ${orders} o on o.id = r.order_id
      left join ${accounts} a on a.id = o.account_id
      where r.kind = 'export' and r.warehouse_id = ${warehouseId} and o.status = 'shipping'${only}
        and not exists (select 1 from ${shipmentStops} s where s.receipt_id = r.id and s.status <> 'cancelled')
      order by r.id
      limit 500`),
  );
}

/** Another shipment on the road with this driver or this vehicle. */
export async function busyShipment(
  tx: DbOrTx,
  column: 'driverId' | 'vehicleId',
  id: number,
  exceptId: number,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ code: shipments.code })
    .from(shipments)
    .where(
      and(
        eq(shipments[column], id),
        eq(shipments.status, 'on_the_road'),
        sql`${shipments.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row?.code;
}

export async function countShipmentsOfDriver(db: DbOrTx, driverId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(eq(shipments.driverId, driverId));
  return Number(row?.n ?? 0);
}

export async function countShipmentsOfVehicle(db: DbOrTx, vehicleId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(eq(shipments.vehicleId, vehicleId));
  return Number(row?.n ?? 0);
}
