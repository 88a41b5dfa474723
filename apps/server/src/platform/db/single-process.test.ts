import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCompiled, standaloneServerEnvironment } from '../../testing/compiled-server.js';

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** The compiled server with a clean environment (embedded PGlite, never the test PostgreSQL). */
function startMain(env: Record<string, string>): Started {
  const child = spawnCompiled('main', [], {
    env: standaloneServerEnvironment({ LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits for pino's "Server listening at http://127.0.0.1:<port>" line. */
async function listeningPort(started: Started, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.stdout());
    if (match) return Number(match[1]);
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${started.stdout()}\n${started.stderr()}`);
}

describe('one Kênh process per data folder', () => {
  let dataDir: string;
  let first: Started | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kenh-main-'));
  });
  afterAll(() => {
    if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, refuses a second process on the same folder, and shuts down cleanly on SIGTERM', async () => {
    first = startMain({ DATA_DIR: dataDir });
    const port = await listeningPort(first);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(existsSync(lockFile)).toBe(true);

    const second = startMain({ DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain('is in use by another Kênh process');
    expect(second.stderr()).not.toMatch(/\n\s+at /); // one clear line, no stack trace
    // The first process is untouched by the refused second one.
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
    expect(existsSync(lockFile)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    expect(first.stdout()).toContain('shutting down');
  }, 120_000);

  it('explains an invalid configuration in one message and exits non-zero', async () => {
    const started = startMain({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(await started.exited).toBe(1);
    expect(started.stderr()).toMatch(/Invalid configuration:\n\s+PORT: /);
  }, 60_000);
});
