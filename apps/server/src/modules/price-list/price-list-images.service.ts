import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_PRICE_LIST_IMAGES, PRICE_LIST_IMAGE_TYPES, type PriceListImage } from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError, conflict, notFound } from '../../platform/http/app-error.js';
import {
  deleteFile,
  detectFileType,
  findFilesById,
  isInlineImage,
  saveThumbnail,
  saveUpload,
  thumbnailOf,
  toFileInfo,
  type Upload,
} from '../../platform/files/index.js';
import { lockPriceList } from './price-list.repository.js';
import { priceListImages } from './price-list.tables.js';

const FILE_OWNER = 'price_list' as const;

async function imagesOf(db: DbOrTx, id: number): Promise<PriceListImage[]> {
  const rows = await db
    .select()
    .from(priceListImages)
    .where(eq(priceListImages.priceListId, id))
    .orderBy(asc(priceListImages.position));
  const stored = await findFilesById(
    db,
    rows.map((r) => r.fileId),
  );
  return rows.flatMap((r) => {
    const file = stored.get(r.fileId);
    return file ? [{ ...toFileInfo(file), thumbnail_id: r.thumbnailFileId }] : [];
  });
}

/**
 * Price posters of a list, in any status (they go to partners): JPEG, PNG, WebP or PDF checked by
 * their bytes, images with a thumbnail for lists, each change audited with the list.
 */
export function createPriceListImages(ctx: AppContext) {
  const { db } = ctx;

  async function locked(tx: DbOrTx, id: number): Promise<void> {
    if (!(await lockPriceList(tx, id))) throw notFound('price-list.not_found');
  }

  return {
    async list(id: number): Promise<PriceListImage[]> {
      return db.transaction(async (tx) => {
        await locked(tx, id);
        return imagesOf(tx, id);
      });
    },

    async add(caller: Caller, id: number, upload: Upload): Promise<PriceListImage> {
      const mime = detectFileType(upload.data);
      if (!mime || !(PRICE_LIST_IMAGE_TYPES as readonly string[]).includes(mime))
        throw new AppError(415, 'price-list.image_type');
      // Resized before the transaction: it holds no lock meanwhile.
      const thumbnail = isInlineImage(mime) ? await thumbnailOf(upload.data, 'price-list.image_type') : null;
      return db.transaction(async (tx) => {
        await locked(tx, id);
        const [count] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            last: sql<number>`coalesce(max(${priceListImages.position}), -1)::int`,
          })
          .from(priceListImages)
          .where(eq(priceListImages.priceListId, id));
        if (count!.n >= MAX_PRICE_LIST_IMAGES) throw conflict('price-list.too_many_images');
        const owner = { entity: FILE_OWNER, entityId: id, uploadedBy: caller.accountId };
        const stored = await saveUpload(ctx, tx, upload, owner);
        const thumb = thumbnail
          ? await saveThumbnail(ctx, tx, { filename: upload.filename, thumbnail }, owner)
          : null;
        await tx.insert(priceListImages).values({
          priceListId: id,
          fileId: stored.id,
          thumbnailFileId: thumb?.id ?? null,
          position: count!.last + 1,
        });
        await recordAudit(tx, {
          entity: FILE_OWNER,
          entityId: id,
          action: 'image_add',
          actorId: caller.accountId,
          after: { image: stored.originalName },
        });
        return { ...toFileInfo(stored), thumbnail_id: thumb?.id ?? null };
      });
    },

    async remove(caller: Caller, id: number, fileId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await locked(tx, id);
        const [image] = await tx
          .delete(priceListImages)
          .where(and(eq(priceListImages.priceListId, id), eq(priceListImages.fileId, fileId)))
          .returning();
        if (!image) throw notFound('price-list.image_not_found');
        const name = (await findFilesById(tx, [fileId])).get(fileId)?.originalName ?? fileId;
        await deleteFile(tx, fileId);
        if (image.thumbnailFileId) await deleteFile(tx, image.thumbnailFileId);
        await recordAudit(tx, {
          entity: FILE_OWNER,
          entityId: id,
          action: 'image_delete',
          actorId: caller.accountId,
          before: { image: name },
        });
      });
    },
  };
}

export type PriceListImages = ReturnType<typeof createPriceListImages>;
