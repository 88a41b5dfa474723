import { currentAmbientTransaction } from './ambient-transaction.js';
import type { DbOrTx } from './database.js';

/** What Drizzle's `.prepare(name)` gives: a statement run with its placeholders' values. */
interface Prepared<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/** A built Drizzle query (select, insert…) that can be prepared. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}

/**
 * A query on a hot path (every request's session check, …) built once per database with
 * `sql.placeholder`s instead of on every call: Drizzle skips rebuilding the SQL text, which was a
 * tenth of the server's CPU under list load, and PostgreSQL parses and plans the named statement once
 * per connection. Inside a transaction — an explicit `tx`, or the ambient one of a seed or an
 * idempotent request — it is built on that transaction: a statement bound to the database would run
 * beside the transaction on another connection (and wait for it forever on PGlite's single one).
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: DbOrTx) => Preparable<Result>,
): (db: DbOrTx, values: Values) => Promise<Result> {
  const byDatabase = new WeakMap<DbOrTx, Prepared<Result>>();
  return (db, values) => {
    const tx = currentAmbientTransaction();
    if (tx) return build(tx).prepare(name).execute(values);
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
