import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { partnerBanks } from './partner.tables.js';

export type BankRow = typeof partnerBanks.$inferSelect;

export function listBanks(db: DbOrTx, accountId: number): Promise<BankRow[]> {
  return db
    .select()
    .from(partnerBanks)
    .where(eq(partnerBanks.accountId, accountId))
    .orderBy(asc(partnerBanks.id));
}

export async function findBank(db: DbOrTx, id: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(partnerBanks).where(eq(partnerBanks.id, id)).limit(1);
  return row;
}

export async function insertBank(db: DbOrTx, values: typeof partnerBanks.$inferInsert): Promise<number> {
  const [row] = await db.insert(partnerBanks).values(values).returning({ id: partnerBanks.id });
  return row!.id;
}

export async function updateBank(
  db: DbOrTx,
  id: number,
  values: Partial<typeof partnerBanks.$inferInsert>,
): Promise<void> {
  await db
    .update(partnerBanks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partnerBanks.id, id));
}

export async function deleteBank(db: DbOrTx, id: number): Promise<void> {
  await db.delete(partnerBanks).where(eq(partnerBanks.id, id));
}
