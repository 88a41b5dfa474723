import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The PostgreSQL major version inside the PGlite this build ships (PGlite 0.5 = PostgreSQL 18). */
export const PGLITE_MAJOR = '18';

/**
 * A data folder written by another PGlite major (0.3 wrote PostgreSQL 17) cannot be opened: PGlite
 * only says "failed to initialize properly". Check first and say what to do instead.
 */
export function assertPgliteDataVersion(dir: string): void {
  let found: string;
  try {
    found = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return; // a new folder: PGlite creates it
  }
  if (found !== PGLITE_MAJOR) {
    throw new Error(
      `The data folder ${dir} holds a PostgreSQL ${found} database; this build's embedded PGlite runs ` +
        `PostgreSQL ${PGLITE_MAJOR}. Move the folder aside (demo data is created again on start) or ` +
        `dump it with the previous build (pg_dump through DATABASE_URL) and load it into the new one.`,
    );
  }
}
