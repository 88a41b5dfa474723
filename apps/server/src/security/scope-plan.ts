import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import * as contract from '@kenh/contract';
import {
  FILE_DOWNLOAD_PATH,
  SIGNED_IN,
  type Endpoint,
  type PermissionCode,
  type PermissionRequirement,
} from '@kenh/contract';
import { registeredRoutes } from '../platform/http/route-guard.js';
import type { TestApp } from '../testing/test-app.js';
import {
  INSIDE_MARK,
  OUTSIDE_MARK,
  RECORD_KINDS,
  UNSCOPED_SCHEMAS,
  type RecordKind,
  type ScopeFixtures,
} from './record-kinds.js';
import { isArraySchema, schemaContains, valuesAt } from './scope-zod.js';
import { shapeOf, unwrap } from './zod-introspect.js';

/**
 * The plan of the scope probes, derived from the contract and the route table: which endpoint reads
 * which record kind, how to call it inside and outside the scope, and how to read the answer.
 */

export interface ReadEndpoint {
  key: string;
  endpoint: Endpoint;
  kinds: RecordKind[];
  /** The response also carries records of a kind that is readable company-wide on purpose. */
  unscoped: string[];
  pathFields: string[];
  queryFields: Record<string, z.ZodType>;
  /** Query (GET) or JSON body (other methods). */
  inBody: boolean;
}

export interface BinaryRoute {
  key: string;
  method: string;
  url: string;
  permission: PermissionRequirement | null;
}

const HISTORY_KEY = 'GET /platform/api/history/:entity/:id';
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** Every endpoint of every `<module>Api` object the contract exports. */
export function contractEndpoints(): { key: string; endpoint: Endpoint }[] {
  const found: { key: string; endpoint: Endpoint }[] = [];
  for (const [name, group] of Object.entries(contract)) {
    if (!name.endsWith('Api') || typeof group !== 'object' || group === null) continue;
    for (const value of Object.values(group as Record<string, unknown>)) {
      const e = value as Partial<Endpoint>;
      if (typeof e.method === 'string' && typeof e.path === 'string' && e.response)
        found.push({ key: `${e.method} ${e.path}`, endpoint: e as Endpoint });
    }
  }
  return found;
}

/**
 * A read: any GET, or a POST that lists (paged body, or a `get_…` / `list…` path). Other POST, PUT
 * and DELETE calls change data and are not probed here.
 */
export function isRead(endpoint: Endpoint): boolean {
  if (endpoint.method === 'GET') return true;
  if (endpoint.method !== 'POST' || endpoint.multipart) return false;
  const body = shapeOf(endpoint.body);
  if (body && ('page' in body || 'page_size' in body)) return true;
  return /\/(get_|list)[a-z_]*$/.test(endpoint.path);
}

export function readEndpoints(): ReadEndpoint[] {
  return contractEndpoints()
    .filter(({ key, endpoint }) => key !== HISTORY_KEY && isRead(endpoint))
    .map(({ key, endpoint }) => {
      const inBody = endpoint.method !== 'GET';
      return {
        key,
        endpoint,
        kinds: RECORD_KINDS.filter((k) => schemaContains(endpoint.response, new Set(k.schemas))),
        unscoped: UNSCOPED_SCHEMAS.filter((u) => schemaContains(endpoint.response, new Set(u.schemas))).map(
          (u) => u.name,
        ),
        pathFields: paramNames(endpoint.path),
        queryFields: shapeOf(inBody ? endpoint.body : endpoint.query) ?? {},
        inBody,
      };
    });
}

/** POST/PUT/DELETE endpoints answering a scoped record: writes, not probed (listed in the report). */
export function unprobedWrites(): string[] {
  return contractEndpoints()
    .filter(({ key, endpoint }) => key !== HISTORY_KEY && !isRead(endpoint))
    .filter(({ endpoint }) => RECORD_KINDS.some((k) => schemaContains(endpoint.response, new Set(k.schemas))))
    .map(({ key }) => key);
}

/** Plain routes (binary answers: Excel exports, templates) without path parameters. */
export function binaryRoutes(t: TestApp): BinaryRoute[] {
  const contractKeys = new Set(contractEndpoints().map((e) => e.key));
  return registeredRoutes(t.app)
    .filter((r) => !r.framework && !r.hidden && !r.contractEndpoint && r.url !== FILE_DOWNLOAD_PATH)
    .filter((r) => !r.url.includes(':'))
    .flatMap((r) =>
      r.method
        .split(',')
        .filter((m) => m === 'GET' || m === 'POST')
        .map((method) => ({
          key: `${method} ${r.url}`,
          method,
          url: r.url,
          permission: r.access.public ? null : r.access.permission,
        })),
    )
    .filter((r) => !contractKeys.has(r.key));
}

/** Every permission code the listed requirements name (the probed caller gets them all). */
export function codesOf(requirements: (PermissionRequirement | null | undefined)[]): PermissionCode[] {
  const codes = new Set<PermissionCode>();
  for (const requirement of requirements) {
    if (!requirement || requirement === SIGNED_IN) continue;
    for (const code of typeof requirement === 'string' ? [requirement] : requirement) codes.add(code);
  }
  return [...codes];
}

// --- requests -----------------------------------------------------------------------------------

export type Side = 'inside' | 'outside';

export interface Variant {
  label: string;
  /** The side whose record the request names, if any. */
  side?: Side;
  url: string;
  fields: Record<string, unknown>;
}

const kindOfField = (field: string) => RECORD_KINDS.find((k) => k.fields.includes(field));

/**
 * The requests probing one read endpoint. With path parameters: one request per record of the
 * kind the path names, inside and outside. Without: the plain call, a search for the outside mark,
 * and each filter naming a scoped record set to the outside and to the inside record.
 * Null when a path parameter names nothing the fixtures know (a gap, reported).
 */
export function variantsOf(read: ReadEndpoint, fx: ScopeFixtures): Variant[] | null {
  const extra = { ...fx.extraFields['*'], ...fx.extraFields[read.key] };
  // `id`/`ids` name the record the answer is (GET …/staff/:id), or the one kind a list carries.
  const top = unwrap(read.endpoint.response);
  const idKind =
    read.kinds.find((k) => k.schemas.includes(top)) ?? (read.kinds.length === 1 ? read.kinds[0] : undefined);
  const kindFor = (field: string) =>
    kindOfField(field) ?? (field === 'id' || field === 'ids' ? idKind : undefined);
  const base: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(extra)) if (field in read.queryFields) base[field] = value;
  const encode = (id: number, schema?: z.ZodType) => (schema && isArraySchema(schema) ? [id] : id);
  const request = read.inBody ? read.endpoint.body : read.endpoint.query;
  const valid = (fields: Record<string, unknown>) => !request || request.safeParse(fields).success;
  // The largest page the endpoint accepts, so that paging never hides a record.
  if ('page_size' in read.queryFields)
    base.page_size = [200, 100, 50].find((n) => read.queryFields.page_size!.safeParse(n).success) ?? 20;

  if (read.pathFields.length > 0) {
    const fixed = read.pathFields.filter((f) => f in extra);
    const named = read.pathFields.filter((f) => !(f in extra));
    const kinds = named.map(kindFor);
    if (kinds.some((k) => k === undefined)) return null;
    if (named.length === 0) {
      let url = read.endpoint.path;
      for (const f of fixed) url = url.replace(`:${f}`, String(extra[f]));
      return [{ label: 'fixed', url, fields: base }];
    }
    const variants: Variant[] = [];
    for (const side of ['inside', 'outside'] as const) {
      const count = Math.max(...kinds.map((k) => fx.records[k!.kind]?.[side].length ?? 0));
      for (let i = 0; i < count; i += 1) {
        let url = read.endpoint.path;
        for (const f of fixed) url = url.replace(`:${f}`, String(extra[f]));
        for (const [j, f] of named.entries()) {
          const records = fx.records[kinds[j]!.kind]![side];
          url = url.replace(`:${f}`, String(records[Math.min(i, records.length - 1)]!.id));
        }
        variants.push({ label: `${side} #${i}`, side, url, fields: base });
      }
    }
    return variants;
  }

  const variants: Variant[] = [];
  if (valid(base)) variants.push({ label: 'plain', url: read.endpoint.path, fields: base });
  if ('search' in read.queryFields && valid({ ...base, search: OUTSIDE_MARK }))
    variants.push({ label: 'search', url: read.endpoint.path, fields: { ...base, search: OUTSIDE_MARK } });
  for (const [field, schema] of Object.entries(read.queryFields)) {
    const kind = kindFor(field);
    if (!kind || field in extra) continue;
    for (const side of ['inside', 'outside'] as const) {
      for (const record of fx.records[kind.kind]?.[side] ?? []) {
        variants.push({
          label: `${field}=${side}`,
          side,
          url: read.endpoint.path,
          fields: { ...base, [field]: encode(record.id, schema) },
        });
      }
    }
  }
  return variants.length > 0 ? variants : null;
}

export function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

// --- reading answers ----------------------------------------------------------------------------

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer as text: JSON as sent, a workbook as its cells' text. */
export async function textOf(response: LightMyRequestResponse): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith(XLSX)) return response.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
  return cells.join('\n');
}

/** The kinds whose marks appear in the text (`Zqoutstaff` → staff). */
export function marksIn(text: string, side: Side): string[] {
  const prefix = side === 'inside' ? INSIDE_MARK : OUTSIDE_MARK;
  return [...new Set([...text.matchAll(new RegExp(`${prefix}([a-z_]+)`, 'g'))].map((m) => m[1]!))];
}

/** The ids of each kind's records in a JSON answer, found where the kind's schemas sit. */
export function idsIn(read: ReadEndpoint, data: unknown): Map<RecordKind, Set<number>> {
  const ids = new Map<RecordKind, Set<number>>();
  for (const kind of read.kinds) {
    const values = valuesAt(read.endpoint.response, data, new Set(kind.schemas));
    ids.set(
      kind,
      new Set(
        values
          .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
          .map((v) => Number(kind.idOf(v))),
      ),
    );
  }
  return ids;
}
