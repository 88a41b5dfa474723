import ExcelJS from 'exceljs';
import {
  foldVietnamese,
  GROCERY_IMPORT_COLUMNS,
  PARTNER_EXPORT_COLUMNS,
  PARTNER_STATUS_LABELS,
  type Locale,
  type Partner,
} from '@kenh/contract';
import {
  addTableSheet,
  newWorkbook,
  tableWorkbook,
  workbookBuffer,
  type ExcelColumn,
} from '../../platform/excel/index.js';
import { translate } from '../../platform/http/locale.js';

type ExportKey = (typeof PARTNER_EXPORT_COLUMNS)[number]['key'];

const exportValue: Record<ExportKey, (p: Partner, locale: Locale) => string | number | null> = {
  username: (p) => p.username,
  fullname: (p) => p.fullname,
  type: (p) => p.type,
  status: (p, l) => PARTNER_STATUS_LABELS[p.status][l],
  phone: (p) => p.phone,
  email: (p) => p.email,
  area: (p) => p.area_name,
  zone: (p) => p.zone_name,
  distributor: (p) => p.distributor_name,
  field_staff: (p) => p.field_staff_name,
  standard: (p) => p.standard_name,
  tax_code: (p) => p.tax_code,
  market_code: (p) => p.market_code,
  address: (p) => p.address_text,
  latitude: (p) => p.latitude,
  longitude: (p) => p.longitude,
  created_at: (p) => p.created_at,
};

/** The partner list as .xlsx: text, numbers (coordinates) and a real date column. */
export function exportWorkbook(rows: Partner[], locale: Locale): Promise<Buffer> {
  const columns = PARTNER_EXPORT_COLUMNS.map((c): ExcelColumn<Partner> => {
    const value = exportValue[c.key];
    const base = {
      key: c.key,
      header: c[locale],
      width: c.key === 'fullname' || c.key === 'address' ? 30 : 16,
    };
    if (c.key === 'latitude' || c.key === 'longitude')
      return { ...base, type: 'number', value: (p) => value(p, locale) as number | null };
    if (c.key === 'created_at') return { ...base, type: 'date', value: (p) => p.created_at };
    return { ...base, type: 'text', value: (p) => value(p, locale) as string | null };
  });
  return tableWorkbook(translate('partner.export_sheet', locale), columns, rows);
}

/** The import template: the headers (vi) and one sample row naming real areas and standards. */
export async function templateWorkbook(sample: Record<string, string>): Promise<Buffer> {
  const book = newWorkbook();
  const columns = GROCERY_IMPORT_COLUMNS.map((c): ExcelColumn<Record<string, string>> => ({
    key: c.key,
    header: c.vi,
    type: 'text',
    value: (r) => r[c.key],
  }));
  addTableSheet(book, 'CHTH', columns, [sample]);
  return workbookBuffer(book);
}

export interface SheetRow {
  row: number;
  cells: Partial<Record<string, string>>;
}

export class BadWorkbookError extends Error {
  constructor(
    readonly key: 'partner.import_bad_file' | 'partner.import_bad_header',
    readonly column?: string,
  ) {
    super(key);
  }
}

const fold = (s: string) => foldVietnamese(s).replace(/\*/g, '').trim();

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result);
    return '';
  }
  return String(value).trim();
}

const REQUIRED: readonly string[] = ['username', 'fullname', 'area'];

/** The first visible sheet: headers matched (vi or en, ignoring accents and `*`) to column keys. */
export async function readSheet(data: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw new BadWorkbookError('partner.import_bad_file');
  }
  const sheet = book.worksheets.find((s) => s.state !== 'hidden') ?? book.worksheets[0];
  if (!sheet) throw new BadWorkbookError('partner.import_bad_file');
  const keyByHeader = new Map<string, string>();
  for (const c of GROCERY_IMPORT_COLUMNS) {
    keyByHeader.set(fold(c.vi), c.key);
    keyByHeader.set(fold(c.en), c.key);
    keyByHeader.set(c.key, c.key);
  }
  const columnKeys = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = keyByHeader.get(fold(cellText(cell.value)));
    if (key) columnKeys.set(col, key);
  });
  const present = new Set(columnKeys.values());
  const missing = GROCERY_IMPORT_COLUMNS.find((c) => REQUIRED.includes(c.key) && !present.has(c.key));
  if (missing) throw new BadWorkbookError('partner.import_bad_header', missing.vi);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells: Record<string, string> = {};
    let any = false;
    for (const [col, key] of columnKeys) {
      const text = cellText(row.getCell(col).value);
      cells[key] = text;
      if (text !== '') any = true;
    }
    if (any) rows.push({ row: number, cells });
  });
  return rows;
}
