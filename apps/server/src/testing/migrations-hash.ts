import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../platform/db/database.js';

/** Names a test template after the migrations it holds, so a changed migration makes a new one. */
export function migrationsHash(): string {
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
