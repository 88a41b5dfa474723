#!/usr/bin/env node
// Builds the web app (Vite, then brotli/gzip copies) unless apps/web/dist was already built from
// exactly the current sources, contract and lockfile: a second `npm start` starts at once.
// `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fingerprint, isUpToDate, REPO_ROOT, writeStamp } from './build-stamp.mjs';

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];
const TESTS = /\.test\.tsx?$|__snapshots__/;
// Inside dist: Vite empties the folder on every build, so a build made some other way is never
// mistaken for this one. The server serves no dotfiles.
const STAMP = path.join(REPO_ROOT, 'apps/web/dist/.build-stamp');

const hash = fingerprint(INPUTS, TESTS);
if (!process.argv.includes('--force') && isUpToDate(STAMP, hash)) {
  console.log('Web app unchanged since the last build: using apps/web/dist.');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(STAMP, hash);
}
