// Decides whether a build is stale: a SHA-256 over the paths and contents of its inputs, kept in a
// stamp file inside the build's output folder. A missing output or stamp, or any changed, added or
// removed input file, means "build again"; the stamp is written only after a build succeeded.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Every file under `input` (a file or a folder, relative to the repository), sorted. */
function filesOf(input, skip) {
  const absolute = path.join(REPO_ROOT, input);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [input];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip.test(file))
    .sort();
}

/** The fingerprint of a set of inputs; `skip` leaves out files that do not affect the build (tests). */
export function fingerprint(inputs, skip = /$^/) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(input, skip))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(REPO_ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether `stampFile` holds `hash` (the output was built from exactly these inputs). */
export function isUpToDate(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
