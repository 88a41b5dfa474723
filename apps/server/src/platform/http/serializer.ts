import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Dates leave the server as ISO strings; the contract types them as strings. Runs over every answer,
 * so it copies only what holds a Date and walks keys without allocating entry pairs (the
 * `Object.entries` copy of every object was the server's largest own cost under list load).
 */
export function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const converted = plain(item);
      if (converted !== item) (out ??= value.slice())[i] = converted;
    }
    return out ?? value;
  }
  const source = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const item = source[key];
    const converted = plain(item);
    if (converted !== item) (out ??= { ...source })[key] = converted;
  }
  return out ?? value;
}

/**
 * Responses are parsed with the contract's schema before they are sent: unknown fields (a password
 * hash, an internal flag) are stripped, and a response that breaks the contract is a 500, not a leak.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(plain(data)));
