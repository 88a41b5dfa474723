import { PRODUCT_IMPORT_COLUMNS, type Locale, type ProductSummary, type Variant } from '@kenh/contract';
import {
  addTableSheet,
  newWorkbook,
  tableWorkbook,
  workbookBuffer,
  type ExcelColumn,
} from '../../platform/excel/index.js';
import { translate } from '../../platform/http/locale.js';

const DIRECTION_LABEL = { out: 'OUT', in: 'IN' } as const;
const STATUS_LABEL = {
  active: { vi: 'Đang bán', en: 'Active' },
  inactive: { vi: 'Ngừng bán', en: 'Inactive' },
} as const;

const header = (locale: Locale, vi: string, en: string) => (locale === 'vi' ? vi : en);

function productColumns(locale: Locale): ExcelColumn<ProductSummary>[] {
  return [
    {
      key: 'code',
      header: header(locale, 'Mã sản phẩm', 'Product code'),
      type: 'text',
      value: (p) => p.code,
    },
    {
      key: 'name',
      header: header(locale, 'Tên sản phẩm', 'Product name'),
      type: 'text',
      width: 36,
      value: (p) => p.name,
    },
    {
      key: 'direction',
      header: header(locale, 'Loại', 'Type'),
      type: 'text',
      width: 8,
      value: (p) => DIRECTION_LABEL[p.direction],
    },
    {
      key: 'category',
      header: header(locale, 'Danh mục', 'Category'),
      type: 'text',
      width: 24,
      value: (p) => p.category_name,
    },
    { key: 'brand', header: header(locale, 'Thương hiệu', 'Brand'), type: 'text', value: (p) => p.brand },
    {
      key: 'status',
      header: header(locale, 'Trạng thái', 'Status'),
      type: 'text',
      width: 12,
      value: (p) => STATUS_LABEL[p.status][locale],
    },
  ];
}

/** `c = P`: one row per product. */
export function productSheet(rows: ProductSummary[], locale: Locale): Promise<Buffer> {
  const columns: ExcelColumn<ProductSummary>[] = [
    ...productColumns(locale),
    {
      key: 'variants',
      header: header(locale, 'Số biến thể', 'Variants'),
      type: 'number',
      value: (p) => p.variant_count,
    },
    {
      key: 'base_unit',
      header: header(locale, 'Đơn vị cơ bản', 'Base unit'),
      type: 'text',
      value: (p) => p.base_unit_name,
    },
    {
      key: 'units_per_box',
      header: header(locale, 'Số đơn vị/thùng', 'Units per box'),
      type: 'number',
      value: (p) => p.units_per_box,
    },
    {
      key: 'barcodes',
      header: header(locale, 'Mã vạch', 'Barcodes'),
      type: 'text',
      width: 32,
      value: (p) => p.barcodes.join(', '),
    },
    {
      key: 'created_at',
      header: header(locale, 'Ngày tạo', 'Created'),
      type: 'date',
      value: (p) => p.created_at,
    },
  ];
  return tableWorkbook(translate('product.export_sheet', locale), columns, rows);
}

export interface VariantUnitLine {
  product: ProductSummary;
  variant: Variant;
  unit: Variant['units'][number];
}

/** `c = F`: one row per variant and unit. */
export function variantUnitSheet(lines: VariantUnitLine[], locale: Locale): Promise<Buffer> {
  const columns: ExcelColumn<VariantUnitLine>[] = [
    ...productColumns(locale).map((c): ExcelColumn<VariantUnitLine> => ({
      ...c,
      type: 'text',
      value: (l) => (c.value as (p: ProductSummary) => string | null)(l.product),
    })),
    {
      key: 'variant_code',
      header: header(locale, 'Mã biến thể', 'Variant code'),
      type: 'text',
      value: (l) => l.variant.code,
    },
    {
      key: 'variant_name',
      header: header(locale, 'Tên biến thể', 'Variant name'),
      type: 'text',
      width: 40,
      value: (l) => l.variant.name,
    },
    {
      key: 'unit',
      header: header(locale, 'Đơn vị', 'Unit'),
      type: 'text',
      width: 10,
      value: (l) => l.unit.unit_name,
    },
    {
      key: 'factor',
      header: header(locale, 'Hệ số', 'Factor'),
      type: 'number',
      width: 8,
      value: (l) => l.unit.factor,
    },
    {
      key: 'base_unit',
      header: header(locale, 'Đơn vị cơ bản', 'Base unit'),
      type: 'text',
      width: 12,
      value: (l) => l.variant.base_unit_name,
    },
    {
      key: 'barcode',
      header: header(locale, 'Mã vạch', 'Barcode'),
      type: 'text',
      width: 16,
      value: (l) => l.unit.barcode,
    },
  ];
  return tableWorkbook(translate('product.export_sheet', locale), columns, lines);
}

/** The import template: the headers (vi) and sample rows naming real units and categories. */
export async function importTemplate(samples: Record<string, string>[]): Promise<Buffer> {
  const book = newWorkbook();
  const columns = PRODUCT_IMPORT_COLUMNS.map((c): ExcelColumn<Record<string, string>> => ({
    key: c.key,
    header: c.vi,
    type: 'text',
    width: c.key === 'product_name' || c.key === 'options' ? 30 : 16,
    value: (r) => r[c.key],
  }));
  addTableSheet(book, 'San pham', columns, samples);
  return workbookBuffer(book);
}
