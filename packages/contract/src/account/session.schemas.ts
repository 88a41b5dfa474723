import { z } from 'zod';
import { modulePermissionMapSchema } from '../access/module-permission.js';
import { DERIVED_ROLES } from '../access/derived-role.js';
import { ACCOUNT_TYPES } from './account-types.js';

// The sign-in schemas alone: the web's start-up bundle carries these, not the user manager's
// (docs/decisions/0017).

export const profileEntrySchema = z.object({ name: z.string(), value: z.string() });

/** The account as the session sees it (cookie `userAccount`). */
export const userAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.enum(ACCOUNT_TYPES),
  system_key: z.string(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  position: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const loginBody = z.object({
  username: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(150, {
      message: 'account.username_invalid',
    }),
  password: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }).max(255),
  system_key: z.string().max(20).optional(),
  remember: z.boolean().optional(),
});

export const loginResult = z.object({
  user: userAccountSchema,
  profile: z.array(profileEntrySchema),
  permission: z.array(z.string()),
  role: z.enum(DERIVED_ROLES),
  module_permission: modulePermissionMapSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const refreshBody = z.object({
  refresh: z.string({ message: 'validation.required' }).min(1).max(512),
});
export const refreshResult = z.object({ access: z.string(), refresh: z.string() });
