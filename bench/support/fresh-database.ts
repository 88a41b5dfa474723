import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { openDatabase, type Database, type Db } from '../../apps/server/src/platform/db/database.js';
import { createScratchDatabase } from '../../apps/server/src/testing/scratch-database.js';

/**
 * A database of the benchmark's own: in-memory PGlite without a server URL, else a brand-new
 * database on that PostgreSQL server (`kenh_bench_…`), dropped by `drop()`. Never the demo data.
 */
export async function openFreshDatabase(
  serverUrl: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'kenh_bench');
  const database = await openDatabase({ url: scratch.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The same database without the ambient-transaction Proxy (`platform/db/ambient-transaction.ts`):
 * a plain Drizzle handle on the same PGlite instance or `pg` pool, to measure what the Proxy costs.
 * Idempotent POSTs are not atomic on it — use it for reads only. Closing stays with `database`.
 */
export function withoutAmbientProxy(database: Database): Database {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db =
    database.engine === 'pglite'
      ? (drizzlePglite(client as PGlite) as unknown as Db)
      : (drizzlePg(client as pg.Pool) as unknown as Db);
  return { ...database, db };
}
