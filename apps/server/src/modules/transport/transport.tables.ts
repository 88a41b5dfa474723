import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DRIVER_STATUSES,
  LICENCE_CLASSES,
  SHIPMENT_STATUSES,
  STOP_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from '@kenh/contract';
import { authorColumns, timestamps, timestamptz } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { orders } from '../order/index.js';
import { stockReceipts, warehouseTable } from '../warehouse/index.js';

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

/** Shipments (chuyến giao hàng): docs/transport.md "Shipments". */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    /** `VC000001`. */
    code: text('code').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('prepared'),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouseTable.id, { onDelete: 'restrict' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    loadKg: integer('load_kg').notNull(),
    plannedOn: date('planned_on', { mode: 'string' }).notNull(),
    departedAt: timestamptz('departed_at'),
    finishedAt: timestamptz('finished_at'),
    note: text('note'),
    version: integer('version').notNull().default(1),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipments_code_uq').on(t.code),
    index('shipments_status_idx').on(t.status, t.id),
    index('shipments_planned_idx').on(t.plannedOn, t.id),
    index('shipments_warehouse_idx').on(t.warehouseId, t.id),
    index('shipments_driver_idx').on(t.driverId, t.id),
    index('shipments_vehicle_idx').on(t.vehicleId, t.id),
    // A vehicle and a driver are on one road at a time (the pre-check's race is settled here).
    uniqueIndex('shipments_vehicle_on_road_uq')
      .on(t.vehicleId)
      .where(sql`status = 'on_the_road'`),
    uniqueIndex('shipments_driver_on_road_uq')
      .on(t.driverId)
      .where(sql`status = 'on_the_road'`),
  ],
);

/** One goods issue (and so one order) on a shipment. */
export const shipmentStops = pgTable(
  'shipment_stops',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => stockReceipts.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    status: text('status', { enum: STOP_STATUSES }).notNull().default('waiting'),
    settledAt: timestamptz('settled_at'),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.receiptId] }),
    // A goods issue rides one live shipment at a time (a cancelled one lets it go).
    uniqueIndex('shipment_stops_live_receipt_uq')
      .on(t.receiptId)
      .where(sql`status <> 'cancelled'`),
    index('shipment_stops_order_idx').on(t.orderId),
  ],
);
