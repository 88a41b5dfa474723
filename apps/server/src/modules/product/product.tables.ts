import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../account/index.js';
import { authorColumns, timestamps } from '../../platform/db/columns.js';

/** `out`: what the company sells; `in`: what it buys in (docs/product.md). */
export const PRODUCT_DIRECTIONS = ['out', 'in'] as const;
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;

/** Units of measure (thùng, lốc, chai…). */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('units_code_fold_uq').on(sql`fold_text(${t.code})`),
    uniqueIndex('units_name_fold_uq').on(sql`fold_text(${t.name})`),
  ],
);

/** "One `unit` holds `quantity` `inner unit`": the defaults the product form proposes. */
export const unitConversions = pgTable(
  'unit_conversions',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    innerUnitId: integer('inner_unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('unit_conversions_pair_uq').on(t.unitId, t.innerUnitId)],
);

/** A category tree per direction. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    direction: text('direction', { enum: PRODUCT_DIRECTIONS }).notNull(),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_categories_code_uq').on(sql`fold_text(${t.code})`),
    // Sibling names are unique (a root's parent is 0 here, so roots are compared too).
    uniqueIndex('product_categories_sibling_name_uq').on(
      t.direction,
      sql`coalesce(${t.parentId}, 0)`,
      sql`fold_text(${t.name})`,
    ),
    index('product_categories_parent_idx').on(t.parentId),
  ],
);

export interface ProductOption {
  name: string;
  values: string[];
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    direction: text('direction', { enum: PRODUCT_DIRECTIONS }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'restrict' }),
    brand: text('brand'),
    description: text('description'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    unitsPerBox: integer('units_per_box'),
    /** Name, code, brand and barcodes folded (fold_text) for diacritics-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(sql`fold_text(${t.code})`),
    index('products_direction_status_idx').on(t.direction, t.status, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Images of a product (platform files owned by the product); position 0 is the cover. */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    thumbnailFileId: text('thumbnail_file_id'),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] })],
);

/** A variant: the catalogue's "formula" — one combination of the product's option values. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    baseUnitId: integer('base_unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    unitsPerBox: integer('units_per_box'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    imageFileId: text('image_file_id'),
    position: smallint('position').notNull().default(0),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_variants_code_uq').on(sql`fold_text(${t.code})`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

/** The units a variant is sold or stocked in: `factor` base units in one of it (base unit: 1). */
export const variantUnits = pgTable(
  'variant_units',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    factor: integer('factor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.unitId] }), index('variant_units_unit_idx').on(t.unitId)],
);

/** EAN-13 / EAN-8 / UPC-A codes: each names exactly one variant in one unit. */
export const productBarcodes = pgTable(
  'product_barcodes',
  {
    barcode: text('barcode').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
  },
  (t) => [index('product_barcodes_variant_idx').on(t.variantId)],
);

/** Variants placed in a category beyond their product's own (the catalogue's "formula category"). */
export const categoryVariants = pgTable(
  'category_variants',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.variantId] }),
    index('category_variants_variant_idx').on(t.variantId),
  ],
);

/** Stars and comments of accounts on variants (e-commerce writes them; the demo seeds some). */
export const productRatings = pgTable(
  'product_ratings',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(accountIdColumn, { onDelete: 'set null' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [index('product_ratings_variant_idx').on(t.variantId, t.id)],
);

/** The products an account buys regularly (`product_for_user_purchased/{id}`). */
export const accountProducts = pgTable(
  'account_products',
  {
    accountId: integer('account_id').notNull().references(accountIdColumn, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/**
 * One row counting catalogue changes: statement triggers on every catalogue table bump it in the
 * writing transaction (product.after.sql), so concurrent writes commit in counter order and a reader
 * of the counter never misses a committed change (a `max(updated_at)` can: it is the transaction's
 * start time, not its commit order).
 */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: smallint('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
