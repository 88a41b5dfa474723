import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { REGIONS } from '@kenh/contract';

/** Sales areas (khu vực): the first level of the data scope. See docs/locate.md. */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    /** Generated "KV001" from `code_counters` (scope `locate.area`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    region: text('region', { enum: REGIONS }).notNull(),
    /** Account of the regional head (TV); checked by the service, no foreign key (see docs/locate.md). */
    managerId: integer('manager_id'),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('areas_code_uq').on(t.code),
    uniqueIndex('areas_name_fold_uq').on(sql`fold_text(${t.name})`),
    index('areas_region_idx').on(t.region),
    index('areas_manager_id_idx').on(t.managerId),
    index('areas_search_trgm_idx').using('gin', sql`fold_text(${t.code} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

/** Zones (vùng): each belongs to exactly one area. */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    /** Generated "VUNG001" from `code_counters` (scope `locate.zone`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    /** Account of the area supervisor (GSKV); checked by the service, no foreign key. */
    supervisorId: integer('supervisor_id'),
    /** 2025 province codes (geography module) the zone covers. */
    provinceCodes: text('province_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('zones_code_uq').on(t.code),
    uniqueIndex('zones_area_name_fold_uq').on(t.areaId, sql`fold_text(${t.name})`),
    index('zones_area_id_idx').on(t.areaId),
    index('zones_supervisor_id_idx').on(t.supervisorId),
    index('zones_search_trgm_idx').using('gin', sql`fold_text(${t.code} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);
