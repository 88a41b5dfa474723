import { openDatabase } from '../platform/db/database.js';
import { migrationsHash } from './migrations-hash.js';
import { createScratchDatabase, runOnServer, runWhenUnused } from './scratch-database.js';

let cached: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database that test databases are copied from (`CREATE DATABASE … TEMPLATE`):
 * made once per set of migrations and kept on the server, so each test file's database is a copy
 * (≈0.2 s) instead of an empty database migrated from scratch (≈0.4 s, and the CPU of every
 * migration in PostgreSQL and the worker). Workers racing to make it each migrate their own and
 * rename it into place; the losers drop theirs, so nobody ever copies a half-migrated template.
 */
export function postgresTemplate(serverUrl: string): Promise<string> {
  cached ??= (async () => {
    const name = `kenh_template_${migrationsHash()}`;
    const found = await runOnServer(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
    if (found.rowCount) return name;
    const partial = await createScratchDatabase(serverUrl, 'kenh_template_partial');
    try {
      const database = await openDatabase({ url: partial.url });
      await database.close();
      await runWhenUnused(serverUrl, `ALTER DATABASE ${partial.name} RENAME TO ${name}`);
    } catch (error) {
      await partial.drop();
      // 42P04: another worker renamed its template into place first.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  })();
  return cached;
}
