import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WAREHOUSE_KINDS, warehouseStatuses } from '@kenh/contract';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { accounts } from '../account/index.js';
import { areas } from '../locate/index.js';

/**
 * Warehouses: the company's central ones and each distributor's own (`owner_id`). Data scope follows
 * the area (docs/warehouse.md).
 */
export const warehouseTable = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: WAREHOUSE_KINDS }).notNull(),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'restrict' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    address: text('address'),
    note: text('note'),
    status: text('status', { enum: warehouseStatuses }).notNull().default('active'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('warehouses_code_uq').on(t.code),
    uniqueIndex('warehouses_name_fold_uq').on(sql`fold_text(${t.name})`),
    index('warehouses_area_id_idx').on(t.areaId),
    index('warehouses_owner_id_idx').on(t.ownerId),
    index('warehouses_search_trgm_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`),
    check('warehouses_owner_kind_ck', sql`(${t.kind} = 'distributor') = (${t.ownerId} is not null)`),
  ],
);
