import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { WAREHOUSE_NEAR_EXPIRY_DAYS } from '@kenh/contract';
import { authorColumns, timestamps, timestamptz } from '../../platform/db/columns.js';
import { consignments } from './stock.tables.js';
import { warehouseTable } from './warehouse.tables.js';

/** The warehouse settings: one row (`id = 1`), created on the first save (docs/warehouse.md). */
export const warehouseSettings = pgTable(
  'warehouse_settings',
  {
    id: integer('id').primaryKey().default(1),
    nearExpiryDays: integer('near_expiry_days').notNull().default(WAREHOUSE_NEAR_EXPIRY_DAYS),
    ...timestamps(),
    ...authorColumns(),
  },
  (t) => [
    check('warehouse_settings_single_row', sql`${t.id} = 1`),
    check('warehouse_settings_days_ck', sql`${t.nearExpiryDays} between 1 and 365`),
  ],
);

/** Which lots were notified near expiry or expired, per warehouse: each notice goes out once. */
export const lotExpiryNotices = pgTable(
  'lot_expiry_notices',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['near_expiry', 'expired'] }).notNull(),
    notifiedAt: timestamptz('notified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.consignmentId, t.kind] })],
);
