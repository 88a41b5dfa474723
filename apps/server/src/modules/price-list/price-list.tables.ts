import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PRICE_SCOPE_LEVELS, PRICE_SYSTEMS, priceListStatuses } from '@kenh/contract';
import { authorColumns, timestamps, timestamptz } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { productVariants, units, variantUnits } from '../product/index.js';

/** Price lists: a scope, a period and a status (docs/pricing.md "Model"). */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    /** `BG000123`, from the code counters. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    system: text('system', { enum: PRICE_SYSTEMS }).notNull(),
    scopeLevel: text('scope_level', { enum: PRICE_SCOPE_LEVELS }).notNull(),
    /**
     * The level and its sorted target ids (`area:3,7`): lists with the same system and key have the
     * same scope, and a newer one replaces an older one wholesale from its start.
     */
    scopeKey: text('scope_key').notNull(),
    effectiveFrom: timestamptz('effective_from'),
    effectiveTo: timestamptz('effective_to'),
    status: text('status', { enum: priceListStatuses }).notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    /** Rows of the list, kept by every write of its items (lists of 50,000 rows are counted once). */
    itemCount: integer('item_count').notNull().default(0),
    clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => priceLists.id, {
      onDelete: 'set null',
    }),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamptz('submitted_at'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamptz('approved_at'),
    rejectedBy: integer('rejected_by'),
    rejectedAt: timestamptz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    activatedAt: timestamptz('activated_at'),
    endedAt: timestamptz('ended_at'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('price_lists_code_uq').on(t.code),
    // The resolver's candidate lists: approved once, of one system, started by a moment.
    index('price_lists_resolver_idx').on(t.system, t.status, t.effectiveFrom),
    index('price_lists_scope_idx').on(t.system, t.scopeKey, t.effectiveFrom),
    index('price_lists_status_idx').on(t.status, t.id),
    index('price_lists_search_trgm_idx').using(
      'gin',
      sql`fold_text(${t.code} || ' ' || ${t.name}) gin_trgm_ops`,
    ),
    check('price_lists_period_ck', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
  ],
);

/** The areas, zones or accounts of a list's scope: exactly one of the three per row. */
export const priceListTargets = pgTable(
  'price_list_targets',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(accountIdColumn, { onDelete: 'restrict' }),
  },
  (t) => [
    index('price_list_targets_list_idx').on(t.priceListId),
    index('price_list_targets_area_idx').on(t.areaId, t.priceListId),
    index('price_list_targets_zone_idx').on(t.zoneId, t.priceListId),
    index('price_list_targets_account_idx').on(t.accountId, t.priceListId),
    check('price_list_targets_one_ck', sql`num_nonnulls(${t.areaId}, ${t.zoneId}, ${t.accountId}) = 1`),
  ],
);

/**
 * One price per variant and unit of a list, whole VND. The pair must be one of the variant's units:
 * the foreign key to `variant_units` holds it even against a concurrent change of the variant.
 */
export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.variantId, t.unitId] }),
    foreignKey({
      name: 'price_list_items_variant_unit_fk',
      columns: [t.variantId, t.unitId],
      foreignColumns: [variantUnits.variantId, variantUnits.unitId],
    }).onDelete('restrict'),
    index('price_list_items_variant_unit_idx').on(t.variantId, t.unitId, t.priceListId),
    check('price_list_items_price_ck', sql`${t.price} > 0 and ${t.price} <= 10000000000`),
  ],
);

/** Price posters of a list (platform files owned by the list) and their thumbnails, in upload order. */
export const priceListImages = pgTable(
  'price_list_images',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    /** A WebP thumbnail for lists; null for a PDF. */
    thumbnailFileId: text('thumbnail_file_id'),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.fileId] })],
);
