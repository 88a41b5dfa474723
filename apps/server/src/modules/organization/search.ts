import { constraintOf, isUniqueViolation } from '../../platform/db/pg-errors.js';
import { conflict } from '../../platform/http/app-error.js';

export { foldedContains } from '../../platform/db/folded-search.js';

/** Unique constraint name → [message key, field] of the 409 it stands for. */
export type UniqueFields = Record<string, readonly [key: string, field: string]>;

/**
 * Runs a write; a unique-index violation (a concurrent insert that won the race past the pre-check)
 * becomes the same 409 as the pre-check, naming the field. `fields` maps constraint → [key, field].
 */
export async function guardUnique<T>(fields: UniqueFields, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const hit = fields[constraintOf(error) ?? ''];
      if (hit) throw conflict(hit[0], hit[1]);
    }
    throw error;
  }
}
