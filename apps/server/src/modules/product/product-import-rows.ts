import {
  foldVietnamese,
  isValidBarcode,
  productFields,
  type ProductDirection,
  type ProductImportColumn,
  type ProductInput,
} from '@kenh/contract';
import type { z } from 'zod';
import type { SheetRow } from '../../platform/excel/index.js';

const fold = (s: string) => foldVietnamese(s).trim();

export interface CellError {
  column: ProductImportColumn;
  /** A message key, or a zod issue the schema raised. */
  message: string;
  params?: Record<string, string | number>;
  issue?: z.core.$ZodIssue;
}

export interface ImportLookups {
  /** Folded code and folded name → unit id. */
  units: Map<string, number>;
  /** `<direction>:<folded code>` → category id. */
  categories: Map<string, number>;
}

/** A variant as a row gives it (the product form's shape, before its schema runs). */
export interface ImportedVariant {
  option_values: string[];
  code: string | null;
  units_per_box: number | null;
  units: { unit_id: number; factor: number; barcode: string | null }[];
}

/** One sheet row read into a variant of a product, with the errors of its cells. */
export interface ParsedRow {
  row: number;
  productKey: string;
  productName: string;
  variantLabel: string;
  direction: ProductDirection;
  productCode: string | null;
  categoryId: number | null;
  brand: string | null;
  description: string | null;
  options: [name: string, value: string][];
  unitsPerBox: number | null;
  variant: ImportedVariant;
  /** Template column of each of `variant.units`, for errors on them. */
  unitColumns: { unit: ProductImportColumn; factor: ProductImportColumn; barcode: ProductImportColumn }[];
  errors: CellError[];
}

const EXTRA_UNITS = [2, 3, 4] as const;

function positiveInteger(text: string): number | null | undefined {
  if (!text) return null;
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;
}

/** Reads one row: references looked up, numbers and barcodes checked cell by cell. */
export function parseRow(sheetRow: SheetRow, lookups: ImportLookups): ParsedRow {
  const c = (k: ProductImportColumn) => sheetRow.cells[k]?.trim() ?? '';
  const errors: CellError[] = [];
  const directionText = c('direction').toUpperCase();
  let direction: ProductDirection = 'out';
  if (directionText === 'IN') direction = 'in';
  else if (directionText && directionText !== 'OUT')
    errors.push({ column: 'direction', message: 'product.import_direction_invalid' });

  const productName = c('product_name');
  if (!productName) errors.push({ column: 'product_name', message: 'validation.required' });
  let categoryId: number | null = null;
  if (c('category')) {
    categoryId = lookups.categories.get(`${direction}:${fold(c('category'))}`) ?? null;
    if (categoryId === null) errors.push({ column: 'category', message: 'product.category_invalid' });
  }

  const options: [string, string][] = [];
  if (c('options')) {
    for (const part of c('options').split(';')) {
      if (!part.trim()) continue;
      const [name, value, ...rest] = part.split(':').map((s) => s.trim());
      if (!name || !value || rest.length > 0) {
        errors.push({ column: 'options', message: 'product.import_options_invalid' });
        break;
      }
      options.push([name, value]);
    }
  }
  const unitsPerBox = positiveInteger(c('units_per_box'));
  if (unitsPerBox === undefined)
    errors.push({ column: 'units_per_box', message: 'product.import_not_a_number' });

  const unitId = (column: ProductImportColumn): number | null => {
    const text = fold(c(column));
    const id = lookups.units.get(text);
    if (id === undefined) errors.push({ column, message: 'product.unit_invalid' });
    return id ?? null;
  };
  const barcodeOf = (column: ProductImportColumn): string | null => {
    const code = c(column);
    if (code && !isValidBarcode(code)) errors.push({ column, message: 'product.barcode_invalid' });
    return code || null;
  };

  const units: ImportedVariant['units'] = [];
  const unitColumns: ParsedRow['unitColumns'] = [];
  if (!c('base_unit')) errors.push({ column: 'base_unit', message: 'validation.required' });
  else {
    const base = unitId('base_unit');
    if (base !== null) {
      units.push({ unit_id: base, factor: 1, barcode: barcodeOf('base_barcode') });
      unitColumns.push({ unit: 'base_unit', factor: 'base_unit', barcode: 'base_barcode' });
    }
  }
  for (const n of EXTRA_UNITS) {
    const unit = `unit${n}` as const;
    const factorColumn = `factor${n}` as const;
    const barcode = `barcode${n}` as const;
    if (!c(unit)) {
      if (c(factorColumn))
        errors.push({ column: factorColumn, message: 'product.import_factor_without_unit' });
      continue;
    }
    const factor = positiveInteger(c(factorColumn));
    if (!factor || factor < 2) {
      errors.push({ column: factorColumn, message: 'product.import_unit_without_factor' });
      continue;
    }
    const id = unitId(unit);
    if (id !== null) {
      units.push({ unit_id: id, factor, barcode: barcodeOf(barcode) });
      unitColumns.push({ unit, factor: factorColumn, barcode });
    }
  }

  const productCode = c('product_code') || null;
  return {
    row: sheetRow.row,
    productKey: productCode ? `code:${fold(productCode)}` : `name:${direction}:${fold(productName)}`,
    productName,
    variantLabel: options.map(([, v]) => v).join(' / '),
    direction,
    productCode,
    categoryId,
    brand: c('brand') || null,
    description: c('description') || null,
    options,
    unitsPerBox: unitsPerBox ?? null,
    variant: {
      option_values: options.map(([, v]) => v),
      code: c('variant_code') || null,
      units_per_box: unitsPerBox ?? null,
      units,
    },
    unitColumns,
    errors,
  };
}

/** Template column of a schema issue on a product built from `rows`. */
function columnOf(
  path: readonly PropertyKey[],
  rows: readonly ParsedRow[],
): { row: ParsedRow; column: ProductImportColumn } {
  const [field, index, sub, unitIndex, unitField] = path.map(String);
  const first = rows[0]!;
  if (field === 'variants' && index !== undefined) {
    const row = rows[Number(index)] ?? first;
    if (sub === 'units' && unitIndex !== undefined) {
      const columns = row.unitColumns[Number(unitIndex)];
      if (columns) {
        const key = unitField === 'barcode' ? 'barcode' : unitField === 'factor' ? 'factor' : 'unit';
        return { row, column: columns[key] };
      }
      return { row, column: 'base_unit' };
    }
    if (sub === 'code') return { row, column: 'variant_code' };
    if (sub === 'units_per_box') return { row, column: 'units_per_box' };
    return { row, column: 'options' };
  }
  const byField: Record<string, ProductImportColumn> = {
    code: 'product_code',
    name: 'product_name',
    brand: 'brand',
    description: 'description',
    category_id: 'category',
    units_per_box: 'units_per_box',
    options: 'options',
  };
  return { row: first, column: byField[field ?? ''] ?? 'product_name' };
}

/**
 * The rows of one product (same code, or same name without a code) made into the product form's
 * input and checked by the same schema as the form. Rows must agree on the product's own fields.
 */
export function buildProduct(rows: ParsedRow[]): ProductInput | null {
  const first = rows[0]!;
  const optionNames = first.options.map(([name]) => fold(name));
  for (const r of rows.slice(1)) {
    const agrees =
      fold(r.productName) === fold(first.productName) &&
      r.direction === first.direction &&
      r.categoryId === first.categoryId &&
      r.options.map(([name]) => fold(name)).join('|') === optionNames.join('|');
    if (!agrees) r.errors.push({ column: 'product_name', message: 'product.import_product_conflict' });
  }
  // The schema still runs when cells failed, so the preview lists every problem of the file at once.
  const options = first.options.map(([name], o) => {
    const values: string[] = [];
    for (const r of rows) {
      const value = r.options[o]![1];
      if (!values.some((v) => fold(v) === fold(value))) values.push(value);
    }
    return { name, values };
  });
  const parsed = productFields.safeParse({
    code: first.productCode,
    name: first.productName,
    category_id: first.categoryId,
    brand: first.brand,
    description: first.description,
    units_per_box: first.unitsPerBox,
    options,
    variants: rows.map((r) => r.variant),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { row, column } = columnOf(issue.path, rows);
      if (!row.errors.some((e) => e.column === column))
        row.errors.push({ column, message: issue.message, issue });
    }
  }
  return parsed.success && rows.every((r) => r.errors.length === 0) ? parsed.data : null;
}
