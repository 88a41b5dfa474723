import type { FieldError } from '@kenh/contract';

/**
 * A failure the caller should see. `messageKey` is looked up in the contract's message catalogue
 * (vi/en); `params` fill `{name}` placeholders. Field errors carry message keys too.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    readonly messageKey: string,
    readonly options: {
      params?: Record<string, string | number>;
      errors?: FieldError[];
      /** Sent as `Retry-After` (a 429 saying when to come back). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (key = 'error.bad_request', errors?: FieldError[]) =>
  new AppError(400, key, errors ? { errors } : {});
export const unauthorized = (key = 'error.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'error.forbidden') => new AppError(403, key);
export const notFound = (key = 'error.not_found') => new AppError(404, key);
/** A duplicate value: names the field so forms can show the message under it. */
export const conflict = (key: string, field?: string) =>
  new AppError(409, key, field ? { errors: [{ field, message: key }] } : {});
export const unprocessable = (key: string, params?: Record<string, string | number>) =>
  new AppError(422, key, params ? { params } : {});
/** A refusal shown as the page's message and under the field it is about, placeholders filled in both. */
export const fieldError = (
  status: 400 | 404 | 409 | 422,
  key: string,
  field: string,
  params?: Record<string, string | number>,
) => new AppError(status, key, { ...(params ? { params } : {}), errors: [{ field, message: key }] });
export const tooManyRequests = (key = 'error.too_many_requests') => new AppError(429, key);

/**
 * Runs a step whose field errors name fields of a nested object of the caller's body (a staff
 * record's `login` holds an account's `username`/`password`): errors on those `fields` come back
 * as `prefix.field`, so forms show them under the nested field; other fields keep their names.
 */
export async function withFieldPrefix<T>(
  prefix: string,
  fields: readonly string[],
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.errors) throw error;
    throw new AppError(error.status, error.messageKey, {
      ...error.options,
      errors: error.options.errors.map((e) =>
        fields.includes(e.field) ? { ...e, field: `${prefix}.${e.field}` } : e,
      ),
    });
  }
}
