import { sql, type SQL } from 'drizzle-orm';
import { constraintOf, isUniqueViolation } from '../../platform/db/pg-errors.js';
import { conflict } from '../../platform/http/app-error.js';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case- and diacritic-insensitive "contains" on an indexed folded expression; undefined for no search. */
export function foldedContains(expression: SQL, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return sql`fold_text(${expression}) like '%' || fold_text(${escapeLike(term)}) || '%'`;
}

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
