import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, migratedPgliteDump } from '../platform/db/database.js';

/** Names the template after the migrations it holds, so a changed migration makes a new one. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

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
