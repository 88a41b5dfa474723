import { sql, type SQL } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GENDERS, MARITAL_STATUSES, STAFF_STATUSES, type StaffAddress } from '@kenh/contract';
import { authorColumns, timestamps } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, positions } from '../organization/index.js';

/**
 * HR records (hồ sơ nhân sự), see docs/staff.md. Deleting a position, office or unit still used here
 * is refused by the organisation module (usage registry, friendly 409) before the restrict key would
 * fire; a deleted area or zone only unassigns its staff.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Generated "NV00001" from `code_counters` (scope `staff`). */
    code: text('code').notNull(),
    accountId: integer('account_id').references(accountIdColumn, { onDelete: 'set null' }),
    fullname: text('fullname').notNull(),
    gender: text('gender', { enum: GENDERS }),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Citizen ID (CCCD), 12 digits. */
    idNumber: text('id_number'),
    idIssueDate: date('id_issue_date', { mode: 'string' }),
    idIssuePlace: text('id_issue_place'),
    permanentAddress: jsonb('permanent_address').$type<StaffAddress>(),
    currentAddress: jsonb('current_address').$type<StaffAddress>(),
    maritalStatus: text('marital_status', { enum: MARITAL_STATUSES }),
    nationality: text('nationality'),
    ethnicity: text('ethnicity'),
    joinDate: date('join_date', { mode: 'string' }),
    phone: text('phone'),
    email: text('email'),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'restrict' }),
    orgUnitId: integer('org_unit_id').references(() => orgUnits.id, { onDelete: 'restrict' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'restrict' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    managerId: integer('manager_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('active'),
    note: text('note'),
    /**
     * Name, code, phone and citizen ID folded (`fold_text`), stored: a search reads it with a plain
     * LIKE instead of folding every row it passes (fold_text costs ~5 µs a row; a search walking
     * 4 000 rows took 19 ms). Trigram-indexed below.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`fold_text(${staff.fullname} || ' ' || ${staff.code} || ' ' || coalesce(${staff.phone}, '') || ' ' || coalesce(${staff.idNumber}, ''))`,
    ),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_code_uq').on(t.code),
    uniqueIndex('staff_id_number_uq').on(t.idNumber),
    uniqueIndex('staff_account_id_uq').on(t.accountId),
    // Filter columns lead, id follows: a filtered page, newest first, reads one index range.
    index('staff_status_idx').on(t.status, t.id),
    index('staff_position_id_idx').on(t.positionId, t.id),
    index('staff_org_unit_id_idx').on(t.orgUnitId, t.id),
    index('staff_office_id_idx').on(t.officeId, t.id),
    index('staff_area_id_idx').on(t.areaId, t.id),
    index('staff_zone_id_idx').on(t.zoneId, t.id),
    index('staff_manager_id_idx').on(t.managerId, t.id),
    index('staff_join_date_idx').on(t.joinDate),
    index('staff_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Relatives of a staff member (quan hệ gia đình), replaced as a whole on update. */
export const staffRelatives = pgTable(
  'staff_relatives',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    fullname: text('fullname').notNull(),
    birthYear: smallint('birth_year'),
    phone: text('phone'),
    occupation: text('occupation'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('staff_relatives_staff_id_idx').on(t.staffId, t.sort)],
);
