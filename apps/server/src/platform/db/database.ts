import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';

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
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Raw client for LISTEN/NOTIFY and health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL. */
  url?: string | undefined;
  /** Folder for PGlite data; undefined means an in-memory database (tests). */
  pgliteDir?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.url ? openPostgres(options.url) : await openPglite(options.pgliteDir);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dir: string | undefined): Promise<Database & { migrate(): Promise<void> }> {
  let releaseLock = () => {};
  if (dir) {
    // PGlite neither creates its parent folder nor locks against a second process.
    mkdirSync(path.dirname(dir), { recursive: true });
    releaseLock = acquireDataDirLock(dir);
  }
  try {
    const client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      extensions: { pg_trgm, unaccent },
    });
    const db = drizzlePglite(client) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client.query('select 1');
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

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart, DROP DATABASE … FORCE) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool replaces the client on next use.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
