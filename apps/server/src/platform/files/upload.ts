import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error.js';
import { refuseNulCharacters } from '../http/request-validation-error.js';
import { multipartFailure } from './multipart-failure.js';

export interface Upload {
  /** The name the client gave the file (untrusted: used only as a display/download name). */
  filename: string;
  data: Buffer;
  /** Plain form fields sent before the file part. */
  fields: Record<string, string>;
}

const fileTooLarge = () => new AppError(413, 'error.file_too_large');

/**
 * Reads the one file part of a multipart/form-data request into memory, refusing more than
 * `limitBytes` (default: the configured upload limit) with 413 `error.file_too_large`, a request
 * that is not multipart with 415, a request without a file with 400 `error.file_missing`, and a
 * body the multipart parser cannot read (no boundary, broken part headers) with 400.
 */
export async function readFileUpload(request: FastifyRequest, limitBytes?: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'error.unsupported_media');
  try {
    const part = await request.file({
      limits: {
        files: 1,
        fields: 20,
        parts: 21,
        fieldSize: 64 * 1024,
        ...(limitBytes ? { fileSize: limitBytes } : {}),
      },
      throwFileSizeLimit: true,
    });
    if (!part) throw badRequest('error.file_missing');
    const data = await part.toBuffer();
    if (data.length === 0) throw badRequest('error.file_missing');
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    refuseNulCharacters(fields, 'body');
    return { filename: part.filename, data, fields };
  } catch (error) {
    throw multipartFailure(error, fileTooLarge);
  }
}
