import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { taxCode } from '../shared/tax-code.js';
import {
  blankToNull,
  id,
  idList,
  isoDateTime,
  optionalText,
  phone,
  requiredText,
} from '../shared/scalars.js';
import { newPassword, optionalEmail, usernameField } from './account.schemas.js';

/**
 * Partner registration (docs/accounts.md, "Partner registration"): a field sales person, distributor,
 * collaborator or warehouse signs up; staff holding `user.update` confirm or refuse it.
 */
export const REGISTRATION_TYPES = ['NVTT', 'NPP', 'CTV', 'WAREHOUSE'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** pending → confirmed | refused; nothing leaves confirmed or refused. */
export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The optional document (ID card, business licence…): an image or a PDF, at most 5 MB. */
export const REGISTRATION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const REGISTRATION_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
/** Name of the multipart file part. */
export const REGISTRATION_FILE_FIELD = 'file';

/** Vietnamese tax code with its check digit (shared/tax-code.ts). */
const optionalTaxCode = blankToNull(taxCode('account.tax_code_invalid'));

/** The registration form (multipart fields; the optional document rides alongside as `file`). */
export const registerFields = z.object({
  type: z.enum(REGISTRATION_TYPES, { message: 'validation.select_required' }),
  username: usernameField,
  password: newPassword,
  fullname: requiredText(),
  phone: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .pipe(phone),
  email: optionalEmail,
  address: optionalText(),
  /** Distributors (NPP) give their company's tax code; other types may leave it empty. */
  tax_code: optionalTaxCode,
  note: optionalText(1000),
});
export type RegisterFields = z.infer<typeof registerFields>;

export const registerResult = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
});

export const registrationFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** One registration as the staff screens show it. */
export const registrationSchema = z.object({
  id: z.number().int(),
  type: z.enum(REGISTRATION_TYPES),
  status: z.enum(REGISTRATION_STATUSES),
  username: z.string(),
  fullname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  tax_code: z.string().nullable(),
  note: z.string().nullable(),
  file: registrationFileSchema.nullable(),
  registered_at: isoDateTime,
  handled_at: isoDateTime.nullable(),
  handled_by: z.number().int().nullable(),
  refusal_reason: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListQuery = z.object({
  ...pagingFields,
  status: z.enum(REGISTRATION_STATUSES, { message: 'validation.invalid' }).optional(),
  type: z.enum(REGISTRATION_TYPES, { message: 'validation.invalid' }).optional(),
});

/** Confirming one registration (NVTT, NPP, WAREHOUSE). */
export const registrationIdBody = z.object({ id });
/** Confirming collaborators (CTV): one or several at once, all or nothing. */
export const registrationIdsBody = z.object({ ids: idList });
export const refuseRegistrationBody = z.object({
  id,
  reason: optionalText(1000),
});
