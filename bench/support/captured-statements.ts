import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/platform/db/database.js';
import type { BareStatement } from './bare-list-server.js';

/**
 * The statements a repository function sends, in order, captured by running it for real on a
 * Drizzle handle that logs them: the bare baseline and EXPLAIN then run exactly what the server runs,
 * without the benchmark rebuilding the module's queries.
 */
export async function capturedStatements(
  pool: pg.Pool,
  run: (db: Db) => Promise<unknown>,
): Promise<BareStatement[]> {
  const statements: BareStatement[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (text, values) => statements.push({ text, values: [...values] }) },
  });
  await run(db);
  return statements;
}
