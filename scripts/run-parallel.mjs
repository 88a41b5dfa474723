#!/usr/bin/env node
/**
 * Runs npm scripts side by side. Each argument is a lane: one script, or several joined by `,` that
 * run one after another and stop at the first failure. The run fails when any lane fails, after all
 * have ended.
 *   node scripts/run-parallel.mjs lint:eslint lint:format
 *   node scripts/run-parallel.mjs --stream test:e2e,nice:test:web,nice:test:contract nice:check,nice:test:server
 * Without `--stream`, as many lanes run at once as the machine has cores (at least two), in the order
 * given (put the longest first), and each script's output is printed in one block when it ends,
 * never interleaved. With `--stream`, every lane starts at once and its lines are printed as they
 * come, each behind the name of the script that wrote it: a lane of long suites shows its progress.
 * A script written `nice:…` runs at a lower CPU priority: on a busy machine the scripts without it
 * (the browser tests, whose clicks and animations are timed) get the cores first, and niced scripts
 * share what is left equally (one niced beside one at normal priority would get a tenth).
 * Why: the static checks are single-threaded and the browser tests mostly wait on the page, so one
 * after another they leave a core idle (docs/decisions/0019-ci-time-2.md, 0021-ci-lanes.md).
 */
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';

const args = process.argv.slice(2);
const stream = args.includes('--stream');
/** A lower priority (a nice value) for `nice:` scripts; every process a script starts inherits it. */
const NICE = 10;
const lanes = args
  .filter((arg) => arg !== '--stream')
  .map((lane) =>
    lane
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const nice = entry.startsWith('nice:');
        return { nice, script: nice ? entry.slice('nice:'.length) : entry };
      }),
  );
if (lanes.length === 0) {
  console.error(
    'usage: node scripts/run-parallel.mjs [--stream] [nice:]<npm script>[,[nice:]<npm script>…]…',
  );
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Prints a child's output line by line, each line behind `[script]`. */
function prefixLines(script, source) {
  let partial = '';
  source.setEncoding('utf8');
  source.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${script}] ${line}\n`);
  });
  source.on('end', () => {
    if (partial) process.stdout.write(`[${script}] ${partial}\n`);
  });
}

function run(script, nice) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    // Set before npm starts the script (it takes a moment to boot), so every process it starts
    // inherits the priority. A machine that refuses is left as it is.
    if (nice && child.pid !== undefined) {
      try {
        setPriority(child.pid, NICE);
      } catch {
        // Not permitted here: the script runs at normal priority.
      }
    }
    const output = [];
    if (stream) {
      prefixLines(script, child.stdout);
      prefixLines(script, child.stderr);
    } else {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n--- ${script}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

/** Runs a lane's scripts in order; a failed script ends the lane. */
async function runLane(lane) {
  for (const { script, nice } of lane) if (!(await run(script, nice))) return false;
  return true;
}

const queue = [...lanes];
const width = stream ? lanes.length : Math.min(Math.max(2, availableParallelism()), lanes.length);
const results = await Promise.all(
  Array.from({ length: width }, async () => {
    let ok = true;
    for (let lane = queue.shift(); lane !== undefined; lane = queue.shift()) ok = (await runLane(lane)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
