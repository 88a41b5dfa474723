import { AppError, badRequest } from '../http/app-error.js';

const LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * What a failure while reading a multipart body means for the client: a limit reached is
 * `tooLarge()` (413); the parser's own errors ("Boundary not found", a part cut short) carry no
 * status and mean the body is malformed (400), never a 500; anything else passes through.
 */
export function multipartFailure(error: unknown, tooLarge: () => AppError): unknown {
  if (LIMIT_CODES.has(String((error as { code?: unknown }).code))) return tooLarge();
  if (error instanceof AppError) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') return badRequest();
  return error;
}
