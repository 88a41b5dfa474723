import { sql } from 'drizzle-orm';
import { WAREHOUSE_NEAR_EXPIRY_DAYS } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { warehouseSettings } from './warehouse-settings.tables.js';

/**
 * The near-expiry window in days, as SQL: read from the settings row inside each query (one indexed
 * row), so lists, FEFO flags and notices follow a change at once without passing it around.
 */
export const NEAR_EXPIRY_DAYS = sql`coalesce((select ws.near_expiry_days from warehouse_settings ws where ws.id = 1), ${sql.raw(
  String(WAREHOUSE_NEAR_EXPIRY_DAYS),
)})`;

export type WarehouseSettingsRow = typeof warehouseSettings.$inferSelect;

export async function findWarehouseSettings(db: DbOrTx): Promise<WarehouseSettingsRow | undefined> {
  const [row] = await db.select().from(warehouseSettings).limit(1);
  return row;
}

/** Writes the one row, creating it on the first save. */
export async function saveWarehouseSettings(
  tx: DbOrTx,
  nearExpiryDays: number,
  actorId: number,
): Promise<WarehouseSettingsRow> {
  const [row] = await tx
    .insert(warehouseSettings)
    .values({ id: 1, nearExpiryDays, createdBy: actorId, updatedBy: actorId })
    .onConflictDoUpdate({
      target: warehouseSettings.id,
      set: { nearExpiryDays, updatedBy: actorId, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
