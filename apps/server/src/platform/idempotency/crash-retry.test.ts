import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_REPLAYED_HEADER, MAX_PAGE_SIZE, locateApi } from '@kenh/contract';
import {
  createAdminAccount,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../../testing/server-process.js';
import { createScratchDatabase } from '../../testing/scratch-database.js';

/**
 * Issue 9, "crash and retry": a real server process is killed (SIGKILL) while audited creates, each
 * with its own Idempotency-Key, stream in; it is restarted on the same data and every unanswered
 * create is sent again (same key, same body). Each create must exist exactly once and each retry
 * must answer 200 — a replay when the first run committed, a first run otherwise — never a 409
 * "in progress" for a key whose request died. Answered creates sent again must replay.
 *
 * The process is killed five times, each time a little later after an answer (spread over one
 * request's service time), and restarted on the same data. On PostgreSQL every kill catches several
 * requests between "key claimed" and "answer stored"; on PGlite the server works through one
 * request at a time and a kill lands in that window about half the time, so five kills miss it
 * altogether in about 3 % of runs (the broken code then passes once; the fixed code never fails).
 */

const CREATES = 210;
const CONCURRENCY = 8;
/** Kill points, as fractions of the time one create takes: one kill (and restart) each. */
const KILL_PHASES = [0.1, 0.3, 0.5, 0.7, 0.9];
/** Creates answered in a round before its kill. */
const ANSWERS_PER_ROUND = Math.floor(CREATES / (KILL_PHASES.length + 2));
/** Every this-many-th answered create is sent again at the end. */
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
  /** The first answer; undefined while not sent, or when the process died with the request in flight. */
  first?: Attempt;
  /** In flight when the process was killed (how the connection ended); retried after the restart. */
  died?: string;
  /** The answer to the same request sent again after the restart. */
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
    const response = await fetch(`${server.url}${LIST_PATH}?${query.toString()}`, {
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

function messageOf(attempt: Attempt): string {
  try {
    return (JSON.parse(attempt.body) as { message?: string }).message ?? attempt.body;
  } catch {
    return attempt.body.slice(0, 200);
  }
}

function tally(attempts: (Attempt | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of attempts) {
    if (!a) continue;
    const label = `${a.status}${a.replayed ? ' replayed' : ''}${a.status === 200 ? '' : ` ${messageOf(a)}`}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

interface Round {
  answered: number;
  died: number;
  killDelayMs: number;
  streamMs: number;
  restartMs?: number;
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
    const fresh = [...creates];
    const rounds: Round[] = [];
    const retried: Create[] = [];

    for (let round = 0; round <= KILL_PHASES.length; round++) {
      // Retry what died in the previous round (same key, same body) before anything new.
      const unanswered = creates.filter((c) => c.died !== undefined && !c.retry);
      await pool(unanswered, CONCURRENCY, async (create) => {
        create.retry = await send(live, token, create);
      });
      retried.push(...unanswered);

      // Stream new creates; kill -9 a little after the round's quota of answers (none in the last).
      const phase = KILL_PHASES[round];
      const roundStart = Date.now();
      let answered = 0;
      let died = 0;
      let killDelayMs = 0;
      let killing: Promise<void> | undefined;
      const queue = fresh.splice(0);
      await pool(
        queue,
        CONCURRENCY,
        async (create) => {
          try {
            create.first = await send(live, token, create);
            answered += 1;
            if (phase !== undefined && answered === ANSWERS_PER_ROUND) {
              killDelayMs = Math.round(((Date.now() - roundStart) / answered) * phase);
              setTimeout(() => {
                killing = live.kill('SIGKILL');
              }, killDelayMs);
            }
          } catch (error) {
            create.died = failureReason(error);
            died += 1;
          }
        },
        () => killing !== undefined,
      );
      await killing;
      fresh.unshift(...queue.filter((c) => !c.first && c.died === undefined)); // not sent yet
      const summary: Round = { answered, died, killDelayMs, streamMs: Date.now() - roundStart };
      rounds.push(summary);
      if (phase === undefined) break;
      const restarting = Date.now();
      await live.restart();
      token = await signIn(live.url, ADMIN.username, ADMIN.password);
      summary.restartMs = Date.now() - restarting;
    }

    // Send a sample of the creates answered the first time again: they must replay, not run again.
    const acknowledged = creates.filter((c) => c.first);
    const sample = acknowledged.filter((_, i) => i % REPLAY_EVERY === 0);
    const replays = new Map<Create, Attempt>();
    await pool(sample, CONCURRENCY, async (create) => {
      replays.set(create, await send(live, token, create));
    });

    // What is in the database now, through the list endpoint.
    const rows = await listAreas(live, token, `Crash ${run}`);
    const byName = new Map<string, AreaRow[]>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    await live.stop();

    const copies = (c: Create) => byName.get(c.name)?.length ?? 0;
    const recordId = (c: Create) => (copies(c) === 1 ? byName.get(c.name)?.[0]?.id : undefined);
    const problems = {
      neverSent: creates.filter((c) => !c.first && c.died === undefined).map((c) => c.index),
      firstAnswerNot200: acknowledged.filter((c) => c.first?.status !== 200).map((c) => c.index),
      acknowledgedNotExactlyOnce: acknowledged.filter((c) => copies(c) !== 1).map((c) => c.index),
      acknowledgedAnswerIsNotTheRecord: acknowledged
        .filter((c) => recordId(c) !== undefined && dataOf(c.first)?.id !== recordId(c))
        .map((c) => c.index),
      retryInProgress409: retried
        .filter((c) => c.retry?.status === 409 && c.retry.body.includes('still being processed'))
        .map((c) => c.index),
      retryNot200: retried.filter((c) => c.retry?.status !== 200).map((c) => c.index),
      retriedNotExactlyOnce: retried.filter((c) => copies(c) !== 1).map((c) => c.index),
      retryAnswerIsNotTheRecord: retried
        .filter((c) => recordId(c) !== undefined && dataOf(c.retry)?.id !== recordId(c))
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
      sent: creates.length,
      kills: KILL_PHASES.length,
      rounds,
      answeredFirstTime: acknowledged.length,
      diedInFlight: retried.length,
      diedInFlightReasons: [...new Set(retried.map((c) => c.died))],
      retried: retried.length,
      retryAnswers: tally(retried.map((c) => c.retry)),
      replaySample: sample.length,
      replayAnswers: tally([...replays.values()]),
      records: rows.length,
      distinctNames: byName.size,
      expectedRecords: CREATES,
      seconds: (Date.now() - started) / 1000,
      problems: Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length > 0)),
    };
    console.log(`crash-and-retry report\n${JSON.stringify(report, null, 2)}`);

    // Every kill really came mid-stream: creates answered before it, others in flight when it came.
    for (const round of rounds.slice(0, KILL_PHASES.length)) {
      expect(round.answered).toBeGreaterThanOrEqual(ANSWERS_PER_ROUND);
      expect(round.died).toBeGreaterThan(0);
    }
    expect(report.problems).toEqual({});
    expect(rows).toHaveLength(CREATES);
  } catch (error) {
    const output = server?.output().trim();
    if (output) console.log(`server output (tail):\n${output.slice(-4_000)}`);
    throw error;
  } finally {
    await server?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * For a hang, not a slow machine: alone the PGlite run takes about a minute; beside the other suites
 * on a day the two-core machine ran at half speed it took 119 s, then over 120 s (decision 0028).
 */
const TIMEOUT_MS = 300_000;

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
