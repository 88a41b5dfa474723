import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Raised by the validator compiler; the error handler localises each issue. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('Request validation failed');
  }
}

/** A position in the request, linked to its parent, so walking a deep body stays linear. */
interface Step {
  key: PropertyKey;
  parent: Step | null;
}

function pathOf(step: Step | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where `data` holds a NUL character, in a string value or a key. PostgreSQL text cannot store NUL
 * (it fails with a 500 deep in the driver), and no field of this product has a use for it, so every
 * request part is refused up front. Iterative and linear in the size of the body (paths are built
 * only for what is found), so a deeply nested body can neither overflow the stack nor stall the
 * server.
 */
export function nulCharacterPaths(data: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: { value: unknown; at: Step | null }[] = [{ value: data, at: null }];
  while (pending.length > 0) {
    const { value, at } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(pathOf(at));
    } else if (typeof value === 'object' && value !== null) {
      const isArray = Array.isArray(value);
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) found.push(pathOf(at));
        else pending.push({ value: child, at: { key: isArray ? Number(key) : key, parent: at } });
      }
    }
  }
  return found;
}

function nulIssues(data: unknown): z.core.$ZodIssue[] {
  return nulCharacterPaths(data).map((path) => ({
    code: 'custom',
    path,
    message: 'validation.control_character',
    input: undefined,
  }));
}

/** For request parts no schema validates (multipart form fields): throws when one holds a NUL. */
export function refuseNulCharacters(data: unknown, part: string): void {
  const refused = nulIssues(data);
  if (refused.length > 0) throw new RequestValidationError(refused, part);
}

/** Like fastify-type-provider-zod's compiler, but keeps the raw issues (with input) for localisation. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body';
    const refused = nulIssues(data);
    if (refused.length > 0) return { error: new RequestValidationError(refused, part) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, part) };
  };
