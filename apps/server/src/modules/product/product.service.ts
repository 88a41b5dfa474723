import type {
  Page,
  ProductDetail,
  ProductDirection,
  ProductInput,
  ProductListBody,
  ProductSummary,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { notFound } from '../../platform/http/app-error.js';
import type { ImageUpload } from './product-form.js';
import { dropImages, prepareImages, replaceImages } from './product-images.js';
import { categoryTreeIds } from './category.repository.js';
import { productDetailOf, toSummary } from './product-view.js';
import { unlessHeld, writeProduct } from './product-write.js';
import {
  deleteProduct,
  findProduct,
  listProductIds,
  productRows,
  variantIdsOf,
} from './product.repository.js';

const UNIQUE = {
  products_code_uq: ['product.code_taken', 'code'],
  product_variants_code_uq: ['product.variant_code_taken', 'variants'],
  product_barcodes_pkey: ['product.barcode_repeated', 'variants'],
} as const;

/** What the trail keeps of a product: its fields and one line per variant with its units. */
export const productAudit = (p: ProductDetail) => ({
  code: p.code,
  name: p.name,
  direction: p.direction,
  category_id: p.category_id,
  brand: p.brand,
  description: p.description,
  status: p.status,
  units_per_box: p.units_per_box,
  options: p.options.map((o) => `${o.name}: ${o.values.join(', ')}`),
  variants: p.variants.map(
    (v) =>
      `${v.code} ${v.name} [${v.status}]: ${v.units
        .map((u) => `${u.unit_code}×${u.factor}${u.barcode ? ` ${u.barcode}` : ''}`)
        .join(', ')}`,
  ),
  images: p.images.map((i) => i.file_id),
});

export type ProductListInput = Omit<ProductListBody, 'direction'> & {
  direction?: ProductDirection | undefined;
};

/** Products with their variants, units, barcodes and images (docs/product.md, "Product"). */
export function createProductService(ctx: Pick<AppContext, 'db' | 'config' | 'deleteProtection'>) {
  const db = ctx.db;
  const writes = auditedWrites<ProductDetail>(db, 'product', UNIQUE, productAudit);

  async function detail(tx: DbOrTx, id: number, direction?: ProductDirection): Promise<ProductDetail> {
    const found = await productDetailOf(tx, id);
    if (!found || (direction && found.direction !== direction)) throw notFound('product.not_found');
    return found;
  }

  async function lockedProduct(tx: DbOrTx, id: number, direction?: ProductDirection) {
    const row = await findProduct(tx, id, true);
    if (!row || (direction && row.direction !== direction)) throw notFound('product.not_found');
    return row;
  }

  return {
    async list(query: ProductListInput): Promise<Page<ProductSummary>> {
      const { ids, total, capped } = await listProductIds(db, {
        direction: query.direction,
        search: query.search,
        categoryIds: query.category_id ? await categoryTreeIds(db, query.category_id) : undefined,
        status: query.status,
        barcode: query.barcode,
        page: query.page,
        pageSize: query.page_size,
      });
      const rows = await productRows(db, ids);
      return { results: rows.map(toSummary), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (id: number, direction?: ProductDirection) => detail(db, id, direction),

    async create(
      caller: Caller,
      direction: ProductDirection,
      input: ProductInput,
      images: ImageUpload[],
    ): Promise<ProductDetail> {
      const prepared = await prepareImages(images);
      return writes.create(caller.accountId, async (tx) => {
        const id = await writeProduct(tx, ctx.deleteProtection, caller, direction, input);
        await replaceImages(ctx, tx, id, caller.accountId, undefined, prepared);
        return detail(tx, id);
      });
    },

    async update(
      caller: Caller,
      id: number,
      input: ProductInput,
      images: ImageUpload[],
      direction?: ProductDirection,
    ): Promise<ProductDetail> {
      const prepared = await prepareImages(images);
      return writes.update(id, caller.accountId, async (tx) => {
        const row = await lockedProduct(tx, id, direction);
        const before = await detail(tx, id);
        await writeProduct(tx, ctx.deleteProtection, caller, row.direction, input, row);
        await replaceImages(ctx, tx, id, caller.accountId, input.keep_image_ids, prepared);
        return { before, after: await detail(tx, id) };
      });
    },

    /** Refused (409) while another module holds the product or one of its variants. */
    remove(caller: Caller, id: number, direction?: ProductDirection): Promise<void> {
      return writes.remove(id, caller.accountId, async (tx) => {
        await lockedProduct(tx, id, direction);
        const before = await detail(tx, id);
        await ctx.deleteProtection.assertDeletable(tx, 'product', id);
        for (const variantId of await variantIdsOf(tx, id)) {
          await ctx.deleteProtection.assertDeletable(tx, 'product_variant', variantId);
        }
        await dropImages(tx, id);
        await unlessHeld('product.variant_in_use', () => deleteProduct(tx, id));
        return before;
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
