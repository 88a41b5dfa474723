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

/**
 * Where `data` holds a NUL character, in a string value or a key. PostgreSQL text cannot store NUL
 * (it fails with a 500 deep in the driver), and no field of this product has a use for it, so every
 * request part is refused up front. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function nulCharacterPaths(data: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) found.push(path);
        else pending.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
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
