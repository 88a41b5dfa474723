import { accessApi } from '@kenh/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditedEntity } from '@kenh/contract';
import { PDF } from '../platform/files/file-fixtures.testing.js';
import { clientWith, setDataScope } from '../testing/access-grants.js';
import { dataOf, errorsOf, superClient, type Client, call } from '../testing/api-client.js';
import { multipartForm } from '../testing/multipart.js';
import { rowsOf } from '../platform/db/rows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createScopeFixtures, type RecordKind, type ScopeFixtures } from './record-kinds.js';
import { codesOf } from './scope-plan.js';
import {
  answerKind,
  detailReads,
  listReadsOf,
  sameRead,
  segmentBefore,
  templateRead,
  writePlan,
  type SkippedWrite,
  type WriteEndpoint,
} from './scope-write-plan.js';
import { objectOf, UNIQUE_FIELDS, withChangedText } from './scope-write-values.js';
import { valuesAt } from './scope-zod.js';
import { shapeOf } from './zod-introspect.js';

/**
 * Issue 9 §2, "an account scoped to one area … changes nothing outside it": every contract write
 * naming a record of a scoped kind (scope-write-plan.ts) is sent by an account limited to area A,
 * holding every code those writes need, aimed at the record in area B — it must be refused (403 or
 * 404, or 400 on the field naming the record) and leave every record of B as it was (the super
 * user's reads and the audit trail compared before and after) — then aimed at the record in area A,
 * where it must not be refused for scope. A write aimed at A must not change B either (a member
 * list replaced by one that leaves out the members the caller cannot see).
 */

type Side = 'inside' | 'outside';

interface Named {
  kind: RecordKind;
  id: number;
}

interface Request {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  multipart: boolean;
  named: Named[];
}

interface Finding {
  endpoint: string;
  variant: string;
  detail: string;
}

/** Kinds kept per account id: their reads and trail go with the account's. */
const ACCOUNT_KEYED: readonly AuditedEntity[] = ['account_grant', 'data_scope'];

let t: TestApp;
let admin: Client;
let scoped: Client;
let fx: ScopeFixtures;
let probed: WriteEndpoint[];
let skipped: SkippedWrite[];
let fixtureIds: Record<string, number>;
const leaks: Finding[] = [];
const refusedInside: Finding[] = [];
const notProbed: Finding[] = [];
const references: Finding[] = [];
/** Per endpoint, the statuses answered: `outside 404 404 | inside 200`. */
const outcomes = new Map<string, string[]>();
const note = (key: string, text: string) => outcomes.set(key, [...(outcomes.get(key) ?? []), text]);
let probes = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await superClient(t);
  fx = await createScopeFixtures(t, admin);
  const both = (['inside', 'outside'] as const).map((side) => fx.records.account![side][0]!.id);
  const role = dataOf(
    await call(accessApi.createRole, {
      as: admin,
      body: { name: 'Zq role', permissions: [], module_permission: {} },
    }),
  );
  dataOf(
    await call(accessApi.setRoleAccounts, {
      as: admin,
      params: { id: role.id },
      body: { account_ids: both },
    }),
  );
  const room = fx.extraFields['POST /room/api/add_members']!.room_id!;
  fixtureIds = {
    role: role.id,
    user_group: fx.extraFields['GET /decentralization/api/user_group/:id/members']!.id!,
    room,
    room_id: room,
  };
  ({ probed, skipped } = writePlan(fixtureIds));
  scoped = await clientWith(t, admin, codesOf(probed.map((w) => w.endpoint.permission)));
  await setDataScope(admin, scoped.id, { area_ids: [fx.areaInside] });
}, 60_000);

afterAll(async () => {
  const reasons = new Map<string, string[]>();
  for (const s of skipped) reasons.set(s.reason, [...(reasons.get(s.reason) ?? []), s.key]);
  console.log(
    [
      `scope write probes: ${probes} requests over ${probed?.length ?? 0} endpoints naming a scoped record`,
      `skipped endpoints (${skipped?.length ?? 0}):`,
      ...[...reasons].map(([reason, keys]) => `  ${reason}: ${keys.join(', ')}`),
      'answers (outside / inside record, outside fields / inside):',
      ...[...outcomes].map(([key, list]) => `  ${key}: ${list.join(', ')}`),
      `references to records outside, accepted by writes of unscoped records (${references.length}):`,
      ...references.map((f) => `  ${f.endpoint} [${f.variant}]`),
      `not probed (${notProbed.length}):`,
      ...notProbed.map((f) => `  ${f.endpoint} [${f.variant}] ${f.detail}`),
    ].join('\n'),
  );
  await t?.close();
});

const recordOf = (kind: RecordKind, side: Side, i: number) => {
  const list = fx.records[kind.kind]![side];
  return list[Math.min(i, list.length - 1)]!;
};

// --- snapshots: what the super user sees of a record --------------------------------------------

async function snapshot(named: Named[]): Promise<Map<string, string>> {
  const shot = new Map<string, string>();
  const reads = detailReads();
  for (const { kind, id } of named) {
    const alias = ACCOUNT_KEYED.includes(kind.kind) ? 'account' : kind.kind;
    const urls = reads
      .filter((r) => r.kind.kind === alias)
      .map((r) => r.endpoint.path.replace(`:${r.param}`, String(id)));
    const entities = alias === 'account' ? ['account', ...ACCOUNT_KEYED] : [alias];
    urls.push(...entities.map((e) => `/platform/api/history/${e}/${id}`));
    for (const url of urls) {
      const response = await admin.get(url);
      shot.set(url, `${response.statusCode} ${response.body}`);
    }
    if (!reads.some((r) => r.kind.kind === alias))
      for (const list of listReadsOf(kind)) {
        const url = `${list.path}${list.query?.safeParse({ page_size: 200 }).success ? '?page_size=200' : ''}`;
        const data = (await admin.get(url)).json<{ data: unknown }>().data;
        const mine = valuesAt(list.response, data, new Set(kind.schemas)).filter(
          (v) => Number(kind.idOf(v as Record<string, unknown>)) === id,
        );
        shot.set(`${url}#${id}`, JSON.stringify(mine));
      }
  }
  return shot;
}

const changes = (before: Map<string, string>, after: Map<string, string>) =>
  [...before].filter(([url, text]) => after.get(url) !== text).map(([url]) => url);

const allOutside = (): Named[] =>
  Object.keys(fx.records).flatMap((name) => {
    const kind = probedKinds().find((k) => k.kind === name);
    return kind && !ACCOUNT_KEYED.includes(kind.kind)
      ? fx.records[kind.kind]!.outside.map((r) => ({ kind, id: r.id }))
      : [];
  });
const probedKinds = () => [...new Set(probed.flatMap((w) => w.targets.map((x) => x.kind)))];

// --- requests -------------------------------------------------------------------------------------

async function build(w: WriteEndpoint, pathSide: Side, bodySide: Side, i: number): Promise<Request | string> {
  const named: Named[] = [];
  let url = w.endpoint.path;
  const pathTarget = w.targets.find((x) => x.where === 'path');
  for (const target of w.targets.filter((x) => x.where === 'path')) {
    const record = recordOf(target.kind, pathSide, i);
    url = url.replace(`:${target.field}`, String(record.id));
    named.push({ kind: target.kind, id: record.id });
  }
  for (const field of w.fixed.filter((f) => w.endpoint.path.includes(`:${f}`))) {
    const value =
      field === 'file_id' && pathTarget
        ? recordOf(pathTarget.kind, pathSide, i).fileIds[0]
        : fixtureIds[segmentBefore(w.endpoint.path, field) ?? ''];
    if (value === undefined) return `no fixture for :${field}`;
    url = url.replace(`:${field}`, encodeURIComponent(String(value)));
  }
  if (!w.endpoint.body && !w.endpoint.multipart)
    return { method: w.endpoint.method, url, multipart: false, named };

  // A template: the record the write is about, as the super user reads it.
  const bodyTargets = w.targets.filter((x) => x.where === 'body');
  const templateKind = pathTarget?.kind ?? answerKind(w) ?? bodyTargets[0]!.kind;
  const read = templateRead(w, templateKind);
  let template: Record<string, unknown> = {};
  const same = sameRead(w);
  if (same) {
    const response = await admin.get(url);
    if (response.statusCode === 200) template = response.json<{ data: Record<string, unknown> }>().data;
  } else if (read) {
    const id = recordOf(templateKind, pathTarget ? pathSide : bodySide, i).id;
    const response = await admin.get(read.endpoint.path.replace(`:${read.param}`, String(id)));
    if (response.statusCode === 200) template = response.json<{ data: Record<string, unknown> }>().data;
  }
  // A new record (no path parameter) takes no unique value of the template (username, e-mail, code…).
  if (!w.endpoint.path.includes(':')) for (const field of UNIQUE_FIELDS) delete template[field];
  const body = w.endpoint.body ? withChangedText(w.endpoint.body, objectOf(w.endpoint.body, template)) : {};
  for (const target of bodyTargets) {
    const record = recordOf(target.kind, bodySide, i);
    body[target.field] = target.many ? [record.id] : record.id;
    named.push({ kind: target.kind, id: record.id });
  }
  // Body fields naming an unscoped record (`room_id`): only where the body needs one.
  const shape = shapeOf(w.endpoint.body) ?? {};
  for (const field of w.fixed.filter((f) => !w.endpoint.path.includes(`:${f}`)))
    if (!shape[field]?.safeParse(undefined).success) body[field] = fixtureIds[field];
  if (w.endpoint.body) {
    const parsed = w.endpoint.body.safeParse(body);
    if (!parsed.success)
      return `no valid body: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`;
  }
  return { method: w.endpoint.method, url, body, multipart: Boolean(w.endpoint.multipart), named };
}

async function send(client: Client, request: Request): Promise<LightMyRequestResponse> {
  probes += 1;
  if (request.multipart) {
    const fields = Object.fromEntries(Object.entries(request.body ?? {}).map(([k, v]) => [k, String(v)]));
    const form = multipartForm(fields, {
      name: 'file',
      filename: 'zq.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    return t.app.inject({
      method: request.method as 'POST',
      url: request.url,
      payload: form.payload,
      headers: { ...client.headers, ...form.headers },
    });
  }
  return t.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: client.headers,
    ...(request.body ? { payload: request.body } : {}),
  });
}

const ok = (status: number) => status >= 200 && status < 300;
const targetFields = (w: WriteEndpoint) => new Set(w.targets.map((x) => x.field));
/** A 400 naming a field that names the record: the write refused it (unknown to this caller). */
const refusedOnField = (w: WriteEndpoint, response: LightMyRequestResponse) =>
  response.statusCode === 400 && errorsOf(response).some((e) => targetFields(w).has(e.field.split('.')[0]!));

/** Aimed at a record the caller may not see: refused, and nothing the request names has changed. */
async function probeRefused(w: WriteEndpoint, variant: string, request: Request): Promise<void> {
  const before = await snapshot(request.named);
  const response = await send(scoped, request);
  note(w.key, `${variant.startsWith('outside') ? 'out' : 'moved out'} ${response.statusCode}`);
  const changed = changes(before, await snapshot(request.named));
  const find = (detail: string) => ({ endpoint: w.key, variant, detail });
  // A record of no scoped kind (an office) that merely refers to one outside: nothing there changes.
  const ownKindScoped = w.targets.some((x) => x.where === 'path') || answerKind(w) !== undefined;
  if (ok(response.statusCode) && changed.length === 0 && !ownKindScoped)
    references.push(find(`accepted a reference to a record outside; nothing there changed`));
  else if (ok(response.statusCode)) leaks.push(find(`accepted (${response.statusCode})`));
  else if (changed.length > 0) leaks.push(find(`${response.statusCode} but changed ${changed.join(', ')}`));
  else if (response.statusCode === 400 && !refusedOnField(w, response))
    notProbed.push(find(`400 not on the record's field: ${response.body.slice(0, 300)}`));
  else if (![403, 404, 400].includes(response.statusCode))
    leaks.push(
      find(`answered ${response.statusCode}, not refused for scope: ${response.body.slice(0, 200)}`),
    );
}

async function probeWrite(w: WriteEndpoint): Promise<void> {
  const count = Math.max(...w.targets.map((x) => fx.records[x.kind.kind]!.inside.length));
  const hasPath = w.targets.some((x) => x.where === 'path');
  const hasBody = w.targets.some((x) => x.where === 'body');
  const mark = await trailMark();
  const variants: { label: string; path: Side; body: Side }[] = [
    { label: 'outside', path: 'outside', body: 'outside' },
    ...(hasPath && hasBody
      ? [{ label: 'inside record, outside fields', path: 'inside', body: 'outside' } as const]
      : []),
  ];
  for (const variant of variants)
    for (let i = 0; i < count; i += 1) {
      const request = await build(w, variant.path, variant.body, i);
      if (typeof request === 'string')
        notProbed.push({ endpoint: w.key, variant: variant.label, detail: request });
      else await probeRefused(w, `${variant.label} #${i}`, request);
    }
  // Inside: not refused for scope for at least one record of the kind (a registration endpoint
  // answers 404 for an account that is no registration), unless the record is gone already.
  const refusals: string[] = [];
  let accepted = false;
  for (let i = 0; i < count; i += 1) {
    const request = await build(w, 'inside', 'inside', i);
    if (typeof request === 'string') {
      notProbed.push({ endpoint: w.key, variant: `inside #${i}`, detail: request });
      continue;
    }
    const exists = [...(await snapshot(request.named.slice(0, 1))).values()].some((s) =>
      s.startsWith('200 '),
    );
    const response = await send(scoped, request);
    note(w.key, `in ${response.statusCode}`);
    if (response.statusCode === 400 && !refusedOnField(w, response))
      notProbed.push({
        endpoint: w.key,
        variant: `inside #${i}`,
        detail: `400: ${response.body.slice(0, 300)}`,
      });
    else if ([403, 404, 400].includes(response.statusCode)) {
      if (exists) refusals.push(`#${i} ${response.statusCode} ${response.body.slice(0, 200)}`);
    } else accepted = true;
  }
  if (!accepted && refusals.length > 0)
    refusedInside.push({ endpoint: w.key, variant: 'inside', detail: refusals.join(' | ') });
  const touched = await outsideTrailSince(mark);
  if (touched.length > 0)
    leaks.push({
      endpoint: w.key,
      variant: 'any',
      detail: `trail of records outside: ${touched.join(', ')}`,
    });
}

// --- the audit trail: which records an endpoint's probes wrote ---------------------------------------

const trailMark = async () =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select coalesce(max(id), 0)::float8 as n from audit_log`),
  )[0]!.n;

/** Records outside the scope with a trail entry after `mark` (`kind:id`). */
async function outsideTrailSince(mark: number): Promise<string[]> {
  const outside = new Set(allOutside().map(({ kind, id }) => `${kind.kind}:${id}`));
  const rows = rowsOf<{ entity: string; entity_id: string }>(
    await t.database.db.execute(sql`select entity, entity_id from audit_log where id > ${mark}`),
  );
  return rows.map((r) => `${r.entity}:${r.entity_id}`).filter((key) => outside.has(key));
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.endpoint} [${f.variant}] ${f.detail}`).join('\n');

describe('data scope write probes', () => {
  it('finds the writes naming a scoped record', () => {
    expect(probed.length).toBeGreaterThan(20);
  });

  it('an account limited to area A changes nothing in area B, and is not refused in area A', async () => {
    // Each endpoint's probes are checked against the audit trail of every record outside (cheap); what
    // the super user reads of those records is compared once, over all the probes (what the trail
    // would not show).
    const outsideBefore = await snapshot(allOutside());
    for (const w of probed) await probeWrite(w);
    const changed = changes(outsideBefore, await snapshot(allOutside()));
    if (changed.length > 0)
      leaks.push({
        endpoint: 'all probes',
        variant: 'any',
        detail: `records outside changed: ${changed.join(', ')}`,
      });
    expect(leaks, `writes outside the scope:\n${report(leaks)}`).toEqual([]);
    expect(refusedInside, `refused inside the scope:\n${report(refusedInside)}`).toEqual([]);
  }, 300_000);
});
