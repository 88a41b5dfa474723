import { z } from 'zod';
import { DERIVED_ROLES } from '../access/derived-role.js';
import { pagingFields } from '../shared/paging.js';
import {
  blankToNull,
  email,
  id,
  idList,
  isoDateTime,
  optionalId,
  optionalText,
  phone,
  queryBoolean,
  requiredText,
  text,
} from '../shared/scalars.js';
import { ACCOUNT_TYPES, CREATABLE_ACCOUNT_TYPES } from './account-types.js';
import { profileEntrySchema, userAccountSchema } from './session.schemas.js';

/** Passwords: 8 to 128 characters, never trimmed (docs/accounts.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Forgot-password rules (docs/accounts.md). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export const PASSWORD_REQUEST_STATUSES = ['pending', 'done', 'refused'] as const;
export type PasswordRequestStatus = (typeof PASSWORD_REQUEST_STATUSES)[number];

/** A profile entry as forms send it: a short name (`ad_position`) and a value. */
export const profileEntryInput = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(100, { message: 'validation.too_long' }),
  value: text(),
});

export const optionalEmail = blankToNull(email);
export const optionalPhone = blankToNull(phone);

export const requiredEmail = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .toLowerCase()
  .pipe(z.email({ message: 'validation.email' }));

export const usernameField = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .min(3, { message: 'account.username_invalid', abort: true })
  .max(150, { message: 'account.username_invalid', abort: true })
  .regex(/^[A-Za-z0-9._@-]+$/, { message: 'account.username_invalid' });

/** A new password (create, reset, change). */
export const newPassword = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: 'account.password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { message: 'account.password_too_long' });

const requiredPassword = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .max(255);

/**
 * "Mật khẩu không khớp" under the confirmation field; checked whenever both values are strings,
 * so a too-short password and a mismatch are reported together.
 */
const confirmMismatch = {
  path: ['confirm_password'],
  message: 'account.password_mismatch',
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.confirm_password === 'string';
  },
};

// --- accounts -----------------------------------------------------------------------------------

/** An account as the user-manager screens list it. */
export const accountSchema = userAccountSchema.extend({
  parent_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  zone_id: z.number().int().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Account = z.infer<typeof accountSchema>;

export const accountDetailSchema = accountSchema.extend({ profile: z.array(profileEntrySchema) });
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** Filters of `get_all` and of the Excel export (one schema, so the two never drift). */
export const accountFilterFields = {
  search: text(100).optional(),
  type: z.enum(ACCOUNT_TYPES, { message: 'validation.invalid' }).optional(),
  is_active: queryBoolean.optional(),
  system_key: text(20).optional(),
  area_id: optionalId,
  zone_id: optionalId,
  /** Accounts holding this role of the access module. */
  role_id: optionalId,
};
export const accountFilterQuery = z.object(accountFilterFields);
export type AccountFilter = z.output<typeof accountFilterQuery>;
export const accountListQuery = z.object({ ...pagingFields, ...accountFilterFields });
export type AccountListQuery = Partial<z.output<typeof accountListQuery>>;

export const accountsByAdminQuery = z.object({ ...pagingFields, search: text(100).optional() });

export const accountDropdownQuery = z.object({
  search: text(100).optional(),
  type: z.enum(ACCOUNT_TYPES, { message: 'validation.invalid' }).optional(),
  system_key: text(20).optional(),
  is_active: queryBoolean.optional(),
  /** Only accounts whose position gives this derived role (e.g. TV for an area's head picker). */
  role: z.enum(DERIVED_ROLES, { message: 'validation.invalid' }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

/** Select option (spec §3): label, optional label_child, value. */
export const accountOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  label_child: z.string().optional(),
});
export type AccountOption = z.infer<typeof accountOptionSchema>;

export const idsBody = z.object({ ids: idList });
export const accountIdBody = z.object({ id });

export const createUserBody = z.object({
  type: z.enum(CREATABLE_ACCOUNT_TYPES, { message: 'validation.select_required' }),
  username: usernameField,
  password: newPassword,
  fullname: requiredText(),
  email: optionalEmail,
  phone: optionalPhone,
  position: optionalText(),
  parent_id: optionalId,
  area_id: optionalId,
  zone_id: optionalId,
  profile: z.array(profileEntryInput).max(50).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** Edit by staff: a missing field stays as it is; an empty one is cleared. */
export const updateUserBody = z.object({
  fullname: requiredText().optional(),
  email: optionalEmail,
  phone: optionalPhone,
  position: optionalText(),
  parent_id: optionalId,
  area_id: optionalId,
  zone_id: optionalId,
  profile: z.array(profileEntryInput).max(50).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** Own profile (multipart form fields; the optional `avatar` file rides alongside). */
export const updateProfileFields = z.object({
  fullname: requiredText(),
  email: optionalEmail,
  phone: optionalPhone,
});
export type UpdateProfileFields = z.infer<typeof updateProfileFields>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// --- sessions -----------------------------------------------------------------------------------

export const changePasswordBody = z
  .object({
    old_password: requiredPassword,
    password: newPassword,
    confirm_password: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }),
  })
  .refine((b) => b.password === b.confirm_password, confirmMismatch);
export const changePasswordResult = z.object({ access_token: z.string(), refresh_token: z.string() });

// --- forgot password ----------------------------------------------------------------------------

export const forgetPasswordQuery = z.object({ email: requiredEmail });
export const forgetPasswordBody = z.object({ email: requiredEmail });
export const forgetPasswordCheckResult = z.object({ email: z.string() });
export const forgetPasswordSendResult = z.object({
  expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});

export const otpVerifyBody = z.object({
  email: requiredEmail,
  otp: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .regex(/^\d{6}$/, { message: 'account.otp_invalid' }),
});
export const otpVerifyResult = z.object({ reset_token: z.string(), expires_in_seconds: z.number().int() });

export const resetPasswordBody = z
  .object({
    reset_token: z
      .string({ message: 'validation.required' })
      .min(1, { message: 'validation.required' })
      .max(512),
    password: newPassword,
    confirm_password: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }),
  })
  .refine((b) => b.password === b.confirm_password, confirmMismatch);

export const passwordRequestBody = z.object({
  username: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(150, { message: 'account.username_invalid' }),
});

export const passwordRequestListQuery = z.object({
  ...pagingFields,
  status: z.enum(PASSWORD_REQUEST_STATUSES, { message: 'validation.invalid' }).optional(),
});

export const passwordRequestSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(PASSWORD_REQUEST_STATUSES),
  created_at: isoDateTime,
  handled_by: z.number().int().nullable(),
  handled_at: isoDateTime.nullable(),
});
export type PasswordRequest = z.infer<typeof passwordRequestSchema>;

export const temporaryPasswordResult = z.object({
  account_id: z.number().int(),
  username: z.string(),
  /** Shown once to the staff member, who hands it over; the user should change it. */
  temporary_password: z.string(),
});

export const simpleResetPasswordBody = z.object({ account_id: id, password: newPassword });

// --- an account's sessions (user manager) ---------------------------------------------------------

/** A live session of an account, as the user manager lists it (never a token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  remember: z.boolean(),
  /** The session the request itself runs in. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const revokeSessionBody = z.object({
  account_id: id,
  session_id: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .pipe(z.uuid({ message: 'validation.invalid' })),
});
