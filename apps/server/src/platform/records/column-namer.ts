import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.js';
import type { RecordNamer } from './record-names.js';

/**
 * A namer reading one table (the owning module's): its records' `name` by `id`, in one query by
 * primary key. Most kinds are named by a column; `name` may also be an expression (a full name
 * falling back to a username).
 */
export function columnNamer(
  db: DbOrTx,
  table: PgTable,
  id: AnyPgColumn,
  name: AnyPgColumn | SQL,
): RecordNamer {
  return async (ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: sql<number>`${id}`, name: sql<string>`${name}` })
      .from(table)
      .where(inArray(id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  };
}
