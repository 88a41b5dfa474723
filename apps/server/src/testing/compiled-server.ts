import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

/** apps/server: the working folder of every process started here. */
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_SCRIPT = path.resolve(SERVER_ROOT, '../../scripts/build-server.mjs');

let built = false;

/**
 * Compiles the server into apps/server/dist unless it was built from the current sources (the build
 * script's stamp; its lock makes a concurrent build — the browser tests' — wait, then find it done).
 * Once per worker process: the sources do not change during a run.
 */
function ensureBuilt(): void {
  if (built) return;
  const run = spawnSync(process.execPath, [BUILD_SCRIPT], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`building the server failed:\n${run.stdout}${run.stderr}`);
  built = true;
}

/**
 * Runs a server entry point (`main`: the server as `npm start` runs it; `cli/create-admin`) as its
 * own process, compiled as `npm start` runs it: a start from JavaScript costs 1.7 CPU-s less than
 * one through the TypeScript loader, and the crash tests start seventeen (docs/decisions/0027).
 * `node` runs the script itself, so a SIGKILL reaches the server, not a wrapper.
 */
export function spawnCompiled(
  entry: 'main' | 'cli/create-admin',
  args: string[],
  options: Pick<SpawnOptions, 'env' | 'stdio'>,
): ChildProcess {
  ensureBuilt();
  return spawn(process.execPath, ['--enable-source-maps', path.join('dist', `${entry}.js`), ...args], {
    cwd: SERVER_ROOT,
    ...options,
  });
}

/**
 * The environment of a server started on its own beside the tests: the runner's, without what would
 * point it at the test database or make it behave as a test (DATABASE_URL, TEST_DATABASE_URL,
 * NODE_ENV, PORT, Vitest's own); no demo data, on 127.0.0.1 and a port the system picks (the log
 * names it), then `overrides`.
 */
export function standaloneServerEnvironment(overrides: Record<string, string>): Record<string, string> {
  const inherited = Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      !['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_ENV', 'VITEST', 'PORT'].includes(entry[0]) &&
      !entry[0].startsWith('VITEST_'),
  );
  return {
    ...Object.fromEntries(inherited),
    NODE_ENV: 'development',
    DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    ...overrides,
  };
}
