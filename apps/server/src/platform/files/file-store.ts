import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Blob path: `<DATA_DIR>/files/<first 2 hex>/<sha256>`. */
export function blobPath(dataDir: string, sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('Invalid sha256');
  return path.join(dataDir, 'files', sha256.slice(0, 2), sha256);
}

export function sha256Of(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Writes the bytes once under their hash. A new blob is written to a temporary file in the same
 * folder and renamed into place, so a reader never sees half a file and two concurrent writers of
 * the same content both end with the same complete blob.
 */
export async function writeBlob(dataDir: string, data: Buffer): Promise<{ sha256: string; path: string }> {
  const sha256 = sha256Of(data);
  const target = blobPath(dataDir, sha256);
  if (existsSync(target)) return { sha256, path: target };
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { flag: 'wx', mode: 0o640 });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return { sha256, path: target };
}
