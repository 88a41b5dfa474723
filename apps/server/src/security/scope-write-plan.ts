import type { z } from 'zod';
import { SIGNED_IN, type Endpoint } from '@kenh/contract';
import { RECORD_KINDS, type RecordKind } from './record-kinds.js';
import { contractEndpoints, isRead } from './scope-plan.js';
import { schemaContains } from './scope-zod.js';
import { shapeOf, unwrap } from './zod-introspect.js';

/**
 * The plan of the write probes (scope-writes.test.ts), derived from the contract: every write that
 * names a record of a scoped kind — by a path id (`PUT /staff/api/staff/:id`), or by a body field
 * (`account_id`, `ids`, `area_ids`, …) — and the reads that show one record of a kind (to build a
 * body from it, and to see whether a refused write changed anything).
 */

export interface WriteTarget {
  where: 'path' | 'body';
  field: string;
  kind: RecordKind;
  /** The body field is a list of ids (`ids`, `account_ids`). */
  many: boolean;
}

export interface WriteEndpoint {
  key: string;
  endpoint: Endpoint;
  targets: WriteTarget[];
  /** Path parameters and body fields naming no scoped record, filled from the fixtures' ids. */
  fixed: string[];
  /** 0: create/update, 1: status actions, 2: deletions (probed last: they take records away). */
  rank: number;
}

export interface SkippedWrite {
  key: string;
  reason: string;
}

/** One read that shows the record named by its single path parameter, e.g. `GET /locate/api/area/:id`. */
export interface DetailRead {
  key: string;
  endpoint: Endpoint;
  param: string;
  kind: RecordKind;
}

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const segments = (path: string) => path.split('/').filter(Boolean);

const kindOfField = (field: string) => RECORD_KINDS.find((k) => k.fields.includes(field));
const kindOfNoun = (noun: string | undefined) =>
  noun === undefined ? undefined : RECORD_KINDS.find((k) => k.nouns?.test(noun));

/** The segment before `:param` in a path (`area` for `/locate/api/area/:id`). */
export function segmentBefore(path: string, param: string): string | undefined {
  const parts = segments(path);
  const at = parts.indexOf(`:${param}`);
  return at > 0 ? parts[at - 1] : undefined;
}

/** The kind a path parameter names: by its own name (`account_id`), or a bare `id` by the segment before. */
export function kindOfParam(path: string, param: string): RecordKind | undefined {
  return kindOfField(param) ?? (param === 'id' ? kindOfNoun(segmentBefore(path, param)) : undefined);
}

/** The kind a body field names: `account_id`, its list `account_ids`, or `id`/`ids` by the path's last segment. */
function bodyTarget(path: string, field: string, schema: z.ZodType): WriteTarget | undefined {
  const many = field.endsWith('_ids') || field === 'ids';
  const kind =
    kindOfField(field) ??
    (field.endsWith('_ids') ? kindOfField(field.slice(0, -1)) : undefined) ??
    (field === 'id' || field === 'ids' ? kindOfNoun(segments(path).at(-1)) : undefined);
  if (!kind) return undefined;
  return { where: 'body', field, kind, many: many || unwrap(schema)._zod.def.type === 'array' };
}

function rankOf(endpoint: Endpoint): number {
  if (endpoint.method === 'DELETE' || endpoint.path.includes('delete')) return 2;
  return /(confirm|refuse|active|action|reset|remove)/.test(endpoint.path) ? 1 : 0;
}

/**
 * Every contract write (not a read in the sense of scope-plan.ts), sorted into the ones that name a
 * scoped record and the ones skipped, with the reason. `fixtureIds` names what the fixtures can
 * fill in for path parameters and body fields of no scoped kind (`role` for `/role/:id`, `room_id`).
 */
export function writePlan(fixtureIds: Record<string, number>): {
  probed: WriteEndpoint[];
  skipped: SkippedWrite[];
} {
  const probed: WriteEndpoint[] = [];
  const skipped: SkippedWrite[] = [];
  for (const { key, endpoint } of contractEndpoints()) {
    if (isRead(endpoint)) continue;
    if (endpoint.public) {
      skipped.push({ key, reason: 'public' });
      continue;
    }
    if (endpoint.permission === SIGNED_IN) {
      skipped.push({ key, reason: 'acts on the caller themself (signed in only)' });
      continue;
    }
    const targets: WriteTarget[] = [];
    const fixed: string[] = [];
    const unknown: string[] = [];
    const params = paramNames(endpoint.path);
    for (const param of params) {
      const kind = kindOfParam(endpoint.path, param);
      if (kind) targets.push({ where: 'path', field: param, kind, many: false });
      else if (param === 'file_id') fixed.push(param);
      else if ((segmentBefore(endpoint.path, param) ?? '') in fixtureIds) fixed.push(param);
      else unknown.push(`:${param}`);
    }
    for (const [field, schema] of Object.entries(shapeOf(endpoint.body) ?? {})) {
      const target = bodyTarget(endpoint.path, field, schema);
      if (target) targets.push(target);
      else if (field in fixtureIds) fixed.push(field);
    }
    if (unknown.length > 0) skipped.push({ key, reason: `path ${unknown.join(', ')} names no fixture` });
    else if (targets.length === 0)
      skipped.push({
        key,
        reason: endpoint.multipart
          ? 'multipart upload naming no scoped record (its rows are checked by its own tests)'
          : 'names no scoped record',
      });
    else probed.push({ key, endpoint, targets, fixed, rank: rankOf(endpoint) });
  }
  probed.sort((a, b) => a.rank - b.rank);
  return { probed, skipped };
}

/** GETs with one path parameter naming a record of a scoped kind: they show that record. */
export function detailReads(): DetailRead[] {
  const found: DetailRead[] = [];
  for (const { key, endpoint } of contractEndpoints()) {
    if (endpoint.method !== 'GET' || key.startsWith('GET /platform/')) continue;
    const params = paramNames(endpoint.path);
    if (params.length !== 1) continue;
    const kind = kindOfParam(endpoint.path, params[0]!);
    if (kind) found.push({ key, endpoint, param: params[0]!, kind });
  }
  return found;
}

/** The GET of the write's own path (`GET /locate/api/area/:id` for `PUT` of it): read, change, write back. */
export function sameRead(write: WriteEndpoint): Endpoint | undefined {
  return contractEndpoints().find(
    (e) => e.endpoint.method === 'GET' && e.endpoint.path === write.endpoint.path,
  )?.endpoint;
}

/** The detail read to take a body template from: one answering the kind itself, nearest the write's path. */
export function templateRead(write: WriteEndpoint, kind: RecordKind): DetailRead | undefined {
  const common = (a: string, b: string) => {
    let i = 0;
    while (i < a.length && a[i] === b[i]) i += 1;
    return i;
  };
  return detailReads()
    .filter((r) => r.kind === kind && kind.schemas.includes(unwrap(r.endpoint.response)))
    .sort(
      (a, b) => common(b.endpoint.path, write.endpoint.path) - common(a.endpoint.path, write.endpoint.path),
    )[0];
}

/** The kind a write's answer is (the record it creates or changes), if any. */
export function answerKind(write: WriteEndpoint): RecordKind | undefined {
  const top = unwrap(write.endpoint.response);
  return RECORD_KINDS.find((k) => k.schemas.includes(top));
}

/** Reads listing records of a kind without any required input: a snapshot for kinds with no detail read. */
export function listReadsOf(kind: RecordKind): Endpoint[] {
  return contractEndpoints()
    .map((e) => e.endpoint)
    .filter((e) => e.method === 'GET' && !e.path.includes(':'))
    .filter((e) => !e.query || e.query.safeParse({}).success)
    .filter((e) => schemaContains(e.response, new Set(kind.schemas)));
}
