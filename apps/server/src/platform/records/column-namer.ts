import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { RecordNamer } from './record-names.js';

/**
 * A namer reading one table (the owning module's): its records' `name` by `id`, in one statement by
 * primary key (`id = any($ids)`, built and prepared once: a history page runs one per kind it
 * points at). Most kinds are named by a column; `name` may also be an expression (a full name
 * falling back to a username).
 */
export function columnNamer(
  db: DbOrTx,
  table: PgTable,
  id: AnyPgColumn,
  name: AnyPgColumn | SQL,
): RecordNamer {
  const names = preparedQuery<{ ids: number[] }, { id: number; name: string }[]>(
    `record_names_${getTableName(table)}`,
    (on) =>
      on
        .select({ id: sql<number>`${id}`, name: sql<string>`${name}` })
        .from(table)
        .where(sql`${id} = any(${sql.placeholder('ids')})`),
  );
  return async (ids) => {
    if (ids.length === 0) return new Map();
    const rows = await names(db, { ids });
    return new Map(rows.map((r) => [r.id, r.name]));
  };
}
