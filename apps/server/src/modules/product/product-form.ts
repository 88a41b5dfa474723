import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@kenh/contract';
import { detectFileType } from '../../platform/files/index.js';
import { multipartFailure } from '../../platform/files/multipart-failure.js';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import { refuseNulCharacters, RequestValidationError } from '../../platform/http/request-validation-error.js';

export interface ImageUpload {
  filename: string;
  data: Buffer;
}

const imageTooLarge = () => new AppError(413, 'product.image_too_large');

/** JPEG, PNG or WebP by their bytes (the name and the claimed type are not trusted). */
export function checkImage(image: ImageUpload): void {
  if (image.data.length > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge();
  const mime = detectFileType(image.data);
  if (!mime || !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(mime)) {
    throw new AppError(415, 'product.image_type');
  }
}

/**
 * A product (or variant) form: multipart with the JSON body in a `payload` field and image files
 * in `fileField` parts, or a plain JSON body without images. The payload is validated with
 * `schema` (400 with field errors), each image checked for type and size (415, 413).
 */
export async function readProductForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileField: 'images' | 'image',
): Promise<{ input: z.output<S>; images: ImageUpload[] }> {
  let raw: unknown = request.body;
  const images: ImageUpload[] = [];
  if (request.isMultipart()) {
    raw = undefined;
    try {
      const parts = request.parts({
        limits: {
          fileSize: PRODUCT_IMAGE_MAX_BYTES,
          files: MAX_PRODUCT_IMAGES,
          fields: 5,
          parts: MAX_PRODUCT_IMAGES + 5,
          fieldSize: 1024 * 1024,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === fileField && data.length > 0) images.push({ filename: part.filename, data });
        } else if (part.fieldname === 'payload' && typeof part.value === 'string') {
          raw = parsePayload(part.value);
        }
      }
    } catch (error) {
      throw multipartFailure(error, imageTooLarge);
    }
  }
  refuseNulCharacters(raw, 'body');
  const parsed = schema.safeParse(raw ?? {}, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  images.forEach(checkImage);
  return { input: parsed.data, images };
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('product.payload_invalid', [{ field: 'payload', message: 'product.payload_invalid' }]);
  }
}
