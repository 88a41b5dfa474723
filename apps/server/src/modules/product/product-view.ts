import type {
  ProductDetail,
  ProductRef,
  ProductSummary,
  Variant,
  VariantRow as VariantRowView,
} from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { imagesOf, productRows, type ProductListRow } from './product.repository.js';
import { unitsOfVariants, variantsOfProducts, type VariantRow } from './variant.repository.js';

export function toSummary(row: ProductListRow): ProductSummary {
  return {
    id: row.id,
    direction: row.direction,
    code: row.code,
    name: row.name,
    category_id: row.categoryId,
    category_name: row.categoryName,
    brand: row.brand,
    status: row.status,
    units_per_box: row.unitsPerBox,
    variant_count: row.variantCount,
    image_file_id: row.imageFileId,
    thumbnail_file_id: row.thumbnailFileId,
    base_unit_name: row.baseUnitName,
    barcodes: row.barcodes ?? [],
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

export function toRef(row: ProductListRow): ProductRef {
  return {
    id: row.id,
    direction: row.direction,
    code: row.code,
    name: row.name,
    brand: row.brand,
    category_id: row.categoryId,
    category_name: row.categoryName,
    status: row.status,
    thumbnail_file_id: row.thumbnailFileId,
  };
}

/** Variants with their units (base unit first) and barcodes. */
export async function variantViews(db: DbOrTx, rows: readonly VariantRow[]): Promise<Variant[]> {
  const unitRows = await unitsOfVariants(
    db,
    rows.map((v) => v.id),
  );
  return rows.map((v) => {
    const own = unitRows.filter((u) => u.variantId === v.id);
    return {
      id: v.id,
      product_id: v.productId,
      code: v.code,
      name: v.name,
      option_values: v.optionValues,
      base_unit_id: v.baseUnitId,
      base_unit_name: own.find((u) => u.unitId === v.baseUnitId)?.unitName ?? '',
      units_per_box: v.unitsPerBox,
      status: v.status,
      image_file_id: v.imageFileId,
      position: v.position,
      units: own.map((u) => ({
        unit_id: u.unitId,
        unit_code: u.unitCode,
        unit_name: u.unitName,
        factor: u.factor,
        barcode: u.barcode,
      })),
    };
  });
}

/** Variant rows with their product, in the order given. */
export async function variantRowViews(db: DbOrTx, rows: readonly VariantRow[]): Promise<VariantRowView[]> {
  const productIds = [...new Set(rows.map((v) => v.productId))];
  const refs = new Map((await productRows(db, productIds)).map((p) => [p.id, toRef(p)]));
  const variants = await variantViews(db, rows);
  return variants.flatMap((v) => {
    const product = refs.get(v.product_id);
    return product ? [{ ...v, product }] : [];
  });
}

export async function productDetailOf(db: DbOrTx, id: number): Promise<ProductDetail | null> {
  const [row] = await productRows(db, [id]);
  if (!row) return null;
  const images = await imagesOf(db, id);
  const variants = await variantsOfProducts(db, [id]);
  return {
    ...toSummary(row),
    description: row.description,
    options: row.options,
    images: images.map((i) => ({
      file_id: i.fileId,
      thumbnail_file_id: i.thumbnailFileId,
      position: i.position,
    })),
    variants: await variantViews(db, variants),
  };
}
