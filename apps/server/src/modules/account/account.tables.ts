import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, PASSWORD_REQUEST_STATUSES, REGISTRATION_STATUSES } from '@kenh/contract';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Every account: staff, partners and customers alike; `type` tells them apart (docs/accounts.md). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email'),
    phone: text('phone'),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    systemKey: text('system_key').notNull(),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    /** Position title ("Giám sát khu vực"); the derived role is computed from it. */
    position: text('position'),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    /** Areas and zones arrive with the geography module; no foreign key until then. */
    areaId: integer('area_id'),
    zoneId: integer('zone_id'),
    avatarFileId: text('avatar_file_id'),
    /** Sessions created before this instant are no longer valid. */
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    /** Postal address and tax code, given by partners when they register (NPP: the company's). */
    address: text('address'),
    taxCode: text('tax_code'),
    /**
     * Partner registration (docs/accounts.md): null for accounts created by staff; otherwise
     * pending → confirmed | refused. A pending account is inactive; a refused one is deleted.
     */
    registrationStatus: text('registration_status', { enum: REGISTRATION_STATUSES }),
    registeredAt: timestamptz('registered_at'),
    registrationNote: text('registration_note'),
    /** The document sent with the registration (platform file store, owned by the account record). */
    registrationFileId: text('registration_file_id'),
    registrationHandledAt: timestamptz('registration_handled_at'),
    registrationHandledBy: integer('registration_handled_by'),
    registrationRefusalReason: text('registration_refusal_reason'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A refused registration gives its username back (its row stays, deleted, for the record).
    uniqueIndex('accounts_username_lower_uq')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.registrationStatus} is distinct from 'refused'`),
    index('accounts_registration_idx')
      .on(t.registrationStatus, t.id)
      .where(sql`${t.registrationStatus} is not null`),
    uniqueIndex('accounts_email_lower_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.isDeleted} = false`),
    index('accounts_type_idx').on(t.type),
    index('accounts_system_key_idx').on(t.systemKey),
    index('accounts_is_active_idx').on(t.isActive),
    index('accounts_parent_id_idx').on(t.parentId),
    // With the id, so a list filtered by area or zone walks the index in its order (newest first).
    index('accounts_area_id_idx').on(t.areaId, t.id),
    index('accounts_zone_id_idx').on(t.zoneId, t.id),
    index('accounts_search_trgm_idx').using(
      'gin',
      sql`fold_text(${t.fullname} || ' ' || ${t.username}) gin_trgm_ops`,
    ),
  ],
);

/** Free name/value facts about an account (e.g. `ad_position`). */
export const accountProfiles = pgTable(
  'account_profiles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.name] })],
);

/** One sign-in; every access and refresh token belongs to one session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Remember-me sessions keep refresh tokens twice as long. */
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_account_id_idx').on(t.accountId)],
);

/** Refresh tokens are stored only as their SHA-256; a rotated token presented again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    /**
     * The pair this token was rotated into, sealed (AES-256-GCM) under a key derived from this
     * token: a second refresh racing the first gets the same pair during the grace period, and the
     * database alone never reveals a usable token (session.service.ts `refresh`).
     */
    successor: text('successor'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * Sign-in attempts per key (`ip:<address>`, `user:<lower username>@<address>`) in a fixed window,
 * shared by every server process. An attempt is counted before its password is checked; a success
 * gives its count back (login-throttle.repository.ts).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
  /** Slow-down: no attempt of this key is checked before this moment. */
  notBefore: timestamptz('not_before'),
});

/** Six-digit codes mailed by the forgot-password flow; stored as an HMAC, never in clear. */
export const passwordOtps = pgTable(
  'password_otps',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_otps_account_id_idx').on(t.accountId, t.id)],
);

/** Handed out after a verified OTP: single use, short-lived, stored as SHA-256. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_account_id_idx').on(t.accountId)],
);

/** Staff-assisted resets: a user asks, a holder of `user.resetpassword` hands out a temporary password. */
export const passwordRequests = pgTable(
  'password_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PASSWORD_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    handledBy: integer('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
    handledAt: timestamptz('handled_at'),
  },
  (t) => [
    index('password_requests_status_idx').on(t.status, t.id),
    index('password_requests_account_id_idx').on(t.accountId),
  ],
);
