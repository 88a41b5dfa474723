import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { todayInVietnam, type VehicleListBody } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn } from '../../platform/db/list-query.js';
import { expiryCondition } from './fleet-expiry.js';
import { vehicles } from './transport.tables.js';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/** "51c12345", "51C-123" or "123.45" find 51C-123.45: the dash, the dot and the case do not count. */
function plateContains(search: string | undefined): SQL | undefined {
  const term = search?.toUpperCase().replace(/[\s.-]/g, '');
  if (!term) return undefined;
  return sql`translate(${vehicles.plate}, '-.', '') like ${`%${escapeLike(term)}%`}`;
}

/** By plate. */
const vehiclePages = defineListQuery({
  table: vehicles,
  id: vehicles.id,
  sorts: { plate: { column: vehicles.plate, direction: 'asc', unique: true } },
  defaultSort: 'plate',
});

const vehicleDisplay = defineDisplayFetch('vehicle-display', vehicles.id, (db) => db.select().from(vehicles));

export async function listVehicleRows(
  db: DbOrTx,
  filter: VehicleListBody,
): Promise<{ rows: VehicleRow[]; total: number; capped: boolean }> {
  const where = and(
    filterOn.eq(vehicles.type, filter.type),
    filterOn.eq(vehicles.status, filter.status),
    expiryCondition(vehicles.inspectionExpiry, filter.inspection_state),
    plateContains(filter.search),
  );
  const { ids, total, capped } = await vehiclePages.pageIds(db, {
    page: filter.page,
    pageSize: filter.page_size,
    where,
  });
  return { rows: await vehicleDisplay.rows(db, ids), total, capped };
}

export async function findVehicleRow(db: DbOrTx, id: number): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row;
}

/** Active vehicles whose inspection is still valid today, by plate. */
export function activeVehicleRows(db: DbOrTx) {
  return db
    .select({ id: vehicles.id, plate: vehicles.plate, type: vehicles.type, capacityKg: vehicles.capacityKg })
    .from(vehicles)
    .where(and(eq(vehicles.status, 'active'), gte(vehicles.inspectionExpiry, todayInVietnam())))
    .orderBy(asc(vehicles.plate));
}

export async function plateTaken(db: DbOrTx, plate: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(eq(vehicles.plate, plate), exceptId === undefined ? undefined : sql`${vehicles.id} <> ${exceptId}`),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertVehicleRow(db: DbOrTx, values: NewVehicleRow): Promise<number> {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row!.id;
}

export async function updateVehicleRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewVehicleRow>,
): Promise<void> {
  await db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vehicles.id, id));
}

export async function deleteVehicleRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}
