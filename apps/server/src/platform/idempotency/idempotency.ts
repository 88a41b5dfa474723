import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { IDEMPOTENCY_REPLAYED_HEADER } from '@kenh/contract';
import { runInAmbientTransaction } from '../db/ambient-transaction.js';
import type { Db, DbOrTx } from '../db/database.js';
import { AppError, badRequest } from '../http/app-error.js';
import { rawBodyOf } from '../http/json-body.js';
import { routeAccessOf } from '../http/route-access.js';
import { idempotencyKeys } from './idempotency.tables.js';

/** RFC 5234 VCHAR: printable ASCII without space. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The methods that write: each runs once per key (a status PUT retried after a lost answer too). */
const WRITES: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const KEEP = sql`now() - interval '24 hours'`;
const PURGE_EVERY_MS = 10 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

interface PendingKey {
  scope: string;
  key: string;
  requestHash: string;
}

const PENDING = Symbol('idempotency-pending');
type IdempotentRequest = FastifyRequest & { [PENDING]?: PendingKey };

/** Thrown inside the transaction when another request committed the key first: roll back, replay. */
class AnsweredMeanwhile extends Error {}
/** Thrown inside the transaction when another request holds the key right now (PostgreSQL only). */
class StillRunning extends Error {}

const sameKey = (pending: Pick<PendingKey, 'scope' | 'key'>) =>
  and(eq(idempotencyKeys.scope, pending.scope), eq(idempotencyKeys.key, pending.key));

async function storedAnswer(db: DbOrTx, pending: PendingKey) {
  const [row] = await db.select().from(idempotencyKeys).where(sameKey(pending)).limit(1);
  return row;
}

function replay(
  reply: FastifyReply,
  pending: PendingKey,
  row: NonNullable<Awaited<ReturnType<typeof storedAnswer>>>,
) {
  if (row.requestHash !== pending.requestHash) throw new AppError(422, 'error.idempotency_mismatch');
  return reply
    .code(row.responseStatus ?? 200)
    .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
    .header('content-type', row.responseType ?? JSON_TYPE)
    .send(Buffer.from(row.responseBody ?? '', 'utf8'));
}

function payloadText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload === undefined || payload === null) return '';
  return null; // a stream cannot be replayed
}

/**
 * Runs a write handler once per key, atomically: the key is claimed, the handler's writes are made
 * and its answer is stored in ONE transaction (every `db` call of the handler joins it, see
 * ambient-transaction.ts). A crash at any point leaves either nothing — the retry runs — or the
 * whole result with its answer — the retry replays it. Never a write without its key.
 */
async function runOnce(
  db: Db,
  pending: PendingKey,
  request: IdempotentRequest,
  reply: FastifyReply,
  handle: () => Promise<unknown>,
): Promise<unknown> {
  try {
    return await runInAmbientTransaction(db, async (tx) => {
      // PostgreSQL: a duplicate arriving while the first still runs is told so (409) instead of
      // queueing behind it. The lock ends with the transaction, so a crash frees it at once.
      const lock = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`${pending.scope}\n${pending.key}`}, 0)) as locked`,
      );
      const { rows } = lock as { rows: { locked: boolean }[] };
      if (rows[0]?.locked === false) throw new StillRunning();
      const claimed = await tx
        .insert(idempotencyKeys)
        .values(pending)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new AnsweredMeanwhile();

      const payload = await handle();
      if (payload === reply || reply.sent) {
        // The handler streamed its own answer (a file download): nothing to replay, key released.
        await tx.delete(idempotencyKeys).where(sameKey(pending));
        return payload;
      }
      const serialized = typeof payload === 'string' ? payload : reply.serialize(payload);
      const body =
        typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
      const type = reply.getHeader('content-type');
      await tx
        .update(idempotencyKeys)
        .set({
          responseStatus: reply.statusCode,
          responseBody: body,
          responseType: typeof type === 'string' ? type : JSON_TYPE,
        })
        .where(sameKey(pending));
      request[PENDING] = undefined; // stored with the write; onSend has nothing left to do
      if (typeof type !== 'string') reply.type(JSON_TYPE);
      return body;
    });
  } catch (error) {
    if (!(error instanceof AnsweredMeanwhile || error instanceof StillRunning)) throw error;
    request[PENDING] = undefined; // neither answer is this request's own to store
    if (error instanceof StillRunning) throw new AppError(409, 'error.idempotency_in_progress');
    const row = await storedAnswer(db, pending);
    if (!row) throw new AppError(409, 'error.idempotency_in_progress');
    return replay(reply, pending, row);
  }
}

/**
 * `Idempotency-Key` on a write (POST, PUT, PATCH, DELETE): a retry with the same method, path and raw body gets the first
 * answer again with `Idempotency-Replayed: true`; another request under the same key is 422; a
 * duplicate while the first still runs is 409 on PostgreSQL (on PGlite, whose one connection runs
 * one transaction at a time, it waits and gets the replay). A refusal (4xx) is stored too, so the
 * retry is refused the same way; a 5xx stores nothing, so the retry runs. Answers are kept 24 hours.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  let lastPurge = 0;
  const purge = async () => {
    lastPurge = Date.now();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, KEEP));
  };
  const purgeSoon = () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    purge().catch((error: unknown) => app.log.warn({ err: error }, 'idempotency purge failed'));
  };
  const timer = setInterval(purgeSoon, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));

  // Every write handler registered from here on runs through `runOnce` when its request has a key.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.includes(method))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function idempotentHandler(this: FastifyInstance, request, reply) {
      const pending = (request as IdempotentRequest)[PENDING];
      if (!pending) return handler.call(this, request, reply);
      return runOnce(db, pending, request, reply, () => Promise.resolve(handler.call(this, request, reply)));
    };
  });

  app.addHook('preHandler', async (request: IdempotentRequest, reply) => {
    if (!WRITES.includes(request.method)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined || !routeAccessOf(request.routeOptions.config)) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('error.idempotency_key_invalid');
    }
    const pending: PendingKey = {
      scope: request.caller ? String(request.caller.accountId) : 'anonymous',
      key: header,
      requestHash: createHash('sha256')
        .update(`${request.method} ${request.url}\n`)
        .update(rawBodyOf(request))
        .digest('hex'),
    };
    purgeSoon();
    // An answer older than 24 hours is forgotten: the key may be used again.
    await db.delete(idempotencyKeys).where(and(sameKey(pending), lt(idempotencyKeys.createdAt, KEEP)));
    const row = await storedAnswer(db, pending);
    if (row) return replay(reply, pending, row);
    request[PENDING] = pending;
  });

  // A refusal thrown by the handler rolled its transaction back: store that answer on its own.
  app.addHook('onSend', async (request: IdempotentRequest, reply, payload) => {
    const pending = request[PENDING];
    if (!pending) return payload;
    request[PENDING] = undefined;
    const body = payloadText(payload);
    if (reply.statusCode >= 500 || body === null) return payload;
    try {
      const type = reply.getHeader('content-type');
      await db
        .insert(idempotencyKeys)
        .values({
          ...pending,
          responseStatus: reply.statusCode,
          responseBody: body,
          responseType: typeof type === 'string' ? type : null,
        })
        .onConflictDoNothing();
    } catch (error) {
      request.log.error({ err: error }, 'could not store the idempotent response');
    }
    return payload;
  });
}
