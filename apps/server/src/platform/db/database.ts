import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { ambientAware } from './ambient-transaction.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { withDrizzleParsers } from './pglite-parsers.js';
import { assertPgliteDataVersion } from './pglite-version.js';
import { assertChannelName, PgListener, type ListenerErrorLog, type NotificationHandler } from './listen.js';

export type { NotificationHandler, Unlisten } from './listen.js';

/** One type for both engines: modules never know whether PGlite or PostgreSQL answers. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A repository method takes either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  /** Joins the ambient transaction of the request when there is one (see ambient-transaction.ts). */
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Health check: one trivial query. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (a plain lower-case identifier) until the returned function is called.
   * Notifications arrive after the sending transaction commits, in every process on the database
   * (PostgreSQL) or in this one (PGlite). On PostgreSQL a dedicated connection listens and
   * reconnects by itself; notifications sent while it is down are lost.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Stops listening and closes the engine. */
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL. */
  url?: string | undefined;
  /** Folder for PGlite data; undefined means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /**
   * A PGlite data directory dump (`dumpDataDir()`) to start from instead of an empty cluster —
   * tests start from one migrated template, which is several times faster than initdb + migrate.
   */
  pgliteTemplate?: Blob | undefined;
  /** Where the PostgreSQL listener reports a lost connection (default: one line on stderr). */
  log?: ListenerErrorLog;
}

const defaultListenerLog: ListenerErrorLog = (message, error) =>
  console.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`);

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.url
    ? openPostgres(options.url, options.log ?? defaultListenerLog)
    : await openPglite(options.pgliteDir, options.pgliteTemplate);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

type OpenedPglite = Database & { migrate(): Promise<void>; dumpDataDir(): Promise<Blob> };

/** An in-memory PGlite with every migration applied, as a data directory dump (test templates). */
export async function migratedPgliteDump(): Promise<Blob> {
  const database = await openPglite(undefined, undefined);
  try {
    await database.migrate();
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

async function openPglite(dir: string | undefined, template: Blob | undefined): Promise<OpenedPglite> {
  let releaseLock = () => {};
  if (dir) {
    // PGlite neither creates its parent folder nor locks against a second process.
    mkdirSync(path.dirname(dir), { recursive: true });
    releaseLock = acquireDataDirLock(dir);
    assertPgliteDataVersion(dir);
  }
  try {
    const client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(template ? { loadDataDir: template } : {}),
      extensions: { pg_trgm, unaccent, cube, earthdistance },
    });
    const drizzleClient = withDrizzleParsers(client);
    const db = ambientAware(drizzlePglite(drizzleClient));
    return {
      db,
      engine: 'pglite',
      migrate: () => migratePglite(drizzlePglite(drizzleClient), { migrationsFolder: MIGRATIONS_DIR }),
      dumpDataDir: () => client.dumpDataDir('none'),
      ping: async () => {
        await client.query('select 1');
      },
      listen: async (channel, handler) => {
        assertChannelName(channel);
        const unlisten = await client.listen(channel, handler);
        let active = true;
        return async () => {
          if (!active || client.closed) return;
          active = false;
          await unlisten();
        };
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Any constant: the advisory lock that lets one process at a time run the migrations. */
const MIGRATION_LOCK_KEY = 7_413_200_001;

function openPostgres(url: string, log: ListenerErrorLog): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart, DROP DATABASE … FORCE) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool replaces the client on next use.
  pool.on('error', () => {});
  const db = ambientAware(drizzlePg(pool));
  const listener = new PgListener({ connectionString: url, log });
  return {
    db,
    engine: 'postgres',
    // Several processes may start on one fresh database at once: the first migrates, the others
    // wait on the lock and then find nothing left to apply.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
