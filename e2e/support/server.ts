import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_MAIN, WEB_DIST } from './paths.js';

/** Every demo account's password (the server's default demo password, as the README lists it). */
export const DEMO_PASSWORD = 'Kenh@2026';
/** The demo super user the server creates on first start. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = DEMO_PASSWORD;

export interface RunningServer {
  baseUrl: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nobody listens on: bind port 0, read what the OS gave, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Names a seeded data folder (`prepareDataTemplate`) that `startServer` copies. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

interface ServerOptions {
  timeoutMs?: number;
  /** `info` logs every request and the text of e-mails (read an OTP with `output()`). */
  logLevel?: 'warn' | 'info';
}

/**
 * Runs the real server, compiled as `npm start` runs it (`apps/server/dist/main.js`), on a free port
 * with `dataDir` as its DATA_DIR and demo data, waits for GET /ready, and serves the built web app.
 * `stop` leaves the folder and answers the exit code (0: a clean shutdown, every write flushed and
 * the data lock released).
 */
async function serve(
  dataDir: string,
  { timeoutMs = 90_000, logLevel = 'warn' }: ServerOptions,
): Promise<Omit<RunningServer, 'stop'> & { stop: () => Promise<number | null> }> {
  // `npm run test:e2e` builds both first (each only when its sources changed).
  for (const built of [path.join(WEB_DIST, 'index.html'), SERVER_MAIN]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
    WEB_DIST_DIR: WEB_DIST,
    LOG_LEVEL: logLevel,
    // Tests run offline against a tile server without tiles: this server answers 404 for every tile,
    // so every map is proven to show its points and its list without a background.
    MAP_TILE_URL: `http://127.0.0.1:${port}/map-tiles/{z}/{x}/{y}.png`,
  };
  delete env.DATABASE_URL;
  delete env.DEMO_DATA;
  delete env[DATA_TEMPLATE_ENV];

  // Compiled JavaScript, not `--import tsx`: 1.5 CPU-s less per start, and each file starts one.
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killed);
    }
    return child.exitCode;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output, stop };
}

/**
 * Starts the real server with a fresh embedded database in a temp DATA_DIR holding the demo data.
 * The data comes from a copy of the folder E2E_DATA_TEMPLATE names when the runner made one
 * (support/run.ts): seeding the demo company takes most of a first start, so a run seeds it once
 * instead of once per file. Without it (a file run on its own) the server seeds its own.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kenh-e2e-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let server: Awaited<ReturnType<typeof serve>>;
  try {
    const template = process.env[DATA_TEMPLATE_ENV];
    if (template) await cp(template, dataDir, { recursive: true });
    server = await serve(dataDir, options);
  } catch (error) {
    await removeData();
    throw error;
  }
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await removeData();
    },
  };
}

/**
 * A data folder with the demo data seeded by a first start of the server: what `startServer`
 * copies. That start also ran the background jobs' first pass after the seed (near-expiry notices,
 * order reminders), so each file's server starts as a restarted one does (docs/decisions/0028).
 */
export async function prepareDataTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kenh-e2e-template-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const server = await serve(dir, { timeoutMs: 300_000 });
    const code = await server.stop();
    if (code !== 0) throw new Error(`The seeding server did not stop cleanly (${code}):\n${server.output()}`);
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir, remove };
}
