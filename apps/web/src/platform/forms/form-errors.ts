import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * Puts a failed call's field errors under the form fields they name and returns the message to show
 * above the form when no field matched (the server's message is already in the page's language).
 * Anything that is not an API error is rethrown.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  if (!isApiError(error)) throw error;
  const known = new Set<string>(fields);
  const matched = error.errors.filter((e) => known.has(e.field));
  for (const e of matched) setError(e.field as Path<T>, { type: 'server', message: e.message });
  return matched.length === 0 ? error.message : undefined;
}
