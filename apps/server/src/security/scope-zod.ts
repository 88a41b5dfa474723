import type { z } from 'zod';
import { defOf, unwrap } from './zod-introspect.js';

/**
 * Walks a response schema to find where a record schema sits, and a response value alongside it to
 * pick those records out (zod internals through zod-introspect.ts).
 */

/** The schemas directly under one node (what a value of this node may contain). */
function children(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.values(def.shape ?? {});
    case 'array':
    case 'set':
      return def.element ? [def.element] : [];
    case 'tuple':
      return def.items ?? [];
    case 'union':
      return def.options ?? [];
    case 'intersection':
      return [def.left, def.right].filter((s): s is z.ZodType => s !== undefined);
    case 'record':
    case 'map':
      return def.valueType ? [def.valueType] : [];
    case 'pipe':
      return [def.in, def.out].filter((s): s is z.ZodType => s !== undefined);
    case 'lazy':
      return def.getter ? [def.getter()] : [];
    default:
      return def.innerType ? [def.innerType] : [];
  }
}

/** True when `target` occurs anywhere in `schema` (objects, arrays, pages, unions, wrappers, lazies). */
export function schemaContains(schema: z.ZodType, target: ReadonlySet<z.ZodType>): boolean {
  const seen = new Set<z.ZodType>();
  const stack = [schema];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (target.has(node)) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...children(node));
  }
  return false;
}

export const isArraySchema = (schema: z.ZodType) => defOf(unwrap(schema)).type === 'array';

/**
 * Every value in `value` that sits at a node of `target` in `schema`, walking both together (a
 * union tries each option; lazies are followed as deep as the value goes).
 */
export function valuesAt(schema: z.ZodType, value: unknown, target: ReadonlySet<z.ZodType>): unknown[] {
  const found: unknown[] = [];
  const visit = (node: z.ZodType, v: unknown): void => {
    if (v === null || v === undefined) return;
    if (target.has(node)) {
      found.push(v);
      return;
    }
    const def = defOf(node);
    switch (def.type) {
      case 'object':
        if (typeof v === 'object' && !Array.isArray(v))
          for (const [key, field] of Object.entries(def.shape ?? {}))
            visit(field, (v as Record<string, unknown>)[key]);
        return;
      case 'array':
      case 'set':
        if (Array.isArray(v) && def.element) for (const item of v) visit(def.element, item);
        return;
      case 'record':
        if (typeof v === 'object' && def.valueType)
          for (const item of Object.values(v)) visit(def.valueType, item);
        return;
      default:
        for (const child of children(node)) visit(child, v);
    }
  };
  visit(schema, value);
  return [...new Set(found)];
}
