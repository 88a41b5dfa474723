import type { z } from 'zod';
import { id as idScalar } from '@kenh/contract';

/**
 * Just enough of zod 4's internal definitions (`schema._zod.def`) to walk a contract schema: the
 * wrappers to look through, an object's fields and what kind of value each one takes. Only the
 * security generators read schemas this way; everything else uses the schemas as schemas.
 */
export interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  format?: string;
}

export const defOf = (schema: z.ZodType): Def => schema._zod.def;

export type FieldKind =
  'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'record' | 'date' | 'other';

export interface FieldInfo {
  name: string;
  kind: FieldKind;
  /** The request is invalid without it (no default, not optional). */
  required: boolean;
  /** The field's schema with optional/nullable/default/preprocess wrappers removed. */
  schema: z.ZodType;
  /** For arrays: the kind of one element. */
  elementKind?: FieldKind;
}

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

/** The schema under optional/nullable/default/preprocess/lazy wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      // z.preprocess(fn, s) is pipe(transform, s); a .transform() is pipe(s, transform).
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

export function kindOf(schema: z.ZodType): FieldKind {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return 'string';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
    case 'literal':
      return 'enum';
    case 'array':
    case 'tuple':
    case 'set':
      return 'array';
    case 'object':
    case 'intersection':
      return 'object';
    case 'record':
    case 'map':
      return 'record';
    case 'date':
      return 'date';
    case 'union': {
      const kinds = new Set((def.options ?? []).map(kindOf));
      return kinds.size === 1 ? [...kinds][0]! : 'other';
    }
    default:
      return 'other';
  }
}

/** The fields of an object schema (unions: their first option; intersections: both sides). */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape;
  if (def.type === 'intersection' && def.left && def.right)
    return { ...shapeOf(def.left), ...shapeOf(def.right) };
  if (def.type === 'union' && def.options?.[0]) return shapeOf(def.options[0]);
  return undefined;
}

export function fieldsOf(schema: z.ZodType | undefined): FieldInfo[] {
  const shape = shapeOf(schema);
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => {
    const inner = unwrap(field);
    const kind = kindOf(inner);
    const def = defOf(inner);
    return {
      name,
      kind,
      required: field._zod.optin === undefined,
      schema: inner,
      ...(kind === 'array' && def.element ? { elementKind: kindOf(def.element) } : {}),
    };
  });
}

/** Ids in this code base: the contract's `id` scalar, or named `id`, `*_id`, `*_ids`, `ids`. */
export function isIdField(name: string, schema?: z.ZodType): boolean {
  if (/(^|_)ids?$/.test(name)) return true;
  if (!schema) return false;
  const inner = unwrap(schema);
  const element = defOf(inner).element;
  return inner === idScalar || (element !== undefined && unwrap(element) === idScalar);
}

const STRING_CANDIDATES = [
  'Kiểm tra',
  'kiem.tra@example.vn',
  '0912345678',
  '2024-01-15',
  '2024-01-15T08:00:00.000Z',
  'ABC123',
  '01',
  '1',
  'AD',
  'a',
];

export interface SampleOptions {
  /** Value for id-like fields (default 1). */
  id?: number;
  /** Values for fields of these names, wherever they occur (e.g. real credentials). */
  values?: Record<string, unknown>;
}

/** A value the schema accepts when one of a few plain guesses fits; otherwise a plausible one. */
export function sampleValue(schema: z.ZodType, name = '', options: SampleOptions = {}): unknown {
  if (options.values && Object.hasOwn(options.values, name)) return options.values[name];
  const id = options.id ?? 1;
  const inner = unwrap(schema);
  const def = defOf(inner);
  const firstValid = (candidates: unknown[]) =>
    candidates.find((c) => inner.safeParse(c).success) ?? candidates[0];
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return firstValid(isIdField(name, inner) ? [String(id), ...STRING_CANDIDATES] : STRING_CANDIDATES);
    case 'number':
    case 'int':
      return firstValid(isIdField(name, inner) ? [id, 1, 0] : [1, 0, 1000, 2024]);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
    case 'set':
      return def.element ? [sampleValue(def.element, name, options)] : [];
    case 'tuple':
      return ((def as { items?: z.ZodType[] }).items ?? []).map((item) => sampleValue(item, name, options));
    case 'object':
    case 'intersection':
      return sampleObject(inner, options);
    case 'record':
    case 'map':
      return {};
    case 'date':
      return '2024-01-15';
    case 'union':
      return def.options?.[0] ? sampleValue(def.options[0], name, options) : null;
    default:
      return 'x';
  }
}

/** A valid-looking object: the required fields, or every field when that is what parses. */
export function sampleObject(schema: z.ZodType, options: SampleOptions = {}): Record<string, unknown> {
  const fields = fieldsOf(schema);
  const build = (all: boolean) =>
    Object.fromEntries(
      fields
        .filter((f) => all || f.required)
        .map((f) => [f.name, sampleValue(f.schema, f.name, options)] as const),
    );
  const required = build(false);
  if (schema.safeParse(required).success) return required;
  const full = build(true);
  return schema.safeParse(full).success ? full : required;
}

/** Query-string or path form of a sample value (arrays repeat the key). */
export function asStrings(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(asStrings);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return [String(value)];
  return [JSON.stringify(value)];
}
