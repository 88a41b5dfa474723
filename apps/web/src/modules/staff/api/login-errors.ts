import { ApiError, isApiError } from '../../../platform/api';

/** The login account's own field names, as `create_staff`'s account step reports them. */
const LOGIN_FIELDS = new Set(['username', 'password']);

/**
 * Rethrows a refusal of `create_staff` with the login account's field errors (`username` taken)
 * under the form's names for them (`login.username`), so they show under the login fields instead
 * of in a toast. The server's own `login.*` errors pass unchanged.
 */
export function underLoginFields(error: unknown): never {
  if (!isApiError(error)) throw error;
  throw new ApiError(
    error.code,
    error.message,
    error.errors.map((e) => (LOGIN_FIELDS.has(e.field) ? { ...e, field: `login.${e.field}` } : e)),
  );
}
