import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/database.js';
import { createScratchDatabase } from '../../apps/server/src/testing/scratch-database.js';

/** What a benchmark on a scratch PostgreSQL database works with. */
export interface ScratchBench {
  /** The scratch database, migrated. */
  url: string;
  database: Database;
  /** Two connections for generating data and EXPLAIN, beside the server's own. */
  pool: pg.Pool;
  /** A data folder for the server processes (their secrets). */
  dataDir: string;
  /** Something to stop when the benchmark ends (a server), before the database is dropped. */
  onEnd: (stop: () => unknown) => void;
}

/**
 * Runs `work` on a database of its own (`kenh_bench_<name>`) on the PostgreSQL server at
 * `serverUrl`, then stops what it started, in reverse order, and drops the database and the data
 * folder — also when it fails.
 */
export async function runScratchBench(
  name: string,
  serverUrl: string,
  work: (bench: ScratchBench) => Promise<void>,
): Promise<void> {
  const scratch = await createScratchDatabase(serverUrl, `kenh_bench_${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `kenh-bench-${name}-`));
  const database = await openDatabase({ url: scratch.url });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const stops: (() => unknown)[] = [];
  try {
    await work({ url: scratch.url, database, pool, dataDir, onEnd: (stop) => stops.push(stop) });
  } finally {
    for (const stop of stops.reverse()) await stop();
    await pool.end();
    await database.close();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
