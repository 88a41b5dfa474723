import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/** Dates leave the server as ISO strings; the contract types them as strings. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v);
    return out;
  }
  return value;
}

/**
 * Responses are parsed with the contract's schema before they are sent: unknown fields (a password
 * hash, an internal flag) are stripped, and a response that breaks the contract is a 500, not a leak.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(plain(data)));
