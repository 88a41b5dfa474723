import type { z } from 'zod';
import { todayInVietnam } from '@kenh/contract';
import { shapeOf } from './zod-introspect.js';

/**
 * Plausible valid request bodies for the write probes, from an endpoint's zod schema: each required
 * field takes the template record's value when the field accepts it, or else the first of a few
 * candidate values its schema accepts. Optional fields are left out.
 */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => schema._zod.def;

let seq = 0;

/** Text candidates, tried in order against the field's schema (lengths, formats, patterns). */
function textCandidates(): string[] {
  seq += 1;
  const u = `${Date.now().toString(36)}${seq}`;
  return [`Zqw${u}`, `zqw${u}@example.com`, '0912345678', todayInVietnam(), 'Mat-khau-123A', '01', 'AD'];
}

/** One value the schema accepts, or undefined when none of the candidates fits. */
export function sampleOf(schema: z.ZodType): unknown {
  const fits = (value: unknown) => schema.safeParse(value).success;
  const def = defOf(schema);
  const first = (values: unknown[]) => values.find((v) => v !== undefined && fits(v));
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? first([sampleOf(def.innerType)]) : undefined;
    case 'pipe':
      return first([
        def.in && defOf(def.in).type !== 'transform' ? sampleOf(def.in) : undefined,
        def.out ? sampleOf(def.out) : undefined,
      ]);
    case 'object':
    case 'intersection':
      return first([objectOf(schema, {})]);
    case 'array':
      return first([[], def.element ? [sampleOf(def.element)] : undefined]);
    case 'union':
      return first((def.options ?? []).map(sampleOf));
    case 'enum':
      return first(Object.values(def.entries ?? {}));
    case 'literal':
      return first(def.values ?? []);
    case 'boolean':
      return true;
    case 'number':
    case 'int':
      return first([1, 1_000_000, 0, 100]);
    case 'record':
      return first([{}]);
    default:
      return first([...textCandidates(), 1, true]);
  }
}

/**
 * An object for `schema`: the template's value where the field accepts it, else a sample for each
 * field that cannot be left out.
 */
export function objectOf(schema: z.ZodType, template: Record<string, unknown>): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  const out: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const value = template[field];
    if (value !== undefined && fieldSchema.safeParse(value).success) out[field] = value;
    else if (!fieldSchema.safeParse(undefined).success) out[field] = sampleOf(fieldSchema);
  }
  return out;
}

/** Fields a new record may not share with the template (unique per record). */
export const UNIQUE_FIELDS = ['username', 'email', 'phone', 'id_number', 'code', 'tax_code', 'name'] as const;

/** The first field of these the body has as text: changing it makes a write visible. */
export const TEXT_FIELDS = ['note', 'description', 'fullname', 'name', 'reason'] as const;

export function withChangedText(
  schema: z.ZodType | undefined,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  seq += 1;
  for (const field of TEXT_FIELDS) {
    const value = `Zqw changed ${seq}`;
    if (field in shape && shape[field]!.safeParse(value).success) return { ...body, [field]: value };
  }
  return body;
}
