import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDump } from '../platform/db/database.js';
import { migrationsHash } from './migrations-hash.js';

let cached: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory for test databases: made once per set of migrations and kept in
 * the temp folder, so each test file loads it (≈0.4 s) instead of running initdb and every
 * migration (≈1.5–2 s). Test workers racing to make it each write their own file and rename it
 * into place, so a reader never sees half a file.
 */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= (async () => {
    const file = path.join(tmpdir(), `kenh-pglite-template-${migrationsHash()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const dump = await migratedPgliteDump();
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return cached;
}
