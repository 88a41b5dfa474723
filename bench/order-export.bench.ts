/**
 * The streamed Excel export of the order list (issue 13: "a million rows keeps the server's memory
 * growth under 200 MB"): BENCH_ORDERS generated orders (bench/support/generated-orders.ts, the
 * order benchmark's set-based generator), then `GET /order/api/v3/orders/export` as a super user
 * through a server in its own process, downloaded over loopback as fast as the client reads, while
 * the server's resident memory is sampled from /proc every 20 ms. Prints rows/s, MB/s, the file size
 * and the peak RSS growth over the idle server (after a small warm-up export, so exceljs's code is
 * already loaded).
 *   node --import tsx bench/order-export.bench.ts                        (200 000 orders, PGlite)
 *   BENCH_DATABASE_URL=postgres://… BENCH_ORDERS=1000000 node --import tsx bench/order-export.bench.ts
 * Environment: BENCH_ORDERS (200000), BENCH_DATABASE_URL (absent: embedded PGlite in a temporary
 * data folder), SLOW_KBPS (a second, throttled download at this many KB/s for SLOW_SECONDS, 0 = skip).
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ORDER_EXPORT_PATH } from '@kenh/contract';
import { openDatabase, type Database } from '../apps/server/src/platform/db/database.js';
import { createScratchDatabase } from '../apps/server/src/testing/scratch-database.js';
import {
  createAdminAccount,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../apps/server/src/testing/server-process.js';
import { generateOrderWorld } from './support/generated-orders.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL;
const SLOW_KBPS = Number(process.env.SLOW_KBPS ?? 512);
const SLOW_SECONDS = Number(process.env.SLOW_SECONDS ?? 15);
const ADMIN = { username: 'bench.admin', password: 'Bench-pass-2026' };

/** Resident memory of a process (MB), from /proc (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Samples a process's RSS every 20 ms until stopped; answers the highest value seen. */
function sampleRss(pid: number): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

interface Download {
  status: number;
  rows: number;
  bytes: number;
  seconds: number;
  /** The zip's end-of-central-directory record is there: the file was written to its end. */
  complete: boolean;
}

/** Reads the export, at most `kbps` KB/s when given, for at most `maxSeconds` when given. */
async function download(
  server: ServerProcess,
  token: string,
  query: string,
  options: { kbps?: number; maxSeconds?: number } = {},
): Promise<Download> {
  const controller = new AbortController();
  const started = performance.now();
  const response = await fetch(`${server.url}${ORDER_EXPORT_PATH}${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const rows = Number(response.headers.get('x-export-rows') ?? 0);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  try {
    for await (const chunk of response.body ?? []) {
      const part = Buffer.from(chunk as Uint8Array);
      bytes += part.length;
      tail = Buffer.concat([tail, part]).subarray(-64);
      const elapsed = (performance.now() - started) / 1000;
      if (options.maxSeconds && elapsed > options.maxSeconds) {
        controller.abort();
        break;
      }
      if (options.kbps) {
        const due = (bytes / 1024 / options.kbps - elapsed) * 1000;
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return {
    status: response.status,
    rows,
    bytes,
    seconds: (performance.now() - started) / 1000,
    complete: tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])),
  };
}

/** Opens the benchmark's own database: a scratch PostgreSQL database, or PGlite in `dataDir`. */
async function openBenchDatabase(
  dataDir: string,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (!SERVER_URL) {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    return { database, drop: async () => {} };
  }
  const scratch = await createScratchDatabase(SERVER_URL, 'kenh_bench');
  return { database: await openDatabase({ url: scratch.url }), url: scratch.url, drop: scratch.drop };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kenh-bench-export-'));
  const { database, url, drop } = await openBenchDatabase(dataDir);
  let databaseOpen = true;
  let server: ServerProcess | undefined;
  try {
    const started = Date.now();
    const phases = await generateOrderWorld(
      database.db,
      { partners: Math.max(1_000, Math.round(ORDERS / 10)), orders: ORDERS, linesPerOrder: 1, products: 500 },
      'not-used',
    );
    console.log(
      `${database.engine}: generated ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      phases,
    );
    // PGlite allows one process on its folder: the server takes it over.
    await database.close();
    databaseOpen = false;
    const options = { dataDir, ...(url ? { databaseUrl: url } : {}) };
    await createAdminAccount(options, ADMIN);
    server = await startServerProcess(options);
    const pid = server.pid!;
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);

    const warm = await download(server, token, '?status=pending');
    console.log(`warm-up: ${warm.rows} pending orders, ${(warm.bytes / 1024).toFixed(0)} KB`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = await rssMb(pid);

    const sampler = sampleRss(pid);
    const full = await download(server, token, '');
    const peak = await sampler.stop();
    console.log(
      `\n| engine | rows | file MB | seconds | rows/s | MB/s | idle RSS MB | peak RSS MB | growth MB |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${database.engine} | ${full.rows} | ${(full.bytes / 1e6).toFixed(1)} | ${full.seconds.toFixed(1)} | ` +
        `${Math.round(full.rows / full.seconds)} | ${(full.bytes / 1e6 / full.seconds).toFixed(2)} | ` +
        `${idle.toFixed(0)} | ${peak.toFixed(0)} | ${(peak - idle).toFixed(0)} |`,
    );
    if (full.status !== 200 || !full.complete) throw new Error(`export failed: ${JSON.stringify(full)}`);

    if (SLOW_KBPS > 0) {
      // A slow client: the server must read only as fast as it sends, not buffer the export.
      const slowIdle = await rssMb(pid);
      const slowSampler = sampleRss(pid);
      const slow = await download(server, token, '', { kbps: SLOW_KBPS, maxSeconds: SLOW_SECONDS });
      const slowPeak = await slowSampler.stop();
      console.log(
        `\nslow client (${SLOW_KBPS} KB/s for ${SLOW_SECONDS} s, then hangs up): ` +
          `${(slow.bytes / 1e6).toFixed(1)} MB received, RSS ${slowIdle.toFixed(0)} → peak ` +
          `${slowPeak.toFixed(0)} MB (growth ${(slowPeak - slowIdle).toFixed(0)} MB)`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      console.log(`RSS 2 s after the hang-up: ${(await rssMb(pid)).toFixed(0)} MB`);
    }
  } finally {
    await server?.stop();
    if (databaseOpen) await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
