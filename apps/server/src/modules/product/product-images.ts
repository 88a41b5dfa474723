import { MAX_PRODUCT_IMAGES } from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { deleteFile, saveThumbnail, saveUpload, thumbnailOf } from '../../platform/files/index.js';
import { badRequest } from '../../platform/http/app-error.js';
import { imagesOf, setImages } from './product.repository.js';
import type { ImageUpload } from './product-form.js';

export interface PreparedImage extends ImageUpload {
  thumbnail: Buffer;
}

/** Thumbnails are made before the transaction opens (image work holds no lock). */
export function prepareImages(images: readonly ImageUpload[]): Promise<PreparedImage[]> {
  return Promise.all(
    images.map(async (image) => ({
      ...image,
      thumbnail: await thumbnailOf(image.data, 'product.image_type'),
    })),
  );
}

/**
 * The product's images become the kept ones (`keep`, in order; all current ones when omitted)
 * followed by the new uploads, each stored as a platform file owned by the product with its
 * thumbnail. Dropped images lose their file rows.
 */
export async function replaceImages(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
  productId: number,
  actorId: number,
  keep: readonly string[] | undefined,
  uploads: readonly PreparedImage[],
): Promise<void> {
  const current = await imagesOf(tx, productId);
  const wanted = keep ?? current.map((i) => i.fileId);
  const unknown = wanted.findIndex((id) => !current.some((i) => i.fileId === id));
  if (unknown >= 0) {
    throw badRequest('product.image_unknown', [
      { field: `keep_image_ids.${unknown}`, message: 'product.image_unknown' },
    ]);
  }
  if (wanted.length + uploads.length > MAX_PRODUCT_IMAGES) {
    throw badRequest('product.too_many_images', [{ field: 'images', message: 'product.too_many_images' }]);
  }
  if (keep === undefined && uploads.length === 0) return;
  for (const dropped of current.filter((i) => !wanted.includes(i.fileId))) {
    await deleteFile(tx, dropped.fileId);
    if (dropped.thumbnailFileId) await deleteFile(tx, dropped.thumbnailFileId);
  }
  const owner = { entity: 'product' as const, entityId: productId, uploadedBy: actorId };
  const added = [];
  for (const upload of uploads) {
    const file = await saveUpload(ctx, tx, upload, owner);
    const thumb = await saveThumbnail(ctx, tx, upload, owner);
    added.push({ fileId: file.id, thumbnailFileId: thumb.id });
  }
  const kept = wanted.map((id) => current.find((i) => i.fileId === id)!);
  await setImages(tx, productId, [
    ...kept.map((i) => ({ fileId: i.fileId, thumbnailFileId: i.thumbnailFileId })),
    ...added,
  ]);
}

/** File rows of every image of a product (before the product is deleted). */
export async function dropImages(tx: DbOrTx, productId: number): Promise<void> {
  for (const image of await imagesOf(tx, productId)) {
    await deleteFile(tx, image.fileId);
    if (image.thumbnailFileId) await deleteFile(tx, image.thumbnailFileId);
  }
}
