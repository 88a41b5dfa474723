import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED_ENTITIES, PERMISSION_CODES, SIGNED_IN, type AuditedEntity } from '@kenh/contract';
import type { RecordAccessRegistry } from '../platform/records/record-access.js';
import { clientWith, setDataScope } from '../testing/access-grants.js';
import { superClient, type Client } from '../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../testing/test-app.js';
import { createScopeFixtures, OUTSIDE_MARK, RECORD_KINDS, type ScopeFixtures } from './record-kinds.js';
import {
  binaryRoutes,
  codesOf,
  idsIn,
  marksIn,
  queryString,
  readEndpoints,
  textOf,
  unprobedWrites,
  variantsOf,
  type BinaryRoute,
  type ReadEndpoint,
  type Variant,
} from './scope-plan.js';

/**
 * Issue 9 §2, "record and scope probes": an account restricted to one area reads nothing outside it
 * — by id, list, search, dropdown, export, history or file — and still reads everything inside it.
 * The endpoints come from the contract and the route table, the record kinds from record-kinds.ts,
 * so a new endpoint or kind is probed the day it is added.
 */

/** Kinds whose records are not narrowed by data scope: the caller's own, or super users only. */
const NOT_DATA_SCOPED: readonly AuditedEntity[] = ['notification', 'push_token'];

interface Finding {
  endpoint: string;
  variant: string;
  kind: string;
  detail: string;
}

let t: TestApp;
let records: RecordAccessRegistry;
let admin: Client;
let scoped: Client;
let fx: ScopeFixtures;
let reads: ReadEndpoint[];
let binaries: BinaryRoute[];
const leaks: Finding[] = [];
const missing: Finding[] = [];
const probes = new Map<string, number>();
const endpointsProbed = new Set<string>();
const gaps: string[] = [];

const count = (label: string) => probes.set(label, (probes.get(label) ?? 0) + 1);

beforeAll(async () => {
  t = await createTestApp({}, { extend: (_app, ctx) => void (records = ctx.records) });
  admin = await superClient(t);
  reads = readEndpoints();
  binaries = binaryRoutes(t);
  // The probed caller holds every code any probed route asks for, made before the fixtures so
  // that whatever they notify reaches it too.
  const codes = codesOf([...reads.map((r) => r.endpoint.permission), ...binaries.map((b) => b.permission)]);
  scoped = await clientWith(t, admin, codes);
  fx = await createScopeFixtures(t, admin);
  await setDataScope(admin, scoped.id, { area_ids: [fx.areaInside] });
}, 60_000);

afterAll(async () => {
  const lines = [...probes].map(([label, n]) => `  ${label}: ${n}`);
  const total = [...probes.values()].reduce((a, b) => a + b, 0);
  console.log(
    [
      `scope probes: ${total} probes over ${endpointsProbed.size} endpoints`,
      ...lines,
      ...(gaps.length > 0 ? ['gaps:', ...gaps.map((g) => `  ${g}`)] : []),
    ].join('\n'),
  );
  await t?.close();
});

async function send(client: Client, method: string, variant: Variant): Promise<LightMyRequestResponse> {
  if (method === 'GET') return client.get(`${variant.url}${queryString(variant.fields)}`);
  return t.app.inject({
    method: method as 'POST',
    url: variant.url,
    headers: client.headers,
    payload: variant.fields,
  });
}

const outsideIds = (kind: AuditedEntity) => new Set((fx.records[kind]?.outside ?? []).map((r) => r.id));
const insideIds = (kind: AuditedEntity) => new Set((fx.records[kind]?.inside ?? []).map((r) => r.id));

/** Compares the scoped caller's answer with the super user's for one request. */
async function probe(
  key: string,
  method: string,
  variant: Variant,
  read: ReadEndpoint | null,
  ownOnly: boolean,
): Promise<void> {
  const [asSuper, asScoped] = [await send(admin, method, variant), await send(scoped, method, variant)];
  if (asSuper.statusCode !== 200) {
    // A by-id call naming a record of another sort (an account that is no registration) is moot.
    if (!(asSuper.statusCode === 404 && variant.side))
      gaps.push(`${key} [${variant.label}]: the super user gets ${asSuper.statusCode}; not probed`);
    return;
  }
  endpointsProbed.add(key);
  for (const kind of read?.kinds.length ? read.kinds.map((k) => k.kind) : ['(text only)']) count(`${kind}`);
  const find = (kind: string, detail: string) => ({ endpoint: key, variant: variant.label, kind, detail });
  if (asScoped.statusCode !== 200) {
    if (variant.side !== 'outside' && !ownOnly)
      missing.push(find(read?.kinds[0]?.kind ?? '-', `refused inside the scope (${asScoped.statusCode})`));
    return;
  }
  const [superText, scopedText] = [await textOf(asSuper), await textOf(asScoped)];
  for (const kind of marksIn(scopedText, 'outside'))
    leaks.push(find(kind, `outside record's name in the answer`));
  if (!ownOnly)
    for (const kind of marksIn(superText, 'inside'))
      if (!marksIn(scopedText, 'inside').includes(kind))
        missing.push(find(kind, `inside record's name absent`));
  if (!read) return;
  const superIds = idsIn(read, asSuper.json<{ data: unknown }>().data);
  const scopedIds = idsIn(read, asScoped.json<{ data: unknown }>().data);
  for (const [kind, ids] of scopedIds) {
    for (const id of ids) if (outsideIds(kind.kind).has(id)) leaks.push(find(kind.kind, `id ${id}`));
    if (ownOnly) continue;
    for (const id of superIds.get(kind) ?? [])
      if (insideIds(kind.kind).has(id) && !ids.has(id))
        missing.push(find(kind.kind, `inside id ${id} absent`));
  }
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.endpoint} [${f.variant}] ${f.kind}: ${f.detail}`).join('\n');

describe('data scope probes', () => {
  it('has a fixture for every record kind that data scope narrows', async () => {
    // A rule that narrows by record refuses an id that names no record even to a caller holding
    // every code with no data scope; an 'unscoped' rule allows it.
    const everything = testCaller({ accountId: 2_000_000_000, permissions: PERMISSION_CODES });
    const narrowed: AuditedEntity[] = [];
    for (const entity of AUDITED_ENTITIES)
      if (!(await records.canRead(everything, entity, '2147483000'))) narrowed.push(entity);
    const withFixture = new Set(Object.keys(fx.records));
    const without = narrowed.filter((e) => !withFixture.has(e) && !NOT_DATA_SCOPED.includes(e));
    expect(without, `scoped record kinds without a fixture in record-kinds.ts`).toEqual([]);
    expect(RECORD_KINDS.map((k) => k.kind).filter((k) => !withFixture.has(k))).toEqual([]);
  });

  it('contract reads: nothing outside the area, everything inside', async () => {
    for (const read of reads) {
      const variants = variantsOf(read, fx);
      if (!variants) {
        if (read.pathFields.length > 0 && read.unscoped.length === 0)
          gaps.push(`${read.key}: a path id that names no record kind (its answer matches none either)`);
        else if (read.pathFields.length === 0)
          gaps.push(`${read.key}: needs input that names no record kind; not probed`);
        continue;
      }
      const ownOnly = read.endpoint.permission === SIGNED_IN;
      for (const variant of variants) await probe(read.key, read.endpoint.method, variant, read, ownOnly);
    }
    for (const kind of RECORD_KINDS)
      if (!reads.some((r) => r.kinds.includes(kind))) gaps.push(`kind ${kind.kind}: no endpoint returns it`);
    const writes = unprobedWrites();
    gaps.push(`${writes.length} writes answering a scoped record, not probed: ${writes.join(', ')}`);
    expect(leaks, `leaks:\n${report(leaks)}`).toEqual([]);
    expect(missing, `refused inside the scope:\n${report(missing)}`).toEqual([]);
  });

  it('exports and other plain routes: nothing outside the area', async () => {
    const [before, missingBefore] = [leaks.length, missing.length];
    for (const route of binaries) {
      const variants: Variant[] = [
        { label: 'plain', url: route.url, fields: {} },
        { label: 'search', url: route.url, fields: { search: OUTSIDE_MARK } },
        ...RECORD_KINDS.flatMap((kind) =>
          kind.fields.map((field): Variant => ({
            label: `${field}=outside`,
            side: 'outside',
            url: route.url,
            fields: { [field]: fx.records[kind.kind]!.outside[0]!.id },
          })),
        ),
      ];
      for (const variant of variants) await probe(route.key, route.method, variant, null, false);
    }
    expect(leaks.slice(before), `leaks:\n${report(leaks.slice(before))}`).toEqual([]);
    expect(missing.slice(missingBefore), `refused inside:\n${report(missing.slice(missingBefore))}`).toEqual(
      [],
    );
    // Every export runs once per record kind's field: the time grows with the kinds.
  }, 120_000);

  it('history and files: the record inside the area only', async () => {
    const [leaksBefore, missingBefore] = [leaks.length, missing.length];
    const findings: Finding[] = [];
    for (const [entity, fixture] of Object.entries(fx.records)) {
      for (const side of ['inside', 'outside'] as const) {
        for (const record of fixture[side]) {
          const urls = [
            { what: 'history', url: `/platform/api/history/${entity}/${record.id}` },
            ...record.fileIds.map((id) => ({
              what: 'file',
              url: `/platform/api/files/${encodeURIComponent(id)}`,
            })),
          ];
          for (const { what, url } of urls) {
            const [asSuper, asScoped] = [await admin.get(url), await scoped.get(url)];
            count(`${entity} ${what}`);
            endpointsProbed.add(
              what === 'history' ? 'GET /platform/api/history/:entity/:id' : 'GET /platform/api/files/:id',
            );
            if (asSuper.statusCode !== 200)
              findings.push({
                endpoint: url,
                variant: side,
                kind: entity,
                detail: `super user gets ${asSuper.statusCode}`,
              });
            else if (side === 'inside' && asScoped.statusCode !== 200)
              missing.push({
                endpoint: url,
                variant: side,
                kind: entity,
                detail: `refused (${asScoped.statusCode})`,
              });
            else if (side === 'outside' && asScoped.statusCode === 200)
              leaks.push({ endpoint: url, variant: side, kind: entity, detail: `${what} readable` });
          }
        }
      }
    }
    expect(findings, report(findings)).toEqual([]);
    expect(leaks.slice(leaksBefore), `leaks:\n${report(leaks.slice(leaksBefore))}`).toEqual([]);
    expect(missing.slice(missingBefore), `refused inside:\n${report(missing.slice(missingBefore))}`).toEqual(
      [],
    );
    // Every export runs once per record kind's field: the time grows with the kinds.
  }, 120_000);
});
