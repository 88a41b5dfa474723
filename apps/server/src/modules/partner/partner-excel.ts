import {
  GROCERY_IMPORT_COLUMNS,
  PARTNER_EXPORT_COLUMNS,
  PARTNER_STATUS_LABELS,
  type Locale,
  type Partner,
} from '@kenh/contract';
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

/** Most data rows one file may hold (one transaction). */
export const IMPORT_MAX_ROWS = 2000;

/** The grocery import's rows (the platform's sheet reader with the grocery columns). */
export function readGrocerySheet(data: Buffer): Promise<SheetRow[]> {
  return readImportSheet(data, {
    columns: GROCERY_IMPORT_COLUMNS,
    required: ['username', 'fullname', 'area'],
    maxRows: IMPORT_MAX_ROWS,
    messages: {
      unreadable: 'partner.import_bad_file',
      missingColumn: 'partner.import_bad_header',
      empty: 'partner.import_empty',
      tooManyRows: 'partner.import_too_many',
    },
  });
}
