#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and the Vite dev server, side by side.
// Vite (http://localhost:5173) proxies the API paths to the server (PORT, default 3000).
// Ctrl-C or SIGTERM stops both; if either exits, the other is stopped too. Each child runs in a
// process group of its own, so a signal reaches npm, its shell and the tool it started.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const apiPort = process.env.PORT ?? '3000';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

const processes = [
  {
    name: 'server',
    colour: 35,
    args: ['run', 'dev', '-w', 'apps/server'],
    // Its output reaches a person through a pipe (the prefixing below): readable lines, not JSON.
    env: { PORT: apiPort, LOG_FORMAT: process.env.LOG_FORMAT ?? 'readable' },
  },
  { name: 'web', colour: 36, args: ['run', 'dev', '-w', 'apps/web'], env: { API_PORT: apiPort } },
];

let stopping = false;
let exitCode = 0;

function prefixLines(stream, target, label) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${label} ${line}\n`));
}

const children = processes.map(({ name, colour, args, env }) => {
  const label = useColour ? `\u001b[${colour}m[${name}]\u001b[0m` : `[${name}]`;
  const child = spawn(npm, args, {
    env: { ...process.env, ...env, FORCE_COLOR: useColour ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} exited (${signal ?? code}); stopping the others`);
      exitCode = code ?? 1;
      stopAll('SIGTERM');
    } else {
      // npm may leave before the tool it started: make sure the rest of its group follows.
      signalGroup(child, 'SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  return child;
});

/** Signals the child's whole process group (npm → sh → tool); a group already gone is fine. */
function signalGroup(child, signal) {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already exited.
  }
}

function stopAll(signal) {
  stopping = true;
  for (const child of children) signalGroup(child, signal);
  // Whatever does not stop within 10 s is killed.
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal));
}

console.log(`Kênh dev: web http://localhost:5173 → API http://localhost:${apiPort}`);
