import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_REPLAYED_HEADER } from '@kenh/contract';
import type { Db } from '../db/database.js';
import { AppError, badRequest } from '../http/app-error.js';
import { rawBodyOf } from '../http/json-body.js';
import { routeAccessOf } from '../http/route-access.js';
import { idempotencyKeys } from './idempotency.tables.js';

/** RFC 5234 VCHAR: printable ASCII without space. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP = sql`now() - interval '24 hours'`;
/** A pending row this old belongs to a request that died mid-way (process killed): retry may run. */
const ABANDONED = sql`now() - interval '5 minutes'`;
const PURGE_EVERY_MS = 10 * 60 * 1000;

const PENDING = Symbol('idempotency-pending');
type IdempotentRequest = FastifyRequest & { [PENDING]?: { scope: string; key: string } };

type Claim =
  | { claimed: true }
  | { claimed: false; requestHash: string; status: number | null; body: string | null; type: string | null };

async function claim(db: Db, scope: string, key: string, requestHash: string): Promise<Claim> {
  const sameKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  // An answer older than 24 hours is forgotten: the key may be used again.
  await db.delete(idempotencyKeys).where(and(sameKey, lt(idempotencyKeys.createdAt, KEEP)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const retaken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        sameKey,
        eq(idempotencyKeys.requestHash, requestHash),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, ABANDONED),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (retaken.length > 0) return { claimed: true };
  const [row] = await db.select().from(idempotencyKeys).where(sameKey).limit(1);
  // Gone between the insert and the select (its request failed): treat as still running.
  if (!row) return { claimed: false, requestHash, status: null, body: null, type: null };
  return {
    claimed: false,
    requestHash: row.requestHash,
    status: row.responseStatus,
    body: row.responseBody,
    type: row.responseType,
  };
}

function payloadText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload === undefined || payload === null) return '';
  return null; // a stream cannot be replayed
}

/**
 * `Idempotency-Key` on POST: the first request claims the key in the database (primary key on
 * caller + key) and runs; its answer is stored when sent. A retry with the same method, path and
 * raw body gets that answer again with `Idempotency-Replayed: true`; another request under the
 * same key is 422; a duplicate while the first still runs is 409. A 5xx answer releases the key so
 * the retry can run. Rows older than 24 hours are purged opportunistically.
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

  app.addHook('preHandler', async (request: IdempotentRequest, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined || !routeAccessOf(request.routeOptions.config)) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('error.idempotency_key_invalid');
    }
    const scope = request.caller ? String(request.caller.accountId) : 'anonymous';
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.url}\n`)
      .update(rawBodyOf(request))
      .digest('hex');
    purgeSoon();
    const result = await claim(db, scope, header, requestHash);
    if (result.claimed) {
      request[PENDING] = { scope, key: header };
      return;
    }
    if (result.requestHash !== requestHash) throw new AppError(422, 'error.idempotency_mismatch');
    if (result.status === null) throw new AppError(409, 'error.idempotency_in_progress');
    reply
      .code(result.status)
      .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
      .header('content-type', result.type ?? 'application/json; charset=utf-8')
      .send(Buffer.from(result.body ?? '', 'utf8'));
    return reply;
  });

  app.addHook('onSend', async (request: IdempotentRequest, reply, payload) => {
    const pending = request[PENDING];
    if (!pending) return payload;
    request[PENDING] = undefined;
    const sameKey = and(eq(idempotencyKeys.scope, pending.scope), eq(idempotencyKeys.key, pending.key));
    const body = payloadText(payload);
    try {
      if (reply.statusCode >= 500 || body === null) {
        await db.delete(idempotencyKeys).where(sameKey);
      } else {
        const type = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            responseStatus: reply.statusCode,
            responseBody: body,
            responseType: typeof type === 'string' ? type : null,
          })
          .where(sameKey);
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not store the idempotent response');
    }
    return payload;
  });
}
