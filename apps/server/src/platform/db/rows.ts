/**
 * The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }` (node-postgres' QueryResult,
 * PGlite's Results), which Drizzle's engine-neutral `Db` types as unknown.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
