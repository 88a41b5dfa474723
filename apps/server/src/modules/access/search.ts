import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case- and diacritic-insensitive "contains" (fold_text on both sides); undefined for no search. */
export function foldedContains(column: AnyPgColumn, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return sql`fold_text(${column}) like '%' || fold_text(${escapeLike(term)}) || '%'`;
}
