import sharp from 'sharp';
import type { AppContext } from '../app-context.js';
import type { DbOrTx } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { saveUpload, type FileOwner, type StoredFile } from './files.service.js';

/** The longest side of a list thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 160;

/**
 * A WebP thumbnail of an image: at most THUMBNAIL_SIZE on its longest side, never enlarged, turned
 * upright from its EXIF orientation. Bytes that do not decode as an image are a 415 `messageKey`
 * (the file type was recognised from its first bytes only).
 */
export async function thumbnailOf(data: Buffer, messageKey = 'error.file_type'): Promise<Buffer> {
  try {
    return await sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError(415, messageKey);
  }
}

/**
 * Stores a thumbnail made by `thumbnailOf` (before the transaction: resizing holds no lock) as a
 * platform file owned by the same record as its image, so it follows the record's read rule.
 */
export function saveThumbnail(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
  image: { filename: string; thumbnail: Buffer },
  owner: FileOwner,
): Promise<StoredFile> {
  const base = image.filename.replace(/\.[^.]*$/, '') || 'image';
  return saveUpload(ctx, tx, { filename: `${base}-thumb.webp`, data: image.thumbnail }, owner);
}
