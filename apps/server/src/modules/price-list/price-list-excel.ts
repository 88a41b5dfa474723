import { PRICE_LIST_IMPORT_COLUMNS, PRICE_LIST_IMPORT_MAX_ROWS, type Locale } from '@kenh/contract';
import {
  addTableSheet,
  newWorkbook,
  readImportSheet,
  tableWorkbook,
  workbookBuffer,
  type ExcelColumn,
  type SheetRow,
} from '../../platform/excel/index.js';
import { translate } from '../../platform/http/locale.js';
import type { ItemRow } from './price-list-items.repository.js';

/** A list's rows as .xlsx, in the import's columns (so an export edited in Excel imports back). */
export function exportWorkbook(rows: ItemRow[], locale: Locale): Promise<Buffer> {
  const header = (key: string) => PRICE_LIST_IMPORT_COLUMNS.find((c) => c.key === key)![locale];
  const columns: ExcelColumn<ItemRow>[] = [
    { key: 'variant_code', header: header('variant_code'), type: 'text', value: (r) => r.variantCode },
    {
      key: 'variant_name',
      header: header('variant_name'),
      type: 'text',
      width: 40,
      value: (r) => r.variantName,
    },
    { key: 'unit', header: header('unit'), type: 'text', value: (r) => r.unitName },
    { key: 'price', header: header('price'), type: 'money', value: (r) => r.price },
  ];
  return tableWorkbook(translate('price-list.export_sheet', locale), columns, rows);
}

export interface TemplateRow {
  variantCode: string;
  variantName: string;
  unitName: string;
}

/** The import template: the headers (vi) and one row per active variant and unit, price left blank. */
export async function templateWorkbook(rows: TemplateRow[]): Promise<Buffer> {
  const book = newWorkbook();
  const columns = PRICE_LIST_IMPORT_COLUMNS.map((c): ExcelColumn<TemplateRow> => ({
    key: c.key,
    header: c.vi,
    type: 'text',
    width: c.key === 'variant_name' ? 40 : 18,
    value: (r) =>
      c.key === 'variant_code'
        ? r.variantCode
        : c.key === 'variant_name'
          ? r.variantName
          : c.key === 'unit'
            ? r.unitName
            : null,
  }));
  addTableSheet(book, 'Bang gia', columns, rows);
  return workbookBuffer(book);
}

/** A price list file's rows (the platform's sheet reader with the import's columns). */
export function readPriceSheet(data: Buffer): Promise<SheetRow[]> {
  return readImportSheet(data, {
    columns: PRICE_LIST_IMPORT_COLUMNS,
    required: ['variant_code', 'unit', 'price'],
    maxRows: PRICE_LIST_IMPORT_MAX_ROWS,
    messages: {
      unreadable: 'price-list.import_bad_file',
      missingColumn: 'price-list.import_bad_header',
      empty: 'price-list.import_empty',
      tooManyRows: 'price-list.import_too_many_rows',
    },
  });
}
