import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards (`\`, `%`, `_`) so a search term matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `'%' || fold_text(<term>) || '%'` for a trimmed, non-blank search; undefined for no search. */
export function foldedPattern(search: string | null | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return sql`'%' || fold_text(${escapeLike(term)}) || '%'`;
}

/**
 * Case- and diacritic-insensitive "contains": `fold_text(<expression>) like '%' || fold_text(<term>) || '%'`
 * (Vietnamese folding; write the expression as its trigram index does). Undefined for no search.
 */
export function foldedContains(
  expression: SQL | AnyPgColumn,
  search: string | null | undefined,
): SQL | undefined {
  const pattern = foldedPattern(search);
  return pattern && sql`fold_text(${expression}) like ${pattern}`;
}
