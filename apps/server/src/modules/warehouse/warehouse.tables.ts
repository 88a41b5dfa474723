import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { warehouseStatuses } from '@kenh/contract';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { areas } from '../locate/index.js';

/** Warehouse records: each belongs to one area, which is what data scope narrows (docs/warehouse.md). */
export const warehouseTable = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    note: text('note'),
    status: text('status', { enum: warehouseStatuses }).notNull().default('draft'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('warehouses_name_fold_uq').on(sql`fold_text(${t.name})`),
    index('warehouses_area_id_idx').on(t.areaId),
    index('warehouses_search_trgm_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`),
  ],
);
