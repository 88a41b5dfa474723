#!/usr/bin/env node
/**
 * Runs npm scripts side by side, as many at once as the machine has cores (at least two), in the
 * order given — so put the longest first. Each script's output is printed in one block when it ends
 * (never interleaved), with its time; the run fails when any script fails, after all have ended.
 *   node scripts/run-parallel.mjs lint:eslint typecheck lint:format
 * Why: the static checks are single-threaded (tsc, typed ESLint, Prettier); one after another they
 * left one of the CI machine's two cores idle for four minutes (docs/decisions/0019-ci-time-2.md).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>…');
  process.exit(2);
}
const lanes = Math.max(2, availableParallelism());
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n--- ${script}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
const results = await Promise.all(
  Array.from({ length: Math.min(lanes, queue.length) }, async () => {
    let ok = true;
    for (let script = queue.shift(); script !== undefined; script = queue.shift())
      ok = (await run(script)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
