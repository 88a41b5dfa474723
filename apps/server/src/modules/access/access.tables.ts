import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ModulePermissionMap } from '@kenh/contract';

/*
 * Access control (docs/access-control.md). Account ids are plain integers: the account module owns
 * its tables, and this module checks ids through the account module's index instead of a foreign key.
 */

const audited = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
};

/**
 * Roles, user groups and rooms share one shape: a named set of accounts in one system, whose grant
 * (in permission_grants) applies to every member in sessions of that system. One builder keeps the
 * three tables, and the code that serves them, identical.
 */
function namedSetTable(name: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      description: text('description'),
      systemKey: text('system_key').notNull(),
      ...audited,
    },
    // Also serves filtering by system key (its leading column).
    (t) => [uniqueIndex(`${name}_system_name_uq`).on(t.systemKey, sql`lower(${t.name})`)],
  );
}
export type NamedSetTable = ReturnType<typeof namedSetTable>;

/** Which accounts belong to one named set. */
function membershipTable(name: string, setColumn: string, parent: () => NamedSetTable) {
  return pgTable(
    name,
    {
      setId: integer(setColumn)
        .notNull()
        .references(() => parent().id, { onDelete: 'cascade' }),
      accountId: integer('account_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.setId, t.accountId] }),
      index(`${name}_account_idx`).on(t.accountId),
    ],
  );
}
export type MembershipTable = ReturnType<typeof membershipTable>;

/** A named permission set assigned to accounts (settings → role). */
export const roles = namedSetTable('roles');
export const accountRoles = membershipTable('account_roles', 'role_id', () => roles);

/** A group of accounts sharing a permission set (settings → user-group). */
export const userGroups = namedSetTable('user_groups');
export const userGroupMembers = membershipTable('user_group_members', 'group_id', () => userGroups);

/** A room (team, department) of one system; its grant applies to every member. */
export const rooms = namedSetTable('rooms');
export const roomMembers = membershipTable('room_members', 'room_id', () => rooms);

export const GRANT_SUBJECTS = ['account', 'role', 'group', 'room'] as const;
export type GrantSubject = (typeof GRANT_SUBJECTS)[number];

/**
 * What one subject allows: permission codes plus the module-permission map. One row per subject;
 * roles, groups and rooms keep theirs here too, so effective access is one query over one table.
 */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type').$type<GrantSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    modulePermission: jsonb('module_permission').$type<ModulePermissionMap>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('permission_grants_subject_uq').on(t.subjectType, t.subjectId),
    check('permission_grants_subject_type_ck', sql`${t.subjectType} in ('account', 'role', 'group', 'room')`),
  ],
);

/** Data scope per account; no row means unrestricted. Empty lists leave that axis unlimited. */
export const dataScopes = pgTable('data_scopes', {
  accountId: integer('account_id').primaryKey(),
  unrestricted: boolean('unrestricted').notNull().default(true),
  areaIds: integer('area_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  zoneIds: integer('zone_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  accountIds: integer('account_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/**
 * One row (id = 1): `version` rises in the same transaction as every access change, so every
 * server process can tell in one tiny query whether its cached permission sets are still valid.
 */
export const accessState = pgTable(
  'access_state',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('access_state_single_row_ck', sql`${t.id} = 1`)],
);

/** The account a room belongs to (a distributor's own room, a department's head); also a member. */
export const roomOwners = pgTable(
  'room_owners',
  {
    roomId: integer('room_id')
      .primaryKey()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
  },
  (t) => [index('room_owners_account_idx').on(t.accountId)],
);

/** Personal settings per account (my-setting); no row means the defaults. */
export const accountSettings = pgTable(
  'account_settings',
  {
    accountId: integer('account_id').primaryKey(),
    language: text('language').$type<'vi' | 'en'>().notNull().default('vi'),
    defaultPage: text('default_page'),
    notifyPush: boolean('notify_push').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('account_settings_language_ck', sql`${t.language} in ('vi', 'en')`)],
);
