import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CUSTOMER_CHANNELS, PARTNER_TYPES, type StaffAddress } from '@kenh/contract';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { areas, zones } from '../locate/index.js';

/** Grocery store (CHTH) tiers (docs/partners.md, "Standards"). */
export const storeStandards = pgTable(
  'store_standards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    minMonthlyRevenue: bigint('min_monthly_revenue', { mode: 'number' }).notNull(),
    displayRequirements: text('display_requirements'),
    visitsPerMonth: integer('visits_per_month').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('store_standards_code_uq').on(sql`lower(${t.code})`)],
);

/** Field staff (NVTT) standards: the catalogue's `nvtt_standard`. */
export const nvttStandards = pgTable(
  'nvtt_standards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    storesPerDay: integer('stores_per_day').notNull(),
    newStoresPerMonth: integer('new_stores_per_month').notNull(),
    revenueTargetPerMonth: bigint('revenue_target_per_month', { mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('nvtt_standards_code_uq').on(sql`lower(${t.code})`)],
);

/**
 * One profile per partner account (the account row stays with the account module). `type` copies
 * the account's (fixed at creation) so lists filter on this table alone; `area_id`/`zone_id` are kept
 * equal to the account's, which the data scope reads (docs/partners.md, "Scope").
 */
export const partnerProfiles = pgTable(
  'partner_profiles',
  {
    accountId: integer('account_id').primaryKey().references(accountIdColumn, { onDelete: 'cascade' }),
    type: text('type', { enum: PARTNER_TYPES }).notNull(),
    representative: text('representative'),
    taxCode: text('tax_code'),
    citizenId: text('citizen_id'),
    citizenIdIssueDate: date('citizen_id_issue_date'),
    citizenIdIssuePlace: text('citizen_id_issue_place'),
    address: jsonb('address').$type<StaffAddress>(),
    /** The address as one line, for lists, the map and search. */
    addressText: text('address_text'),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'restrict' }),
    businessLine: text('business_line'),
    warehouseAreaM2: integer('warehouse_area_m2'),
    staffCount: integer('staff_count'),
    joinDate: date('join_date'),
    accountingCode: text('accounting_code'),
    marketCode: text('market_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** CHTH and NVTT: the distributor (an NPP account). */
    distributorId: integer('distributor_id').references(accountIdColumn, { onDelete: 'set null' }),
    /** CHTH: the field staff member (an NVTT account) who visits it. */
    fieldStaffId: integer('field_staff_id').references(accountIdColumn, { onDelete: 'set null' }),
    storeStandardId: integer('store_standard_id').references(() => storeStandards.id, {
      onDelete: 'restrict',
    }),
    nvttStandardId: integer('nvtt_standard_id').references(() => nvttStandards.id, {
      onDelete: 'restrict',
    }),
    customerChannel: text('customer_channel', { enum: CUSTOMER_CHANNELS }),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    index('partner_profiles_type_idx').on(t.type, t.accountId),
    index('partner_profiles_area_idx').on(t.areaId),
    index('partner_profiles_zone_idx').on(t.zoneId),
    index('partner_profiles_distributor_idx').on(t.distributorId),
    index('partner_profiles_field_staff_idx').on(t.fieldStaffId),
    index('partner_profiles_store_standard_idx').on(t.storeStandardId),
    index('partner_profiles_nvtt_standard_idx').on(t.nvttStandardId),
    index('partner_profiles_created_idx').on(t.type, t.createdAt),
    // Radius searches: earth_box(…) @> ll_to_earth(lat, lng) walks this GiST index (cube/earthdistance).
    index('partner_profiles_earth_idx')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
    // Map bounding boxes.
    index('partner_profiles_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

/** A partner's bank accounts. */
export const partnerBanks = pgTable(
  'partner_banks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => partnerProfiles.accountId, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    branch: text('branch'),
    accountNumber: text('account_number').notNull(),
    holder: text('holder').notNull(),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    index('partner_banks_account_idx').on(t.accountId),
    uniqueIndex('partner_banks_number_uq').on(t.accountId, sql`lower(${t.bankName})`, t.accountNumber),
  ],
);

/** Openings of the app per account and day (POST app_clicked). */
export const appClicks = pgTable(
  'app_clicks',
  {
    accountId: integer('account_id').notNull().references(accountIdColumn, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    platform: text('platform').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.platform], name: 'app_clicks_pk' })],
);
