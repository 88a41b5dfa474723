import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { spawnCompiled } from './compiled-server.js';

const READY_TIMEOUT_MS = 60_000;
/** The last this many characters of a process's stdout + stderr are kept for failure messages. */
const OUTPUT_KEPT = 20_000;

export interface ServerProcessOptions {
  /** DATA_DIR of the process: the PGlite folder (without `databaseUrl`) and the secrets file. */
  dataDir: string;
  /** postgres://… runs on PostgreSQL instead of PGlite in `dataDir`. */
  databaseUrl?: string;
  /** More environment (LOG_LEVEL, rate limits, …); these win over the defaults below. */
  env?: Record<string, string>;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port>, the same across restarts. */
  readonly url: string;
  readonly port: number;
  /** Pid of the running process (undefined while stopped). */
  readonly pid: number | undefined;
  /** Ends the process with `signal` (default SIGKILL: no shutdown hook runs) and waits for its exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts a new process on the same data folder, database and port, and waits until it is ready. */
  restart(): Promise<void>;
  /** Graceful stop (SIGTERM, then SIGKILL after 15 s); a no-op when already stopped. */
  stop(): Promise<void>;
  /** What the processes printed so far (the tail), for failure messages. */
  output(): string;
}

/**
 * The environment of a child process: only what Node and the tools need from ours (so a
 * DATABASE_URL or NODE_ENV of the test runner never leaks in), then the server's settings.
 */
function childEnv(options: ServerProcessOptions, extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    if (process.env[name] !== undefined) inherited[name] = process.env[name];
  }
  return {
    ...inherited,
    NODE_ENV: 'development', // not `test`: that silences the log, which failure messages need
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    PUSH_DELIVERY: 'false',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...extra,
    ...options.env,
  };
}

/** A TCP port nobody listens on right now (the OS picks it; closed again before we return). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Children still running; killed when the test process exits, however it exits. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function spawnTracked(
  entry: 'main' | 'cli/create-admin',
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const child = spawnCompiled(entry, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Runs `npm run create-admin` (src/cli/create-admin.ts) against the data folder or database of
 * `options`: a super user in a fresh database without demo data. It migrates the database too.
 * For PGlite, call it while no server holds the folder.
 */
export async function createAdminAccount(
  options: ServerProcessOptions,
  account: { username: string; password: string },
): Promise<void> {
  const child = spawnTracked(
    'cli/create-admin',
    ['--username', account.username],
    childEnv(options, { ADMIN_PASSWORD: account.password }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`create-admin exited with ${code}:\n${output}`);
}

/**
 * Starts a real server process (`dist/main.js`, as `npm start` does, without demo data) on a free
 * port of 127.0.0.1 and waits until `/ready` answers 200.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };

  const launch = async () => {
    const started = spawnTracked('main', [], childEnv(options, { PORT: String(port) }));
    child = started;
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    let exitCode: number | string | null | undefined;
    exited = new Promise<void>((resolve) => {
      started.once('exit', (code, signal) => {
        exitCode = code ?? signal;
        if (child === started) child = undefined;
        resolve();
      });
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (exitCode !== undefined) {
        throw new Error(`the server exited (${exitCode}) before it was ready:\n${output}`);
      }
      const ready = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!child) return;
    child.kill(signal);
    await exited;
  };

  await launch();
  return {
    url,
    port,
    get pid() {
      return child?.pid;
    },
    kill,
    restart: async () => {
      await kill('SIGKILL');
      await launch();
    },
    stop: async () => {
      if (!child) return;
      const running = child;
      const force = setTimeout(() => running.kill('SIGKILL'), 15_000);
      await kill('SIGTERM');
      clearTimeout(force);
    },
    output: () => output,
  };
}

/** Signs in through POST /account/api/login and returns the access token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`login failed (${response.status}): ${text}`);
  return (JSON.parse(text) as { data: { access_token: string } }).data.access_token;
}
