import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { dataScopes } from './access.tables.js';

export type DataScopeRow = typeof dataScopes.$inferSelect;

export interface DataScopeValues {
  unrestricted: boolean;
  areaIds: number[];
  zoneIds: number[];
  accountIds: number[];
}

export async function findDataScope(db: DbOrTx, accountId: number): Promise<DataScopeRow | undefined> {
  const [row] = await db.select().from(dataScopes).where(eq(dataScopes.accountId, accountId)).limit(1);
  return row;
}

/** The data scope rows of these accounts (an account without one is unrestricted). */
export async function findDataScopes(db: DbOrTx, accountIds: readonly number[]): Promise<DataScopeRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(dataScopes)
    .where(inArray(dataScopes.accountId, [...accountIds]));
}

export async function saveDataScope(
  tx: DbOrTx,
  accountId: number,
  values: DataScopeValues,
  actorId: number | null,
): Promise<DataScopeRow> {
  const [row] = await tx
    .insert(dataScopes)
    .values({ accountId, ...values, updatedBy: actorId })
    .onConflictDoUpdate({
      target: dataScopes.accountId,
      set: { ...values, updatedBy: actorId, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('saving a data scope returned nothing');
  return row;
}

export async function deleteDataScope(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.delete(dataScopes).where(eq(dataScopes.accountId, accountId));
}
