import type { InjectOptions } from 'fastify';
import { multipartOf, queryString, samplePath, type RouteCase } from './route-cases.js';
import { fieldsOf, isIdField, sampleObject, type FieldInfo, type SampleOptions } from './zod-introspect.js';

export interface MalformedRequest {
  label: string;
  request: InjectOptions;
}

/** Beyond a PostgreSQL `integer` and up to the largest exact JavaScript integer. */
export const HUGE_IDS = [2_147_483_648, 4_294_967_296, 9_007_199_254_740_991];
const MEGABYTE_STRING = 'a'.repeat(1_000_000);
const NUL = 'a\u0000b';
const EMOJI = '😀🇻🇳 Kiểm tra 👨‍👩‍👧';
/** LIKE and SQL metacharacters for search and text fields. */
export const SQL_TEXT = ['%', '_', '\\', "'; drop table accounts; --", '%_\\%\'"'];
const BAD_DATES = ['2024-02-30', 'not-a-date', '99999-12-31', '2024-13-01T25:61:00Z'];
const DEPTH = 10_000;
/** Every route with input gets at least this many malformed requests. */
export const MIN_VARIANTS = 30;

/** Raw path segments (already percent-encoded): each replaces one path parameter. */
export const BAD_PATH_VALUES = [
  '1%00',
  '%00',
  ...HUGE_IDS.map(String),
  '-1',
  '0',
  '1.5',
  '0x10',
  'abc',
  '%F0%9F%98%80',
  "'%20or%201%3D1--",
  '%25',
  '_',
  '%5C',
  '__proto__',
  '%201',
];

/** The path values that matter most: NUL, beyond the integer column, not a number, SQL. */
const CORE_PATH_VALUES = [
  '1%00',
  '2147483648',
  '9007199254740991',
  'abc',
  '%F0%9F%98%80',
  "'%20or%201%3D1--",
];

/** Query-string junk any route must shrug off, whatever its schema. */
const JUNK_QUERIES = [
  '?__proto__[isSuperuser]=true',
  '?__proto__=1',
  '?constructor[prototype][isSuperuser]=true',
  '?a[b][c][d]=1',
  '?unknown_field=%00',
  '?%00=1',
  '?page=-1&page_size=100000',
  `?x=${'%5B'.repeat(200)}`,
  '?search=%00',
  '?search=%25%5F%5C',
  '?id=2147483648',
  '?id=9007199254740991',
  '?page=abc&page_size=%F0%9F%98%80',
];

/** Stands for a 10 000-level value inside a field; spliced in as text (too deep to stringify). */
const DEEP_MARK = '\u0001deep-value\u0001';
const deepValueJson = () => '{"a":['.repeat(DEPTH / 2) + '1' + ']}'.repeat(DEPTH / 2);
const toJson = (body: unknown) => JSON.stringify(body).replace(JSON.stringify(DEEP_MARK), deepValueJson);

/** Values of the wrong type for a field of this kind (numbers as strings included). */
function wrongTypes(field: FieldInfo): unknown[] {
  switch (field.kind) {
    case 'string':
      return [12345, { a: 1 }];
    case 'number':
      return ['abc', '1', true];
    case 'boolean':
      return ['yes', 1];
    case 'enum':
      return ['khong-co', 7];
    case 'array':
      return ['x', [{ a: 1 }]];
    case 'object':
    case 'record':
      return [[], 'x'];
    case 'date':
      return [12345, BAD_DATES[0]];
    case 'other':
      return [{ a: 1 }, 12345];
  }
}

const isTextField = (f: FieldInfo) =>
  f.kind === 'string' || (f.kind === 'array' && f.elementKind === 'string');
const isDateField = (f: FieldInfo) => f.kind === 'date' || /date|_at$|_from$|_to$|birth|day/.test(f.name);
const isSearchField = (f: FieldInfo) => /search|keyword|^q$|name$/.test(f.name);

/**
 * Per-field values for JSON bodies and queries: wrong types, null, huge ids, NUL, emoji, SQL/LIKE
 * text, invalid dates. Wide schemas (staff records have ~40 fields) get one of each kind per field,
 * rotating, so every field is hit without thousands of requests per route.
 */
function fieldVariants(fields: FieldInfo[]): { label: string; field: string; value: unknown }[] {
  const variants: { label: string; field: string; value: unknown }[] = [];
  const add = (field: FieldInfo, label: string, value: unknown) =>
    variants.push({ label: `${field.name}: ${label}`, field: field.name, value });
  const wide = fields.length > 8;
  const rotate = <T>(values: T[], index: number): T[] => (wide ? [values[index % values.length]!] : values);
  let megabyteSent = false;
  for (const [index, field] of fields.entries()) {
    const wrap = (v: unknown) => (field.kind === 'array' ? [v] : v);
    rotate(wrongTypes(field), index).forEach((value, i) => add(field, `wrong type #${i + 1}`, value));
    if (field.required) add(field, 'null', null);
    if (isIdField(field.name, field.schema)) {
      for (const id of [HUGE_IDS[0]!, HUGE_IDS[2]!]) add(field, `id ${id}`, wrap(id));
      rotate([-1, '1', 1.5], index).forEach((id) => add(field, `id ${JSON.stringify(id)}`, wrap(id)));
    }
    if (isTextField(field)) {
      add(field, 'NUL byte', wrap(NUL));
      if (!megabyteSent) add(field, '1 MB string', wrap(MEGABYTE_STRING));
      megabyteSent = true;
      const hostile = isSearchField(field) ? [EMOJI, ...SQL_TEXT] : rotate([EMOJI, SQL_TEXT[3]!], index);
      hostile.forEach((v) => add(field, v === EMOJI ? 'emoji' : `SQL/LIKE ${JSON.stringify(v)}`, wrap(v)));
    }
    if (isDateField(field)) rotate(BAD_DATES, index).forEach((d) => add(field, `invalid date ${d}`, d));
  }
  return variants;
}

const without = (values: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => k !== key));

const json = (payload: string, contentType = 'application/json') => ({
  payload,
  headers: { 'content-type': contentType },
});

/** Whole-body abuse for a route that reads a JSON body. */
function bodyJunk(sample: Record<string, unknown>): { label: string; payload: string; type?: string }[] {
  const sampleJson = JSON.stringify(sample).slice(1, -1);
  const withSample = (extra: string) => `{${sampleJson}${sampleJson ? ',' : ''}${extra}}`;
  return [
    { label: 'broken JSON', payload: '{"a":' },
    { label: 'trailing garbage', payload: `${JSON.stringify(sample)}}}` },
    { label: 'empty body', payload: '' },
    { label: 'null body', payload: 'null' },
    { label: 'array instead of object', payload: '[]' },
    { label: 'array of the sample', payload: `[${JSON.stringify(sample)}]` },
    { label: 'string body', payload: '"x"' },
    { label: 'number body', payload: '123' },
    { label: '__proto__ key', payload: withSample('"__proto__":{"isSuperuser":true,"is_superuser":true}') },
    { label: 'constructor key', payload: withSample('"constructor":{"prototype":{"isSuperuser":true}}') },
    { label: 'NUL key', payload: withSample('"a\\u0000b":1') },
    { label: 'text/plain', payload: JSON.stringify(sample), type: 'text/plain' },
    { label: 'form-urlencoded', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { label: 'xml', payload: '<a>1</a>', type: 'application/xml' },
    {
      label: 'multipart garbage',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\u0001garbage',
      type: 'multipart/form-data; boundary=x',
    },
    { label: 'multipart without boundary', payload: 'garbage', type: 'multipart/form-data' },
    {
      label: 'JSON with a bogus charset',
      payload: JSON.stringify(sample),
      type: 'application/json; charset=utf-99',
    },
  ];
}

/**
 * At least 30 malformed requests for one route, generated from its zod schemas: bad path
 * parameters, query fields of the wrong type or with hostile text, missing required fields, and
 * bodies that are broken, deep, huge, of the wrong content type or not objects at all.
 */
export function malformedRequests(route: RouteCase, options: SampleOptions = {}): MalformedRequest[] {
  const method = route.method as InjectOptions['method'];
  const path = samplePath(route, options);
  const sampleQuery = route.query ? sampleObject(route.query, options) : {};
  const query = queryString(sampleQuery);
  const sampleBody = route.body ? sampleObject(route.body, options) : {};
  const hasBody =
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && (route.body || route.multipart);
  const bodyPart = (body: Record<string, unknown>): Partial<InjectOptions> => {
    if (!hasBody) return {};
    if (route.multipart) {
      const fields = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, v === DEEP_MARK ? deepValueJson() : v]),
      );
      const form = multipartOf(fields);
      return { payload: form.payload, headers: form.headers };
    }
    return { payload: toJson(body), headers: { 'content-type': 'application/json' } };
  };
  const out: MalformedRequest[] = [];
  const push = (label: string, request: Omit<InjectOptions, 'method'>) =>
    out.push({ label, request: { method, ...request } });

  // Path parameters, one at a time (routes that also read a body: the core few).
  const pathValues = hasBody ? CORE_PATH_VALUES : BAD_PATH_VALUES;
  for (const name of route.paramNames) {
    for (const value of pathValues)
      push(`:${name} = ${value}`, {
        url: samplePath(route, options, { [name]: value }) + query,
        ...bodyPart(sampleBody),
      });
  }

  // Query fields.
  const queryFields = fieldsOf(route.query);
  for (const v of fieldVariants(queryFields)) {
    const values = { ...sampleQuery, [v.field]: v.value };
    const text =
      typeof v.value === 'object' && v.value !== null && !Array.isArray(v.value)
        ? `${queryString(sampleQuery)}${Object.keys(sampleQuery).length ? '&' : '?'}${v.field}[a]=1`
        : queryString(values);
    push(`query ${v.label}`, { url: path + text, ...bodyPart(sampleBody) });
  }
  for (const field of queryFields.filter((f) => f.required)) {
    const rest = without(sampleQuery, field.name);
    push(`query without ${field.name}`, { url: path + queryString(rest), ...bodyPart(sampleBody) });
  }
  const junkQueries = hasBody ? JUNK_QUERIES.slice(0, 4) : JUNK_QUERIES;
  for (const junk of junkQueries)
    push(`query junk ${junk.slice(0, 40)}`, { url: path + junk, ...bodyPart(sampleBody) });

  // Body fields (JSON or multipart form fields).
  if (hasBody) {
    const url = path + query;
    const bodyFields = fieldsOf(route.body);
    for (const v of fieldVariants(bodyFields))
      push(`body ${v.label}`, { url, ...bodyPart({ ...sampleBody, [v.field]: v.value }) });
    for (const field of bodyFields.filter((f) => f.required)) {
      const rest = without(sampleBody, field.name);
      push(`body without ${field.name}`, { url, ...bodyPart(rest) });
    }
    if (route.multipart) {
      push('multipart: JSON instead', { url, payload: sampleBody });
      push('multipart: fields only, no file', { url, ...multipartAsRequest(sampleBody, false) });
    }
  }

  // Headers that must not matter.
  push('bogus Accept-Language', {
    url: path + query,
    ...bodyPart(sampleBody),
    headers: {
      ...(bodyPart(sampleBody).headers as Record<string, string> | undefined),
      'accept-language': '\u00ff'.repeat(50),
    },
  });

  // One 10 000-level value per route; the parser and validator are shared, so the kind rotates.
  const nested = fieldsOf(route.body).find((f) => ['object', 'record', 'array', 'other'].includes(f.kind));
  const deep = [
    { label: 'deep arrays', payload: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
    { label: 'deep objects', payload: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH) },
    ...(hasBody && nested && !route.multipart
      ? [
          {
            label: `${nested.name}: 10 000 levels`,
            payload: toJson({ ...sampleBody, [nested.name]: DEEP_MARK }),
          },
        ]
      : []),
  ];
  const pick = deep[[...route.key].reduce((h, c) => h + c.charCodeAt(0), 0) % deep.length]!;
  push(`body ${pick.label}`, { url: path + query, ...json(pick.payload) });

  // Whole bodies that are broken or of the wrong type: all of them where the route reads a body,
  // elsewhere (bodies a GET ignores) a few, or as many as it takes to reach MIN_VARIANTS.
  for (const [i, junk] of bodyJunk(sampleBody).entries()) {
    if (!hasBody && i >= 3 && out.length >= MIN_VARIANTS) break;
    push(`body ${junk.label}`, { url: path + query, ...json(junk.payload, junk.type) });
  }

  // Narrow routes (an upload without fields): the rest of the query junk makes up the number.
  for (const junk of JUNK_QUERIES.slice(junkQueries.length)) {
    if (out.length >= MIN_VARIANTS) break;
    push(`query junk ${junk.slice(0, 40)}`, { url: path + junk, ...bodyPart(sampleBody) });
  }
  return out;
}

function multipartAsRequest(fields: Record<string, unknown>, withFile: boolean): Partial<InjectOptions> {
  const form = multipartOf(fields, withFile);
  return { payload: form.payload, headers: form.headers };
}
