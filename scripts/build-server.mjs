#!/usr/bin/env node
// Compiles the server to JavaScript in apps/server/dist (tsc without type checking — `npm run
// typecheck` does that — so it takes seconds), unless dist was built from exactly the current
// sources, contract and lockfile. `npm start` then runs plain `node`, not a TypeScript loader.
//
// The contract package (@kenh/contract) is TypeScript source that Vite, tsx and vitest read
// directly; node cannot. It is compiled into apps/server/dist/node_modules/@kenh/contract, which
// node finds before the workspace link when it resolves the import from a file in dist.
// `--force` builds anyway. Two builds at once (the browser tests' and the server tests' spawned
// servers, in `npm test`'s two lanes) take turns on a lock: the second finds the first's build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, isUpToDate, REPO_ROOT, writeStamp } from './build-stamp.mjs';

const INPUTS = [
  'apps/server/src',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.build.json',
  'apps/server/tsconfig.build-contract.json',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
];
const TESTS = /\.test\.ts$|__snapshots__/;
const DIST = path.join(REPO_ROOT, 'apps/server/dist');
const CONTRACT_DIST = path.join(DIST, 'node_modules/@kenh/contract');
const STAMP = path.join(DIST, '.build-stamp');

const LOCK = path.join(REPO_ROOT, 'apps/server/.dist-lock');

/** Whether process `pid` still runs (a lock left by a killed build is taken over). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the build lock (a folder: `mkdir` is atomic), waiting while a live build holds it. */
function lock() {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    } catch {
      // Taken a moment ago, its pid not written yet.
    }
    if (holder && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

lock();
process.on('exit', () => rmSync(LOCK, { recursive: true, force: true }));

const hash = fingerprint(INPUTS, TESTS);
if (!process.argv.includes('--force') && isUpToDate(STAMP, hash)) {
  console.log('Server unchanged since the last build: using apps/server/dist.');
  process.exit(0);
}

console.log('Compiling the server to apps/server/dist…');
const started = Date.now();
rmSync(DIST, { recursive: true, force: true });
const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
for (const config of ['apps/server/tsconfig.build.json', 'apps/server/tsconfig.build-contract.json']) {
  const run = spawnSync(process.execPath, [tsc, '-p', config], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
mkdirSync(CONTRACT_DIST, { recursive: true });
writeFileSync(
  path.join(CONTRACT_DIST, 'package.json'),
  `${JSON.stringify({ name: '@kenh/contract', private: true, type: 'module', exports: './index.js' }, null, 2)}\n`,
);
writeStamp(STAMP, hash);
console.log(`Compiled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
