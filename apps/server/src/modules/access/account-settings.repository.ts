import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { accountSettings } from './access.tables.js';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;
type SettingsValues = Pick<AccountSettingsRow, 'language' | 'defaultPage' | 'notifyPush' | 'updatedBy'>;

export async function findSettings(db: DbOrTx, accountId: number): Promise<AccountSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId))
    .limit(1);
  return row;
}

export async function upsertSettings(
  db: DbOrTx,
  accountId: number,
  values: SettingsValues,
): Promise<AccountSettingsRow> {
  const [row] = await db
    .insert(accountSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert into account_settings returned nothing');
  return row;
}

/** Of these accounts, those who turned web push off in their settings (no row: push stays on). */
export async function pushOptedOut(db: DbOrTx, accountIds: readonly number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ id: accountSettings.accountId })
    .from(accountSettings)
    .where(and(inArray(accountSettings.accountId, [...accountIds]), eq(accountSettings.notifyPush, false)));
  return new Set(rows.map((r) => r.id));
}
