import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, requiredText, text } from '../shared/scalars.js';
import { ACCOUNT_TYPES, SYSTEM_KEYS } from '../account/account-types.js';
import { AUDITED_ENTITIES } from '../platform/audited-entities.js';
import { userAccountSchema } from '../account/session.schemas.js';
import { DERIVED_ROLES } from './derived-role.js';
import { modulePermissionMapSchema } from './module-permission.js';
import { MODULE_ACTIONS, PERMISSION_CODES, type PermissionCode } from './permission-codes.js';

/** One code of the catalogue; anything else is a 400 with the field's path (`permissions.2`). */
export const permissionCodeSchema = z.enum(PERMISSION_CODES as [PermissionCode, ...PermissionCode[]], {
  message: 'access.permission_unknown',
});

/** Roles, groups and rooms belong to one system key (AD, KH, KT or default). */
export const systemKeySchema = z.enum(SYSTEM_KEYS, { message: 'access.system_key_invalid' });

/** What a role, group, room or direct grant allows. */
export const grantFields = {
  permissions: z.array(permissionCodeSchema).max(1000).default([]),
  module_permission: modulePermissionMapSchema.default({}),
};

/** Account ids sent to replace a membership set; empty removes everyone. */
const accountIdSet = z.array(id).max(5000);
/** Account ids sent to add or remove members: at least one. */
const accountIdBatch = z.array(id).min(1, { message: 'validation.select_at_least_one' }).max(5000);

const searchField = { search: text().optional() };

// ---- Permission catalogue -------------------------------------------------------------------

export const permissionCatalogueSchema = z.object({
  modules: z.array(
    z.object({
      module: z.string(),
      vi: z.string(),
      en: z.string(),
      permissions: z.array(z.object({ code: z.string(), vi: z.string(), en: z.string() })),
    }),
  ),
  module_actions: z.array(z.object({ action: z.enum(MODULE_ACTIONS), vi: z.string(), en: z.string() })),
});
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

// ---- The caller's own permissions -----------------------------------------------------------

export const userPermissionSchema = z.object({
  permission: z.array(z.string()),
  module_permission: modulePermissionMapSchema,
  role: z.enum(DERIVED_ROLES),
  is_superuser: z.boolean(),
});
export type UserPermission = z.infer<typeof userPermissionSchema>;

// ---- Accounts as the access screens list them -----------------------------------------------

export const accessAccountSchema = userAccountSchema.pick({
  id: true,
  username: true,
  fullname: true,
  type: true,
  system_key: true,
  is_active: true,
});
export type AccessAccount = z.infer<typeof accessAccountSchema>;

export const accountPageQuery = z.object({ ...pagingFields, ...searchField });

// ---- Roles ----------------------------------------------------------------------------------

/** What roles, user groups and rooms share: a named, described grant of one system. */
const namedSetBody = z.object({
  name: requiredText(),
  description: text().nullish(),
  system_key: systemKeySchema.default('AD'),
  ...grantFields,
});
const namedSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  system_key: z.string(),
  permissions: z.array(z.string()),
  module_permission: modulePermissionMapSchema,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const roleBody = namedSetBody;
export type RoleBody = z.infer<typeof roleBody>;

export const roleSchema = namedSetSchema.extend({ account_count: z.number().int() });
export type Role = z.infer<typeof roleSchema>;

export const roleDetailSchema = roleSchema.extend({ account_ids: z.array(z.number().int()) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const roleListQuery = z.object({
  ...pagingFields,
  ...searchField,
  system_key: systemKeySchema.optional(),
});

export const roleAccountsBody = z.object({ account_ids: accountIdSet });
export const roleAccountsSchema = z.object({
  role_id: z.number().int(),
  account_ids: z.array(z.number().int()),
});

// ---- User groups ----------------------------------------------------------------------------

export const userGroupBody = namedSetBody.extend({
  /** When present, replaces the member set. */
  account_ids: accountIdSet.optional(),
});
export type UserGroupBody = z.infer<typeof userGroupBody>;

export const userGroupSchema = namedSetSchema.extend({ member_count: z.number().int() });
export type UserGroup = z.infer<typeof userGroupSchema>;

export const userGroupDetailSchema = userGroupSchema.extend({ account_ids: z.array(z.number().int()) });
export type UserGroupDetail = z.infer<typeof userGroupDetailSchema>;

export const userGroupListQuery = roleListQuery;
export const membersBody = z.object({ account_ids: accountIdBatch });

// ---- Rooms ----------------------------------------------------------------------------------

/**
 * Rooms belong to an account system (AD, KH, KT, NPP, NVTT, CHTH, …): a distributor groups its own
 * staff and stores into rooms. Their grant applies in sessions of the system's permission key.
 */
export const roomSystemSchema = z.enum(ACCOUNT_TYPES, { message: 'access.system_key_invalid' });

export const roomBody = z.object({
  name: requiredText(),
  system_key: roomSystemSchema.default('AD'),
  description: text().nullish(),
});
export type RoomBody = z.infer<typeof roomBody>;

/** A room is created with its owner (who also becomes a member) and its first members in one call. */
export const roomCreateBody = roomBody.extend({
  owner_id: id.nullish(),
  account_ids: accountIdSet.optional(),
});
export type RoomCreateBody = z.infer<typeof roomCreateBody>;

export const roomSchema = namedSetSchema.extend({
  member_count: z.number().int(),
  owner_id: z.number().int().nullable(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomListQuery = z.object({
  ...pagingFields,
  ...searchField,
  system_key: roomSystemSchema.optional(),
});
export const roomMembersQuery = z.object({ room_id: id, ...pagingFields, ...searchField });
/** Without room_id: accounts that are in no room at all (optionally of one system). */
export const accountsWithoutRoomQuery = z.object({
  room_id: id.optional(),
  system_key: roomSystemSchema.optional(),
  ...pagingFields,
  ...searchField,
});
export const roomMembersBody = z.object({ room_id: id, account_ids: accountIdBatch });
export const roomMembersResult = z.object({ room_id: z.number().int(), member_count: z.number().int() });
export const roomsOfAccountSchema = z.object({
  account_id: z.number().int(),
  rooms: z.array(roomSchema.extend({ is_owner: z.boolean() })),
});

// ---- Account systems ------------------------------------------------------------------------

export const accountSystemSchema = z.object({
  key: z.string(),
  vi: z.string(),
  en: z.string(),
  purpose_vi: z.string(),
  purpose_en: z.string(),
  permission_key: z.string(),
});
export type AccountSystem = z.infer<typeof accountSystemSchema>;

// ---- Grants ---------------------------------------------------------------------------------

export const grantSchema = z.object({
  permissions: z.array(z.string()),
  module_permission: modulePermissionMapSchema,
  updated_at: isoDateTime.nullable(),
});

export const accountGrantBody = z.object({ account_id: id, ...grantFields });
export const accountGrantSchema = grantSchema.extend({ account_id: z.number().int() });
export type AccountGrant = z.infer<typeof accountGrantSchema>;
export const accountIdParam = z.object({ account_id: id });

/** Exactly one of account_id and room_id. */
export const subjectGrantBody = z
  .object({ account_id: id.optional(), room_id: id.optional(), ...grantFields })
  .refine((b) => (b.account_id === undefined) !== (b.room_id === undefined), {
    message: 'access.subject_required',
    path: ['account_id'],
  });
export const subjectGrantQuery = z
  .object({ account_id: id.optional(), room_id: id.optional() })
  .refine((b) => (b.account_id === undefined) !== (b.room_id === undefined), {
    message: 'access.subject_required',
    path: ['account_id'],
  });
export const subjectGrantSchema = grantSchema.extend({
  subject_type: z.enum(['account', 'room']),
  subject_id: z.number().int(),
});
export type SubjectGrant = z.infer<typeof subjectGrantSchema>;

export const accountsBySystemQuery = z.object({ system_key: text(20).optional() });
export const accountIdsSchema = z.object({ account_ids: z.array(z.number().int()), total: z.number().int() });

const namedRef = z.object({ id: z.number().int(), name: z.string(), system_key: z.string() });

// ---- Data scope -----------------------------------------------------------------------------

export const dataScopeBody = z.object({
  unrestricted: z.boolean({ message: 'validation.required' }),
  area_ids: z.array(id).max(1000).default([]),
  zone_ids: z.array(id).max(1000).default([]),
  account_ids: z.array(id).max(5000).default([]),
});
export type DataScopeBody = z.infer<typeof dataScopeBody>;

export const dataScopeSchema = z.object({
  account_id: z.number().int(),
  unrestricted: z.boolean(),
  area_ids: z.array(z.number().int()),
  zone_ids: z.array(z.number().int()),
  account_ids: z.array(z.number().int()),
  updated_at: isoDateTime.nullable(),
});
export type DataScopeRecord = z.infer<typeof dataScopeSchema>;

/** Everything that gives one account access, for the function-level decentralization screen. */
export const accountAccessSchema = z.object({
  account_id: z.number().int(),
  direct: grantSchema,
  roles: z.array(namedRef),
  groups: z.array(namedRef),
  rooms: z.array(namedRef),
  data_scope: dataScopeSchema,
});
export type AccountAccess = z.infer<typeof accountAccessSchema>;

// ---- Explain access -------------------------------------------------------------------------

export const EXPLAIN_ACTIONS = ['read', 'change'] as const;
export type ExplainAction = (typeof EXPLAIN_ACTIONS)[number];

export const explainAccessQuery = z.object({
  account_id: id,
  kind: z.enum(AUDITED_ENTITIES, { message: 'access.record_kind_invalid' }),
  record_id: id,
  action: z.enum(EXPLAIN_ACTIONS, { message: 'validation.invalid' }).default('read'),
});
export type ExplainAccessQuery = z.infer<typeof explainAccessQuery>;

/** Where a permission an account holds comes from. */
export const grantSourceSchema = z.object({
  source: z.enum(['direct', 'role', 'group', 'room']),
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  code: z.string(),
  /** The code is listed, or is a key of the module-permission map. */
  via: z.enum(['code', 'module']),
});
export type GrantSource = z.infer<typeof grantSourceSchema>;

/**
 * Why an account may or may not read or change one record: the permission the kind's rule needs
 * and which grants give it, then the record rule (data scope) — the same functions the real checks run.
 */
export const explainAccessSchema = z.object({
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    fullname: z.string(),
    system_key: z.string(),
    permission_key: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
  }),
  kind: z.string(),
  record_id: z.number().int(),
  action: z.enum(EXPLAIN_ACTIONS),
  allowed: z.boolean(),
  permission: z.object({
    /** Any one of these codes suffices; empty: super users only. */
    required: z.array(z.string()),
    granted: z.boolean(),
    sources: z.array(grantSourceSchema),
  }),
  record: z.object({
    /** unscoped: every holder of the permission sees every record of the kind. */
    rule: z.enum(['unscoped', 'scoped']),
    /** Null when the rule was not reached (no permission) or does not apply. */
    in_scope: z.boolean().nullable(),
    own_record: z.boolean(),
  }),
  scope: z.object({
    unrestricted: z.boolean(),
    area_ids: z.array(z.number().int()),
    zone_ids: z.array(z.number().int()),
    account_ids: z.array(z.number().int()),
  }),
});
export type ExplainAccess = z.infer<typeof explainAccessSchema>;

// ---- Personal settings (my-setting) ---------------------------------------------------------

export const SETTING_LANGUAGES = ['vi', 'en'] as const;

export const accountSettingsBody = z.object({
  language: z.enum(SETTING_LANGUAGES, { message: 'validation.invalid' }),
  /** An in-app path the account opens after signing in; null: the home page. */
  default_page: z
    .string()
    .trim()
    .max(200, { message: 'validation.too_long' })
    .regex(/^\/[A-Za-z0-9_\-/]*$/, { message: 'access.default_page_invalid' })
    .nullish(),
  notify_push: z.boolean({ message: 'validation.required' }),
});
export type AccountSettingsBody = z.infer<typeof accountSettingsBody>;

export const accountSettingsSchema = z.object({
  account_id: z.number().int(),
  language: z.enum(SETTING_LANGUAGES),
  default_page: z.string().nullable(),
  notify_push: z.boolean(),
  updated_at: isoDateTime.nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
