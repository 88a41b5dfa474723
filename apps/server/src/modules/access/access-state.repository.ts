import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { accessState } from './access.tables.js';

/**
 * Raises the access version; call it inside the transaction of every access change, so the new
 * version becomes visible exactly when the change does (docs/access-control.md, "Caching").
 */
export async function bumpAccessVersion(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(accessState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: accessState.id, set: { version: sql`${accessState.version} + 1` } })
    .returning({ version: accessState.version });
  return Number(row?.version ?? 0);
}

const accessVersion = preparedQuery<Record<string, never>, { version: number | string }[]>(
  'read_access_version',
  (db) => db.select({ version: accessState.version }).from(accessState).where(eq(accessState.id, 1)).limit(1),
);

/** The current access version: one primary-key lookup (0 before the first change), prepared once. */
export async function readAccessVersion(db: DbOrTx): Promise<number> {
  const [row] = await accessVersion(db, {});
  return Number(row?.version ?? 0);
}
