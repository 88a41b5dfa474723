import { z } from 'zod';
import { productFilterFields } from './product.schemas.js';

/** `t`: which products; `c`: `F` one row per variant and unit, `P` one row per product. */
export const PRODUCT_EXPORT_TYPES = ['ALL', 'OUT', 'IN'] as const;
export const PRODUCT_EXPORT_SHAPES = ['F', 'P'] as const;

export const productExportQuery = z.object({
  t: z.enum(PRODUCT_EXPORT_TYPES, { message: 'validation.invalid' }).default('ALL'),
  c: z.enum(PRODUCT_EXPORT_SHAPES, { message: 'validation.invalid' }).default('F'),
  ...productFilterFields,
});
export type ProductExportQuery = z.infer<typeof productExportQuery>;

/**
 * Columns of the product import template, in order: one row per variant; rows with the same
 * product code (or, without a code, the same name) make one product. `options` reads
 * "Hương vị: Cam; Dung tích: 330ml"; up to three units beyond the base unit with their factors.
 */
export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'direction', vi: 'Loại (OUT/IN)', en: 'Type (OUT/IN)' },
  { key: 'product_code', vi: 'Mã sản phẩm', en: 'Product code' },
  { key: 'product_name', vi: 'Tên sản phẩm*', en: 'Product name*' },
  { key: 'category', vi: 'Mã danh mục', en: 'Category code' },
  { key: 'brand', vi: 'Thương hiệu', en: 'Brand' },
  { key: 'description', vi: 'Mô tả', en: 'Description' },
  { key: 'options', vi: 'Thuộc tính (Tên: giá trị; …)', en: 'Options (Name: value; …)' },
  { key: 'variant_code', vi: 'Mã biến thể', en: 'Variant code' },
  { key: 'units_per_box', vi: 'Số đơn vị/thùng', en: 'Units per box' },
  { key: 'base_unit', vi: 'Đơn vị cơ bản (mã)*', en: 'Base unit (code)*' },
  { key: 'base_barcode', vi: 'Mã vạch đơn vị cơ bản', en: 'Base unit barcode' },
  { key: 'unit2', vi: 'Đơn vị 2 (mã)', en: 'Unit 2 (code)' },
  { key: 'factor2', vi: 'Hệ số 2', en: 'Factor 2' },
  { key: 'barcode2', vi: 'Mã vạch 2', en: 'Barcode 2' },
  { key: 'unit3', vi: 'Đơn vị 3 (mã)', en: 'Unit 3 (code)' },
  { key: 'factor3', vi: 'Hệ số 3', en: 'Factor 3' },
  { key: 'barcode3', vi: 'Mã vạch 3', en: 'Barcode 3' },
  { key: 'unit4', vi: 'Đơn vị 4 (mã)', en: 'Unit 4 (code)' },
  { key: 'factor4', vi: 'Hệ số 4', en: 'Factor 4' },
  { key: 'barcode4', vi: 'Mã vạch 4', en: 'Barcode 4' },
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

export const productImportErrorSchema = z.object({
  /** Excel row number (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  column_label: z.string(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

export const productImportPreviewSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  /** Products the valid rows make. */
  product_count: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      product_name: z.string(),
      variant: z.string(),
      ok: z.boolean(),
      errors: z.array(productImportErrorSchema),
    }),
  ),
});
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>;

export const productImportResultSchema = z.object({
  products: z.number().int(),
  variants: z.number().int(),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
