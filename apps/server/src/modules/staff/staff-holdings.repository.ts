import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { staff } from './staff.tables.js';

/** Staff records placed in an area (whatever their status): the area's delete waits for them. */
export const countByArea = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(staff).where(eq(staff.areaId, id)))[0]?.n ?? 0;

/** Staff records placed in a zone (whatever their status). */
export const countByZone = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(staff).where(eq(staff.zoneId, id)))[0]?.n ?? 0;

/** Staff records linked to an account: deleting the account would leave them pointing at nothing. */
export const countByAccount = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(staff).where(eq(staff.accountId, id)))[0]?.n ?? 0;
