import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DRIVER_STATUSES, LICENCE_CLASSES, VEHICLE_STATUSES, VEHICLE_TYPES } from '@kenh/contract';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';

/** Drivers (tài xế), company-wide: docs/transport.md. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** As the contract writes it (`0901234567` or `+84901234567`): unique. */
    phone: text('phone').notNull(),
    nationalId: text('national_id').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceClass: text('licence_class', { enum: LICENCE_CLASSES }).notNull(),
    licenceExpiry: date('licence_expiry', { mode: 'string' }).notNull(),
    /** The driver's own Kênh account, when they sign in (the mobile app). */
    accountId: integer('account_id').references(accountIdColumn, { onDelete: 'set null' }),
    note: text('note'),
    status: text('status', { enum: DRIVER_STATUSES }).notNull().default('active'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('drivers_phone_uq').on(t.phone),
    uniqueIndex('drivers_licence_number_uq').on(t.licenceNumber),
    index('drivers_licence_expiry_idx').on(t.licenceExpiry),
    // The list's search: name, phone and licence number in one folded text.
    index('drivers_search_trgm_idx').using(
      'gin',
      sql`fold_text(${t.fullName} || ' ' || ${t.phone} || ' ' || ${t.licenceNumber}) gin_trgm_ops`,
    ),
  ],
);

/** Vehicles (phương tiện), company-wide: docs/transport.md. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    /** Normalised by the contract (`51C-123.45`): unique. */
    plate: text('plate').notNull(),
    type: text('type', { enum: VEHICLE_TYPES }).notNull(),
    capacityKg: integer('capacity_kg').notNull(),
    volumeM3: numeric('volume_m3', { precision: 5, scale: 2, mode: 'number' }),
    inspectionExpiry: date('inspection_expiry', { mode: 'string' }).notNull(),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('active'),
    note: text('note'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vehicles_plate_uq').on(t.plate),
    index('vehicles_inspection_expiry_idx').on(t.inspectionExpiry),
    // The plate search ignores the dash and the dot ("51C12345" finds 51C-123.45).
    index('vehicles_plate_trgm_idx').using('gin', sql`translate(${t.plate}, '-.', '') gin_trgm_ops`),
  ],
);
