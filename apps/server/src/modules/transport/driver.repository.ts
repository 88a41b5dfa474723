import { and, asc, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import { todayInVietnam, type DriverListBody } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { accounts } from '../account/index.js';
import { expiryCondition } from './fleet-expiry.js';
import { drivers } from './transport.tables.js';

/** A driver with the name of their linked account, read per row (no join). */
const columns = {
  ...getTableColumns(drivers),
  accountName: nameOf(accounts.fullname, accounts.id, drivers.accountId),
};

export type DriverRow = typeof drivers.$inferSelect & { accountName: string | null };
export type NewDriverRow = typeof drivers.$inferInsert;

/** Name, phone and licence number, as the trigram index folds them. */
const searchText = sql`${drivers.fullName} || ' ' || ${drivers.phone} || ' ' || ${drivers.licenceNumber}`;

/** By name: a dispatcher looks a driver up by name. */
const driverPages = defineListQuery({
  table: drivers,
  id: drivers.id,
  sorts: { name: { column: drivers.fullName, direction: 'asc' } },
  defaultSort: 'name',
});

const driverDisplay = defineDisplayFetch('driver-display', drivers.id, (db) =>
  db.select(columns).from(drivers),
);

export async function listDriverRows(
  db: DbOrTx,
  filter: DriverListBody,
): Promise<{ rows: DriverRow[]; total: number; capped: boolean }> {
  const where = and(
    filterOn.eq(drivers.status, filter.status),
    filterOn.eq(drivers.licenceClass, filter.licence_class),
    expiryCondition(drivers.licenceExpiry, filter.licence_state),
    foldedContains(searchText, filter.search),
  );
  const { ids, total, capped } = await driverPages.pageIds(db, {
    page: filter.page,
    pageSize: filter.page_size,
    where,
  });
  return { rows: await driverDisplay.rows(db, ids), total, capped };
}

export async function findDriverRow(db: DbOrTx, id: number): Promise<DriverRow | undefined> {
  const [row] = await db.select(columns).from(drivers).where(eq(drivers.id, id)).limit(1);
  return row;
}

/** Active drivers whose licence is still valid today, by name. */
export function activeDriverRows(db: DbOrTx) {
  return db
    .select({
      id: drivers.id,
      fullName: drivers.fullName,
      phone: drivers.phone,
      licenceClass: drivers.licenceClass,
    })
    .from(drivers)
    .where(and(eq(drivers.status, 'active'), gte(drivers.licenceExpiry, todayInVietnam())))
    .orderBy(asc(drivers.fullName), asc(drivers.id));
}

/** Which of the unique fields (phone, licence number) another driver already has. */
export async function takenDriverFields(
  db: DbOrTx,
  values: { phone: string; licenceNumber: string },
  exceptId?: number,
): Promise<{ phone: boolean; licenceNumber: boolean }> {
  const other: SQL | undefined = exceptId === undefined ? undefined : sql`${drivers.id} <> ${exceptId}`;
  const rows = await db
    .select({ phone: drivers.phone, licenceNumber: drivers.licenceNumber })
    .from(drivers)
    .where(
      and(
        sql`(${drivers.phone} = ${values.phone} or ${drivers.licenceNumber} = ${values.licenceNumber})`,
        other,
      ),
    );
  return {
    phone: rows.some((r) => r.phone === values.phone),
    licenceNumber: rows.some((r) => r.licenceNumber === values.licenceNumber),
  };
}

export async function insertDriverRow(db: DbOrTx, values: NewDriverRow): Promise<number> {
  const [row] = await db.insert(drivers).values(values).returning({ id: drivers.id });
  return row!.id;
}

export async function updateDriverRow(db: DbOrTx, id: number, values: Partial<NewDriverRow>): Promise<void> {
  await db
    .update(drivers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(drivers.id, id));
}

export async function deleteDriverRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(drivers).where(eq(drivers.id, id));
}
