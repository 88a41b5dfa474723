import type {
  BarcodeLookup,
  Page,
  ProductDirection,
  Rating,
  RatingListQuery,
  UpdateVariantInput,
  VariantDetail,
  VariantFeedback,
  VariantRow as VariantRowView,
} from '@kenh/contract';
import { foldVietnamese } from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { saveUpload } from '../../platform/files/index.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { categoryTreeIds, extraCategoriesOf } from './category.repository.js';
import type { ImageUpload } from './product-form.js';
import { variantRowViews } from './product-view.js';
import { barcodeTaken, checkUnits, unlessHeld } from './product-write.js';
import { refreshSearchText } from './product.repository.js';
import { productRatingsPage, ratingSummaryOf } from './rating-view.js';
import {
  barcodeHolders,
  findBarcode,
  findVariant,
  listVariantIds,
  setBarcodes,
  setVariantUnits,
  takenVariantCodes,
  updateVariant,
  variantCondition,
  variantsByIds,
  type VariantListInput,
} from './variant.repository.js';

const variantAudit = (v: VariantDetail) => ({
  code: v.code,
  name: v.name,
  status: v.status,
  units_per_box: v.units_per_box,
  image_file_id: v.image_file_id,
  units: v.units.map((u) => `${u.unit_code}×${u.factor}${u.barcode ? ` ${u.barcode}` : ''}`),
});

/** Variants ("formulas"): lists, detail, the one-variant edit, barcode lookup, ratings. */
export function createVariantService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const db = ctx.db;
  const writes = auditedWrites<VariantDetail>(
    db,
    'product_variant',
    { product_variants_code_uq: ['product.variant_code_taken', 'code'] },
    variantAudit,
  );

  async function detail(tx: DbOrTx, id: number): Promise<VariantDetail> {
    const [row] = await variantsByIds(tx, [id]);
    if (!row) throw notFound('product.variant_not_found');
    const [view] = await variantRowViews(tx, [row]);
    if (!view) throw notFound('product.variant_not_found');
    const categories = await extraCategoriesOf(tx, [id]);
    const rating = await ratingSummaryOf(tx, id);
    return {
      ...view,
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
      rating,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    async list(input: VariantListInput): Promise<Page<VariantRowView>> {
      const { ids, total, capped } = await listVariantIds(
        db,
        variantCondition({
          ...input,
          categoryIds: input.category_id ? await categoryTreeIds(db, input.category_id) : undefined,
        }),
        input.page,
        input.page_size,
      );
      const rows = await variantsByIds(db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      return {
        results: await variantRowViews(db, ordered),
        total,
        ...(capped ? { total_capped: true } : {}),
      };
    },

    get: (id: number) => detail(db, id),

    /** Exact barcode lookup (the barcode table's primary key); 404 when no variant of the direction has it. */
    async findByBarcode(barcode: string, direction: ProductDirection): Promise<BarcodeLookup> {
      const hit = await findBarcode(db, barcode);
      const view = hit ? (await variantRowViews(db, await variantsByIds(db, [hit.variantId])))[0] : undefined;
      const unit = view?.units.find((u) => u.unit_id === hit?.unitId);
      if (!view || !unit || view.product.direction !== direction) throw notFound('product.barcode_not_found');
      const { product, ...variant } = view;
      return { barcode, unit, variant, product };
    },

    /** One variant's code, name, status, units, barcodes and image (`update_formula`). */
    async update(
      caller: Caller,
      input: UpdateVariantInput,
      image: ImageUpload | undefined,
    ): Promise<VariantDetail> {
      return writes.update(input.id, caller.accountId, async (tx) => {
        const row = await findVariant(tx, input.id, true);
        if (!row) throw notFound('product.variant_not_found');
        const before = await detail(tx, input.id);
        await checkUnits(
          tx,
          input.units.map((u, j) => ({ unitId: u.unit_id, field: `units.${j}.unit_id` })),
        );
        const barcodes = input.units.flatMap((u, j) =>
          u.barcode ? [{ barcode: u.barcode, field: `units.${j}.barcode` }] : [],
        );
        const holders = await barcodeHolders(
          tx,
          barcodes.map((b) => b.barcode),
        );
        const taken = barcodes.flatMap((b) => {
          const holder = holders.find((h) => h.barcode === b.barcode && h.variantId !== input.id);
          return holder ? [{ holder, field: b.field }] : [];
        });
        if (taken.length > 0) throw barcodeTaken(taken);
        const code = input.code ?? row.code;
        const clash = await takenVariantCodes(tx, [code]);
        if (foldVietnamese(code) !== foldVietnamese(row.code) && clash.size > 0) {
          throw new AppError(409, 'product.variant_code_taken', {
            errors: [{ field: 'code', message: 'product.variant_code_taken' }],
          });
        }
        let imageFileId = input.remove_image ? null : row.imageFileId;
        if (image) {
          const owner = {
            entity: 'product_variant' as const,
            entityId: row.id,
            uploadedBy: caller.accountId,
          };
          imageFileId = (await saveUpload(ctx, tx, image, owner)).id;
        }
        await updateVariant(tx, row.id, {
          code,
          name: input.name ?? row.name,
          status: input.status,
          unitsPerBox: input.units_per_box ?? null,
          baseUnitId: input.units.find((u) => u.factor === 1)!.unit_id,
          imageFileId,
          updatedBy: caller.accountId,
        });
        const list = input.units.map((u) => ({ unitId: u.unit_id, factor: u.factor }));
        await unlessHeld('product.variant_unit_in_use', () => setVariantUnits(tx, row.id, list));
        await setBarcodes(
          tx,
          [row.id],
          input.units.flatMap((u) =>
            u.barcode ? [{ barcode: u.barcode, variantId: row.id, unitId: u.unit_id }] : [],
          ),
        );
        await refreshSearchText(tx, [row.productId]);
        return { before, after: await detail(tx, row.id) };
      });
    },

    async feedback(variantId: number, page: number, pageSize: number): Promise<VariantFeedback> {
      if (!(await findVariant(db, variantId))) throw notFound('product.variant_not_found');
      const ratings = await productRatingsPage(db, { variant_id: variantId, page, page_size: pageSize });
      return { ...ratings, summary: await ratingSummaryOf(db, variantId) };
    },

    ratings: (query: RatingListQuery): Promise<Page<Rating>> => productRatingsPage(db, query),
  };
}

export type VariantService = ReturnType<typeof createVariantService>;
