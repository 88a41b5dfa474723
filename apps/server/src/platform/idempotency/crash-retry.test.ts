import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_REPLAYED_HEADER, MAX_PAGE_SIZE, locateApi } from '@kenh/contract';
import {
  createAdminAccount,
  createScratchDatabase,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../../testing/server-process.js';

/**
 * Issue 9, "crash and retry": a real server process is killed (SIGKILL) while audited creates with
 * an Idempotency-Key each are streaming in, then restarted on the same data. Retrying every
 * unanswered request (same key, same body) must create each record exactly once, and retrying an
 * answered one must replay its answer — never a 409 "in progress" for a key whose request died.
 */

const CREATES = 240;
const CONCURRENCY = 8;
/** The kill comes once this many creates have been answered. */
const KILL_AFTER = Math.floor(CREATES / 3);
/** Every this-many-th answered create is sent again after the restart. */
const REPLAY_EVERY = 8;
const ADMIN = { username: 'admin', password: 'Mat-khau-crash-9' };
const CREATE_PATH = locateApi.createArea.path;
const LIST_PATH = locateApi.getAllArea.path;

interface Attempt {
  status: number;
  body: string;
  replayed: boolean;
}

interface Create {
  index: number;
  key: string;
  name: string;
  body: string;
  /** The answer before the kill; undefined when the request was never sent or died with the process. */
  first?: Attempt;
  /** Sent before the kill, no answer: the process died while it was in flight. */
  died?: string;
  retry?: Attempt;
}

interface AreaRow {
  id: number;
  code: string;
  name: string;
}

async function send(server: ServerProcess, token: string, create: Create): Promise<Attempt> {
  const response = await fetch(`${server.url}${CREATE_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
      'idempotency-key': create.key,
    },
    body: create.body,
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    body: await response.text(),
    replayed: response.headers.get(IDEMPOTENCY_REPLAYED_HEADER) === 'true',
  };
}

/** Runs `task` over `items` with `concurrency` workers; a worker stops when `stop()` is true. */
async function pool<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
  stop = () => false,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!stop() && next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** Every area whose code or name contains `search`, through the list endpoint, page by page. */
async function listAreas(server: ServerProcess, token: string, search: string): Promise<AreaRow[]> {
  const rows: AreaRow[] = [];
  for (let page = 0; ; page++) {
    const query = new URLSearchParams({ search, page: String(page), page_size: String(MAX_PAGE_SIZE) });
    const response = await fetch(`${server.url}${LIST_PATH}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`listing areas failed (${response.status}): ${text}`);
    const { results } = (JSON.parse(text) as { data: { results: AreaRow[] } }).data;
    rows.push(...results);
    if (results.length < MAX_PAGE_SIZE) return rows;
  }
}

const dataOf = (attempt: Attempt | undefined): AreaRow | undefined =>
  attempt?.status === 200 ? (JSON.parse(attempt.body) as { data: AreaRow }).data : undefined;

function tally(attempts: (Attempt | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of attempts) {
    if (!a) continue;
    const message = a.status === 200 ? '' : ` ${(JSON.parse(a.body) as { message?: string }).message ?? ''}`;
    const label = `${a.status}${a.replayed ? ' replayed' : ''}${message}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

async function crashAndRetry(engine: string, databaseUrl: string | undefined) {
  const started = Date.now();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kenh-crash-'));
  const options = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  let server: ServerProcess | undefined;
  try {
    await createAdminAccount(options, ADMIN);
    server = await startServerProcess(options);
    const live = server;
    let token = await signIn(live.url, ADMIN.username, ADMIN.password);

    const run = randomBytes(4).toString('hex');
    const creates: Create[] = Array.from({ length: CREATES }, (_, index) => {
      const name = `Crash ${run} ${String(index).padStart(3, '0')}`;
      return {
        index,
        key: `crash-${run}-${index}`,
        name,
        body: JSON.stringify({ name, region: 'south', note: `issue 9 crash test ${run}` }),
      };
    });

    // 1. Stream the creates; kill -9 the process once a third of them have been answered.
    let answered = 0;
    let killedAt: number | undefined;
    let killing: Promise<void> | undefined;
    await pool(
      creates,
      CONCURRENCY,
      async (create) => {
        try {
          create.first = await send(live, token, create);
          answered += 1;
          if (answered >= KILL_AFTER && !killing) {
            killedAt = answered;
            killing = live.kill('SIGKILL');
          }
        } catch (error) {
          create.died = failureReason(error);
        }
      },
      () => killing !== undefined,
    );
    await killing;
    const acknowledged = creates.filter((c) => c.first);
    const diedInFlight = creates.filter((c) => c.died);
    const neverSent = creates.filter((c) => !c.first && !c.died);

    // 2. Restart on the same data and retry every unanswered create: same key, same body.
    await live.restart();
    token = await signIn(live.url, ADMIN.username, ADMIN.password);
    const unanswered = creates.filter((c) => !c.first);
    await pool(unanswered, CONCURRENCY, async (create) => {
      create.retry = await send(live, token, create);
    });

    // 3. Send a sample of the answered creates again: they must replay, not run again.
    const sample = acknowledged.filter((_, i) => i % REPLAY_EVERY === 0);
    const replays = new Map<Create, Attempt>();
    await pool(sample, CONCURRENCY, async (create) => {
      replays.set(create, await send(live, token, create));
    });

    // 4. What is in the database now.
    const rows = await listAreas(live, token, `Crash ${run}`);
    const byName = new Map<string, AreaRow[]>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    await live.stop();

    const copies = (c: Create) => byName.get(c.name)?.length ?? 0;
    const problems = {
      answeredBeforeKillNot200: acknowledged.filter((c) => c.first?.status !== 200).map((c) => c.index),
      acknowledgedNotExactlyOnce: acknowledged.filter((c) => copies(c) !== 1).map((c) => c.index),
      acknowledgedIdMismatch: acknowledged
        .filter((c) => copies(c) === 1 && dataOf(c.first)?.id !== byName.get(c.name)![0]!.id)
        .map((c) => c.index),
      retryNot200: unanswered.filter((c) => c.retry?.status !== 200).map((c) => c.index),
      retryInProgress409: unanswered
        .filter((c) => c.retry?.status === 409 && c.retry.body.includes('still being processed'))
        .map((c) => c.index),
      retriedNotExactlyOnce: unanswered.filter((c) => copies(c) !== 1).map((c) => c.index),
      retryIdMismatch: unanswered
        .filter((c) => copies(c) === 1 && dataOf(c.retry)?.id !== byName.get(c.name)![0]!.id)
        .map((c) => c.index),
      replayNotReplayed: sample
        .filter((c) => {
          const replay = replays.get(c);
          return !replay || replay.status !== 200 || !replay.replayed || replay.body !== c.first?.body;
        })
        .map((c) => c.index),
      namesMoreThanOnce: [...byName].filter(([, list]) => list.length > 1).map(([name]) => name),
    };

    const report = {
      engine,
      sent: CREATES - neverSent.length,
      acknowledgedBeforeKill: acknowledged.length,
      killedAfterAnswers: killedAt,
      diedInFlight: diedInFlight.length,
      diedInFlightReasons: [...new Set(diedInFlight.map((c) => c.died))],
      neverSentBeforeKill: neverSent.length,
      retried: unanswered.length,
      retryAnswers: tally(unanswered.map((c) => c.retry)),
      diedInFlightRetryAnswers: tally(diedInFlight.map((c) => c.retry)),
      replaySample: sample.length,
      replayAnswers: tally([...replays.values()]),
      records: rows.length,
      distinctNames: byName.size,
      expectedRecords: CREATES,
      seconds: (Date.now() - started) / 1000,
      problems: Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length > 0)),
    };
    console.log(`crash-and-retry report\n${JSON.stringify(report, null, 2)}`);

    // The kill really came mid-stream: some creates answered, some in flight when the process died.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(CREATES);
    expect(diedInFlight.length).toBeGreaterThan(0);
    expect(report.problems).toEqual({});
    expect(rows).toHaveLength(CREATES);
  } catch (error) {
    if (server) console.log(`server output (tail):\n${server.output().slice(-4_000)}`);
    throw error;
  } finally {
    await server?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

const TIMEOUT_MS = 120_000;

describe('Idempotency-Key survives a crash (kill -9) and a retry', () => {
  it('on PGlite', () => crashAndRetry('pglite', undefined), TIMEOUT_MS);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL',
    async () => {
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await crashAndRetry('postgresql', database.url);
      } finally {
        await database.drop();
      }
    },
    TIMEOUT_MS,
  );
});
