import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { areas } from '../locate/index.js';

/*
 * Offices, positions, organisational units and unit types (docs/organization.md). Codes are unique
 * and assigned from the platform's `code_counters` (scopes `organization.<kind>`) inside the creating
 * transaction.
 */

const audited = { ...timestamps(), ...authorColumns() };

/** Chức vụ. The staff module copies the name into the account's `position` (derived role, spec §6). */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Rank for ordering: lower first. */
    level: integer('level').notNull().default(0),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...audited,
  },
  (t) => [
    uniqueIndex('positions_code_uq').on(t.code),
    uniqueIndex('positions_name_folded_uq').on(sql`fold_text(${t.name})`),
    index('positions_active_level_idx').on(t.isActive, t.level),
    index('positions_search_trgm_idx').using(
      'gin',
      sql`fold_text(${t.code} || ' ' || ${t.name}) gin_trgm_ops`,
    ),
  ],
);

/** Văn phòng. `area_id` is the locate module's area; deleting the area clears it. */
export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    /** Geography unit codes (province, ward), kept as text. */
    provinceCode: text('province_code'),
    wardCode: text('ward_code'),
    phone: text('phone'),
    email: text('email'),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    ...audited,
  },
  (t) => [
    uniqueIndex('offices_code_uq').on(t.code),
    uniqueIndex('offices_name_folded_uq').on(sql`fold_text(${t.name})`),
    index('offices_is_active_idx').on(t.isActive),
    index('offices_area_id_idx').on(t.areaId),
    index('offices_search_trgm_idx').using(
      'gin',
      sql`fold_text(${t.code} || ' ' || ${t.name} || ' ' || coalesce(${t.address}, '')) gin_trgm_ops`,
    ),
  ],
);

/** Loại đơn vị: Khối, Phòng, Ban, Chi nhánh… */
export const orgUnitTypes = pgTable(
  'org_unit_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...audited,
  },
  (t) => [
    uniqueIndex('org_unit_types_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('org_unit_types_name_folded_uq').on(sql`fold_text(${t.name})`),
  ],
);

/** Đơn vị tổ chức: a tree by `parent_id` (null for a root). */
export const orgUnits = pgTable(
  'org_units',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => orgUnitTypes.id, { onDelete: 'restrict' }),
    parentId: integer('parent_id').references((): AnyPgColumn => orgUnits.id, { onDelete: 'restrict' }),
    /** The manager's account. */
    // Read lazily: a table file imported inside an import cycle must not touch the binding at load.
    managerId: integer('manager_id').references(() => accountIdColumn(), { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    description: text('description'),
    ...audited,
  },
  (t) => [
    uniqueIndex('org_units_code_uq').on(t.code),
    // Sibling names are unique (folded); roots share parent 0.
    uniqueIndex('org_units_sibling_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`fold_text(${t.name})`),
    index('org_units_parent_id_idx').on(t.parentId, t.sortOrder),
    index('org_units_type_id_idx').on(t.typeId),
    index('org_units_manager_id_idx').on(t.managerId),
    index('org_units_office_id_idx').on(t.officeId),
    index('org_units_search_trgm_idx').using(
      'gin',
      sql`fold_text(${t.code} || ' ' || ${t.name}) gin_trgm_ops`,
    ),
  ],
);

export type PositionRow = typeof positions.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;
export type OrgUnitTypeRow = typeof orgUnitTypes.$inferSelect;
export type OrgUnitRow = typeof orgUnits.$inferSelect;
