import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { nvttStandards, partnerProfiles as p, storeStandards } from './partner.tables.js';
import { columnNamer } from '../../platform/records/column-namer.js';

export type StoreStandardRow = typeof storeStandards.$inferSelect & { holders: number };
export type NvttStandardRow = typeof nvttStandards.$inferSelect & { holders: number };

const storeHolders = sql<number>`(select count(*)::int from ${p} where ${p.storeStandardId} = ${storeStandards.id})`;
const nvttHolders = sql<number>`(select count(*)::int from ${p} where ${p.nvttStandardId} = ${nvttStandards.id})`;

export async function listStoreStandards(db: DbOrTx, where?: SQL): Promise<StoreStandardRow[]> {
  return db
    .select({ ...getTableColumns(storeStandards), holders: storeHolders })
    .from(storeStandards)
    .where(where)
    .orderBy(asc(storeStandards.minMonthlyRevenue), asc(storeStandards.id));
}

export async function findStoreStandard(db: DbOrTx, id: number): Promise<StoreStandardRow | undefined> {
  return (await listStoreStandards(db, eq(storeStandards.id, id)))[0];
}

export async function insertStoreStandard(
  db: DbOrTx,
  values: typeof storeStandards.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(storeStandards).values(values).returning({ id: storeStandards.id });
  return row!.id;
}

export async function updateStoreStandard(
  db: DbOrTx,
  id: number,
  values: Partial<typeof storeStandards.$inferInsert>,
): Promise<void> {
  await db
    .update(storeStandards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storeStandards.id, id));
}

export async function deleteStoreStandard(db: DbOrTx, id: number): Promise<void> {
  await db.delete(storeStandards).where(eq(storeStandards.id, id));
}

export async function listNvttStandards(db: DbOrTx, where?: SQL): Promise<NvttStandardRow[]> {
  return db
    .select({ ...getTableColumns(nvttStandards), holders: nvttHolders })
    .from(nvttStandards)
    .where(where)
    .orderBy(asc(nvttStandards.code), asc(nvttStandards.id));
}

export async function findNvttStandard(db: DbOrTx, id: number): Promise<NvttStandardRow | undefined> {
  return (await listNvttStandards(db, eq(nvttStandards.id, id)))[0];
}

export async function insertNvttStandard(
  db: DbOrTx,
  values: typeof nvttStandards.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(nvttStandards).values(values).returning({ id: nvttStandards.id });
  return row!.id;
}

export async function updateNvttStandard(
  db: DbOrTx,
  id: number,
  values: Partial<typeof nvttStandards.$inferInsert>,
): Promise<void> {
  await db
    .update(nvttStandards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(nvttStandards.id, id));
}

/** Store standard ids by lower-cased code (the grocery import names standards by code). */
export async function storeStandardCodes(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: storeStandards.id, code: storeStandards.code })
    .from(storeStandards)
    .where(eq(storeStandards.isActive, true));
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
}

/** Store and NVTT standards by name, for the histories that point at them. */
export const storeStandardNames = (db: DbOrTx) =>
  columnNamer(db, storeStandards, storeStandards.id, storeStandards.name);
export const nvttStandardNames = (db: DbOrTx) =>
  columnNamer(db, nvttStandards, nvttStandards.id, nvttStandards.name);
