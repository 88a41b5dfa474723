import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database.js';
import { rowsOf } from './rows.js';

/**
 * Loads many rows into `tables` with their secondary indexes dropped and rebuilt afterwards (one
 * sorted build each instead of an insertion per row and index) and, where the role may (PGlite, a
 * superuser), without per-row foreign-key triggers — so `load` must write only ids it read from
 * their tables. Index definitions come from the catalogue: they are rebuilt exactly as migrated.
 * Run it inside a transaction (`tx`): a failure leaves the indexes as they were.
 */
export async function bulkLoad(
  tx: DbOrTx,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  let replica = true;
  try {
    await tx.transaction((sp) => sp.execute(sql`set local session_replication_role = replica`));
  } catch {
    // Not a superuser (a managed PostgreSQL): the foreign keys are checked row by row.
    replica = false;
  }
  await load();
  if (replica) await tx.execute(sql`set local session_replication_role = origin`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}
