import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../http/app-error.js';
import { refuseNulCharacters } from '../http/request-validation-error.js';
import { multipartFailure } from './multipart-failure.js';

export interface FormInput {
  /** Text fields; JSON bodies give their own object. */
  raw: Record<string, unknown>;
  file: { filename: string; data: Buffer } | null;
}

/**
 * Reads a form sent as multipart (text fields plus an optional file in `fileField`, the other file
 * parts drained and ignored) or as a plain JSON body. A file over `maxBytes` is `tooLarge()`; a
 * form the multipart parser cannot read (no boundary, broken part headers, cut short) is a 400,
 * and so is a NUL character in a field — never a 500. The caller validates `raw` with its schema.
 */
export async function readForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; tooLarge: () => AppError },
): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    refuseNulCharacters(raw, 'body');
    return { raw, file: null };
  }
  const raw: Record<string, string> = {};
  let file: FormInput['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === options.fileField && data.length > 0) file = { filename: part.filename, data };
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, options.tooLarge);
  }
  refuseNulCharacters(raw, 'body');
  return { raw, file };
}
