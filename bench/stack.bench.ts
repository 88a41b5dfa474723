/**
 * What the HTTP stack itself costs: `GET /health` on a bare `node:http` server, on a bare Fastify,
 * and through the full Kênh server (security headers, CORS, rate-limit hooks, auth hooks, logging),
 * side by side over loopback, each server in a process of its own. Also the full server's resident
 * memory (RSS) once started and after LOAD_SECONDS of load.
 *   npm run bench:stack
 * The servers take turns (ROUNDS rounds of DURATION/ROUNDS seconds each), so that a change in the
 * machine's load mid-run does not favour one of them.
 * Environment: DURATION seconds per server (15), ROUNDS (3), CONNECTIONS (10), LOAD_SECONDS of
 * /health load before the second memory reading (60), DEMO_DATA (true: the server starts as
 * `npm start` does, with the demo data loaded).
 * The full server runs from `apps/server/dist` when it is built (`npm run build -w apps/server`),
 * else from the TypeScript sources through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.DURATION ?? 15);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const DEMO_DATA = process.env.DEMO_DATA ?? 'true';
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const COMPILED_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

const BARE_NODE = `
import { createServer } from 'node:http';
const body = JSON.stringify({ status: 'ok' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');`;

const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

let nextPort = 3900 + Math.floor(Math.random() * 500);

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not answer within ${timeoutMs / 1000} s`);
}

async function start(args: string[], env: NodeJS.ProcessEnv) {
  const port = nextPort++;
  const child = spawn(process.execPath, args, {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    return { child, baseUrl, startMs: await waitForHealth(baseUrl, child), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(name: string, baseUrl: string, duration: number): Promise<Row> {
  const result = await autocannon({ url: `${baseUrl}/health`, connections: CONNECTIONS, duration });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The three servers take turns, ROUNDS times, so a change in the machine's load hits each alike. */
async function measureInTurns(servers: { name: string; baseUrl: string }[]): Promise<Row[]> {
  for (const server of servers) await load(`${server.name} (warm-up)`, server.baseUrl, 2);
  const rounds = new Map<string, Row[]>(servers.map((server) => [server.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) {
      rounds.get(server.name)?.push(await load(server.name, server.baseUrl, Math.ceil(DURATION / ROUNDS)));
    }
  }
  return servers.map(({ name }) => {
    const rows = rounds.get(name) ?? [];
    const mean = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;
    return {
      name,
      requestsPerSecond: Math.round(mean((row) => row.requestsPerSecond)),
      p50: Math.max(...rows.map((row) => row.p50)),
      p99: Math.max(...rows.map((row) => row.p99)),
      non2xx: rows.reduce((sum, row) => sum + row.non2xx, 0),
    };
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'kenh-bench-stack-'));
const compiled = existsSync(COMPILED_MAIN);
type Server = Awaited<ReturnType<typeof start>>;
const started: Server[] = [];
/** Starts a server and remembers it, so that a failure later still stops every one. */
const startKept = async (args: string[], env: NodeJS.ProcessEnv) => {
  const server = await start(args, env);
  started.push(server);
  return server;
};
let rows: Row[];
const memory: string[] = [];
try {
  const bareNodeServer = await startKept(['--input-type=module', '-e', BARE_NODE], {});
  const bareFastifyServer = await startKept(['--input-type=module', '-e', BARE_FASTIFY], {});
  const fullServer = await startKept(
    compiled
      ? ['--enable-source-maps', COMPILED_MAIN]
      : ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    { DATA_DIR: dataDir, DEMO_DATA, NODE_ENV: 'development' },
  );
  memory.push(`after start (${fullServer.startMs} ms after spawn): ${rssMb(fullServer.child.pid)} MB`);
  rows = await measureInTurns([
    { name: 'bare node:http', baseUrl: bareNodeServer.baseUrl },
    { name: 'bare Fastify', baseUrl: bareFastifyServer.baseUrl },
    { name: `full stack (${compiled ? 'compiled' : 'tsx'})`, baseUrl: fullServer.baseUrl },
  ]);
  // The full server has had a 2 s warm-up and DURATION seconds of turns; load it up to LOAD_SECONDS.
  const rest = Math.max(0, LOAD_SECONDS - DURATION - 2);
  if (rest > 0) await load('full stack (sustained)', fullServer.baseUrl, rest);
  memory.push(`after ${2 + DURATION + rest} s of /health load: ${rssMb(fullServer.child.pid)} MB`);
} finally {
  for (const server of started) await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
const bareNodeRate = rows[0]?.requestsPerSecond ?? 1;
const ratio = (row: Row) => (row.requestsPerSecond / bareNodeRate).toFixed(2);

console.log(`\n/health, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} turns\n`);
console.log('| server | req/s | × node:http | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.requestsPerSecond} | ${ratio(row)} | ${row.p50} | ${row.p99} | ${row.non2xx} |`,
  );
}
console.log(`\nfull server (DEMO_DATA=${DEMO_DATA}) RSS ${memory.join(', ')}`);
