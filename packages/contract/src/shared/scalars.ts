import { z } from 'zod';

export const INPUT_MAX_LENGTH = 255;

/** Text as the generic input sends it: trimmed, at most 255 characters. */
export const text = (max = INPUT_MAX_LENGTH) =>
  z.string().trim().max(max, { message: 'validation.too_long' });
export const requiredText = (max = INPUT_MAX_LENGTH) =>
  z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(max, {
    message: 'validation.too_long',
  });

const invalidId = { message: 'validation.invalid_id' };
/** The largest value of a PostgreSQL `integer` (every id column is `serial`/`integer`). */
export const MAX_INT_ID = 2_147_483_647;
/**
 * A positive integer id, from JSON or from a path/query string ("12"). Capped at the column type,
 * so an id such as 2^31 is a 400 here instead of an "out of range" error from the database.
 */
export const id = z.coerce.number(invalidId).int(invalidId).positive(invalidId).max(MAX_INT_ID, invalidId);
export const idParam = z.object({ id });
export const idList = z.array(id).min(1, { message: 'validation.select_at_least_one' }).max(1000);

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'validation.email' }));
/** Vietnamese phone numbers: 0 or +84 followed by 9 digits. */
export const phone = z
  .string()
  .trim()
  .regex(/^(0|\+84)\d{9}$/, { message: 'validation.phone' });

export const isoDateTime = z.string();

/** Empty form fields ('' or blank) mean "no value": absent, null or blank all read as null. */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());
/** Optional trimmed text; blank reads as null. */
export const optionalText = (max?: number) => blankToNull(text(max));
/** An optional reference id (form field or query string); blank reads as null. */
export const optionalId = blankToNull(id);
/** Query-string booleans: "true"/"false", "1"/"0", "yes"/"no", "on"/"off". */
export const queryBoolean = z.stringbool({ error: 'validation.invalid' });
