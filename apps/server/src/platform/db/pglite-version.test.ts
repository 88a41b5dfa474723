import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { PGLITE_MAJOR, assertPgliteDataVersion } from './pglite-version.js';

function folderWithVersion(version: string | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kenh-pgver-'));
  if (version) writeFileSync(path.join(dir, 'PG_VERSION'), `${version}\n`);
  return dir;
}

describe('PGlite data folder version', () => {
  it('accepts a new folder and one of its own version', () => {
    expect(() => assertPgliteDataVersion(folderWithVersion(undefined))).not.toThrow();
    expect(() => assertPgliteDataVersion(folderWithVersion(PGLITE_MAJOR))).not.toThrow();
  });

  it('refuses a folder of an older PGlite with a message that says what to do', () => {
    const dir = folderWithVersion('17');
    expect(() => assertPgliteDataVersion(dir)).toThrow(/PostgreSQL 17 database.*Move the folder aside/s);
  });

  it('names the major version the installed PGlite really runs', async () => {
    const db = await PGlite.create();
    try {
      const { rows } = await db.query<{ server_version: string }>('show server_version');
      expect(rows[0]?.server_version.split('.')[0]).toBe(PGLITE_MAJOR);
    } finally {
      await db.close();
    }
  });
});
