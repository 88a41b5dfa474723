import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { transportStatuses } from '@kenh/contract';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { areas } from '../locate/index.js';

/** Transport records: each belongs to one area, which is what data scope narrows (docs/transport.md). */
export const transportTable = pgTable(
  'transports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    note: text('note'),
    status: text('status', { enum: transportStatuses }).notNull().default('draft'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('transports_name_fold_uq').on(sql`fold_text(${t.name})`),
    index('transports_area_id_idx').on(t.areaId),
    index('transports_search_trgm_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`),
  ],
);
