import {
  foldVietnamese,
  PRODUCT_IMPORT_COLUMNS,
  type Locale,
  type ProductImportPreview,
  type ProductInput,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { readImportSheet } from '../../platform/excel/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { localiseIssue } from '../../platform/http/localise-issue.js';
import { categoryRows } from './category.repository.js';
import { buildProduct, parseRow, type ImportLookups, type ParsedRow } from './product-import-rows.js';
import { insertImportedProducts } from './product-import-write.js';
import { holderText } from './product-write.js';
import { productCodeTaken } from './product.repository.js';
import { allUnits } from './unit.repository.js';
import { barcodeHolders, takenVariantCodes } from './variant.repository.js';

/** Most data rows one file may hold (one transaction). */
export const IMPORT_MAX_ROWS = 2000;
const REQUIRED = ['product_name', 'base_unit'];
const fold = (s: string) => foldVietnamese(s).trim();

interface CheckedProduct {
  rows: ParsedRow[];
  input: ProductInput | null;
}

async function loadLookups(db: DbOrTx): Promise<ImportLookups> {
  const units = await allUnits(db, false);
  const categories = await categoryRows(db);
  const unitMap = new Map<string, number>();
  for (const u of units) {
    unitMap.set(fold(u.name), u.id);
    unitMap.set(fold(u.code), u.id);
  }
  return {
    units: unitMap,
    categories: new Map(categories.map((c) => [`${c.direction}:${fold(c.code)}`, c.id])),
  };
}

/** Every row parsed and grouped into products, each checked like the form, then against the catalogue. */
async function checkFile(db: DbOrTx, data: Buffer): Promise<CheckedProduct[]> {
  const sheet = await readImportSheet(data, {
    columns: PRODUCT_IMPORT_COLUMNS,
    required: REQUIRED,
    maxRows: IMPORT_MAX_ROWS,
    messages: {
      unreadable: 'product.import_unreadable',
      missingColumn: 'product.import_missing_column',
      empty: 'product.import_empty',
      tooManyRows: 'product.import_too_many_rows',
    },
  });
  const lookups = await loadLookups(db);
  const groups = new Map<string, ParsedRow[]>();
  for (const row of sheet.map((r) => parseRow(r, lookups))) {
    groups.set(row.productKey, [...(groups.get(row.productKey) ?? []), row]);
  }
  const products = [...groups.values()].map((rows) => ({ rows, input: buildProduct(rows) }));
  await checkAgainstCatalogue(db, products);
  return products;
}

/** Codes and barcodes already in the catalogue, and barcodes repeated across the file's products. */
async function checkAgainstCatalogue(db: DbOrTx, products: CheckedProduct[]): Promise<void> {
  const cells = products.flatMap((p) =>
    p.rows.flatMap((row) =>
      row.variant.units.flatMap((u, j) =>
        u.barcode ? [{ product: p, row, barcode: u.barcode, column: row.unitColumns[j]!.barcode }] : [],
      ),
    ),
  );
  const holders = new Map(
    (
      await barcodeHolders(
        db,
        cells.map((c) => c.barcode),
      )
    ).map((h) => [h.barcode, h]),
  );
  const owner = new Map<string, CheckedProduct>();
  for (const cell of cells) {
    const holder = holders.get(cell.barcode);
    if (holder) {
      cell.row.errors.push({
        column: cell.column,
        message: 'product.barcode_taken',
        params: { barcode: cell.barcode, holder: holderText(holder) },
      });
    } else if (owner.has(cell.barcode) && owner.get(cell.barcode) !== cell.product) {
      cell.row.errors.push({ column: cell.column, message: 'product.import_barcode_in_file' });
    }
    owner.set(cell.barcode, owner.get(cell.barcode) ?? cell.product);
  }
  for (const p of products) {
    const first = p.rows[0]!;
    if (first.productCode && (await productCodeTaken(db, first.productCode))) {
      first.errors.push({ column: 'product_code', message: 'product.import_code_exists' });
    }
  }
  const variantCodes = products.flatMap((p) =>
    p.rows.flatMap((r) => (r.variant.code ? [{ row: r, code: r.variant.code }] : [])),
  );
  const taken = await takenVariantCodes(
    db,
    variantCodes.map((v) => v.code),
  );
  const inFile = new Set<string>();
  for (const v of variantCodes) {
    const code = fold(v.code);
    if (taken.has(code) || inFile.has(code)) {
      v.row.errors.push({ column: 'variant_code', message: 'product.variant_code_taken' });
    }
    inFile.add(code);
  }
}

function cellErrors(row: ParsedRow, locale: Locale) {
  return row.errors.map((e) => {
    const column = PRODUCT_IMPORT_COLUMNS.find((c) => c.key === e.column)!;
    const message = e.issue ? localiseIssue(e.issue, locale) : translate(e.message, locale, e.params);
    return { row: row.row, column: e.column, column_label: column[locale], message };
  });
}

const rowsOf = (products: CheckedProduct[]) => products.flatMap((p) => p.rows).sort((a, b) => a.row - b.row);

/** The product import: preview (nothing written) and an all-or-nothing commit. */
export function createProductImport(ctx: Pick<AppContext, 'db'>) {
  const db = ctx.db;
  return {
    async preview(data: Buffer, locale: Locale): Promise<ProductImportPreview> {
      const products = await checkFile(db, data);
      const rows = rowsOf(products).map((r) => ({
        row: r.row,
        product_name: r.productName,
        variant: r.variantLabel,
        ok: r.errors.length === 0,
        errors: cellErrors(r, locale),
      }));
      return {
        total_rows: rows.length,
        valid_rows: rows.filter((r) => r.ok).length,
        product_count: products.filter((p) => p.rows.every((r) => r.errors.length === 0)).length,
        rows,
      };
    },

    /** Every product in one transaction, or a 422 listing every bad cell (`<row>.<column>`) and nothing written. */
    async import(
      caller: Caller,
      data: Buffer,
      locale: Locale,
    ): Promise<{ products: number; variants: number }> {
      return db.transaction(async (tx) => {
        const products = await checkFile(tx, data);
        const bad = rowsOf(products).filter((r) => r.errors.length > 0);
        if (bad.length > 0) {
          throw new AppError(422, 'product.import_has_errors', {
            params: { n: bad.length },
            errors: bad.flatMap((r) =>
              cellErrors(r, locale).map((e) => ({ field: `${e.row}.${e.column}`, message: e.message })),
            ),
          });
        }
        return insertImportedProducts(
          tx,
          caller,
          products.map((p) => ({ direction: p.rows[0]!.direction, input: p.input! })),
        );
      });
    },
  };
}
