import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './database.js';

const ambient = new AsyncLocalStorage<Tx>();

/**
 * The database handle every module receives: outside `runInAmbientTransaction` it is the database
 * itself; inside, every call — including a service's own `db.transaction(…)`, which becomes a
 * savepoint — goes to the ambient transaction. This lets the platform make a whole request atomic
 * (an idempotent POST: key, write and stored answer commit together) without modules knowing.
 */
export function ambientAware(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const source: object = ambient.getStore() ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/** The ambient transaction of this call, if one is open. */
export function currentAmbientTransaction(): Tx | undefined {
  return ambient.getStore();
}

/** Runs `work` in one transaction that every `db` call made on its behalf joins. */
export function runInAmbientTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => ambient.run(tx, () => work(tx)));
}
