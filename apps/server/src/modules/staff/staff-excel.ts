import ExcelJS from 'exceljs';
import {
  ETHNICITIES,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  NATIONALITIES,
  STAFF_IMPORT_COLUMNS,
  STAFF_STATUS_LABELS,
  type Locale,
  type Staff,
  type StaffAddress,
  type StaffImportColumn,
} from '@kenh/contract';
import {
  addTableSheet,
  newWorkbook,
  tableWorkbook,
  workbookBuffer,
  type ExcelColumn,
} from '../../platform/excel/index.js';

/*
 * Excel files of the staff module (on the platform's Excel writer): the export of the list, the
 * import template, and reading an uploaded file into plain text cells. Rules about the values live
 * in staff-import.ts.
 */

const SHEET = 'Nhân sự';
const LISTS = 'Danh mục';
/** Rows of the template that carry drop-down validations. */
const TEMPLATE_ROWS = 1000;

const DATE_COLUMNS: ReadonlySet<StaffImportColumn> = new Set(['birth_date', 'id_issue_date', 'join_date']);

const label = (entry: { vi: string; en: string }, locale: Locale) => entry[locale];

export const addressText = (a: StaffAddress | null) =>
  a ? (a.text ?? [a.street].filter(Boolean).join(', ')) : '';

const widthOf = (key: string) => (key === 'fullname' || key.endsWith('address') ? 30 : 18);

/**
 * A column of the import layout over rows of cell values by key: dates are real Excel dates, the
 * rest text (which keeps the leading zeros of citizen IDs and phone numbers).
 */
function importColumn<Row>(
  c: (typeof STAFF_IMPORT_COLUMNS)[number],
  header: string,
  value: (row: Row) => string | null | undefined,
): ExcelColumn<Row> {
  const base = { key: c.key, header, width: widthOf(c.key) };
  return DATE_COLUMNS.has(c.key) ? { ...base, type: 'date', value } : { ...base, type: 'text', value };
}

/** The import layout's cell values of one record, in the reader's language. */
function exportCells(s: Staff, locale: Locale): Record<StaffImportColumn, string | null> {
  const nameOf = (list: readonly { code: string; vi: string; en: string }[], c: string | null) => {
    const hit = c ? list.find((x) => x.code === c) : undefined;
    return hit ? hit[locale] : c;
  };
  return {
    fullname: s.fullname,
    gender: s.gender ? label(GENDER_LABELS[s.gender], locale) : null,
    birth_date: s.birth_date,
    id_number: s.id_number,
    id_issue_date: s.id_issue_date,
    id_issue_place: s.id_issue_place,
    phone: s.phone,
    email: s.email,
    join_date: s.join_date,
    position: s.position?.name ?? null,
    org_unit: s.org_unit?.name ?? null,
    office: s.office?.name ?? null,
    area: s.area?.name ?? null,
    zone: s.zone?.name ?? null,
    manager_code: s.manager?.code ?? null,
    marital_status: s.marital_status ? label(MARITAL_STATUS_LABELS[s.marital_status], locale) : null,
    nationality: nameOf(NATIONALITIES, s.nationality),
    ethnicity: nameOf(ETHNICITIES, s.ethnicity),
    permanent_address: addressText(s.permanent_address),
    current_address: addressText(s.current_address),
    note: s.note,
  };
}

/** The staff list with the current filters, one row per record. */
export function exportWorkbook(rows: Staff[], locale: Locale): Promise<Buffer> {
  type Row = { staff: Staff; cells: Record<StaffImportColumn, string | null> };
  const columns: ExcelColumn<Row>[] = [
    {
      key: 'code',
      header: label({ vi: 'Mã NV', en: 'Staff code' }, locale),
      type: 'text',
      value: (r) => r.staff.code,
    },
    ...STAFF_IMPORT_COLUMNS.map((c) => importColumn<Row>(c, label(c, locale), (r) => r.cells[c.key])),
    {
      key: 'status',
      header: label({ vi: 'Trạng thái', en: 'Status' }, locale),
      type: 'text',
      value: (r) => label(STAFF_STATUS_LABELS[r.staff.status], locale),
    },
  ];
  return tableWorkbook(
    SHEET,
    columns,
    rows.map((staff) => ({ staff, cells: exportCells(staff, locale) })),
  );
}

export interface TemplateLists {
  positions: string[];
  orgUnits: string[];
  offices: string[];
  areas: string[];
  zones: string[];
}

/**
 * The import template: headers (Vietnamese), one sample row (dates as `YYYY-MM-DD`, written as real
 * dates), drop-down lists from a hidden second sheet.
 */
export async function templateWorkbook(
  lists: TemplateLists,
  sample: Partial<Record<StaffImportColumn, string>>,
): Promise<Buffer> {
  const book = newWorkbook();
  const columns = STAFF_IMPORT_COLUMNS.map((c) => importColumn<typeof sample>(c, c.vi, (r) => r[c.key]));
  const sheet = addTableSheet(book, SHEET, columns, [sample]);

  const listSheet = book.addWorksheet(LISTS, { state: 'hidden' });
  const dropDowns: [StaffImportColumn, string[]][] = [
    ['gender', Object.values(GENDER_LABELS).map((g) => g.vi)],
    ['marital_status', Object.values(MARITAL_STATUS_LABELS).map((m) => m.vi)],
    ['nationality', NATIONALITIES.map((n) => n.vi)],
    ['ethnicity', ETHNICITIES.map((e) => e.vi)],
    ['position', lists.positions],
    ['org_unit', lists.orgUnits],
    ['office', lists.offices],
    ['area', lists.areas],
    ['zone', lists.zones],
  ];
  dropDowns.forEach(([key, values], i) => {
    const col = i + 1;
    listSheet.getCell(1, col).value = key;
    values.forEach((v, r) => (listSheet.getCell(r + 2, col).value = v));
    if (values.length === 0) return;
    const letter = listSheet.getColumn(col).letter;
    const formula = `'${LISTS}'!$${letter}$2:$${letter}$${values.length + 1}`;
    const target = STAFF_IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
    for (let row = 2; row <= TEMPLATE_ROWS; row++) {
      sheet.getCell(row, target).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [formula],
        showErrorMessage: false,
      };
    }
  });
  return workbookBuffer(book);
}

/** One data row: its Excel row number and each known column's cell as text ('' when empty). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<string, string>>;
}

export class BadWorkbookError extends Error {
  constructor(
    readonly key: 'staff.import_bad_file' | 'staff.import_bad_header',
    readonly column?: string,
  ) {
    super(key);
  }
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .replace(/\*/g, '')
    .trim()
    .toLowerCase();

function cellText(value: ExcelJS.CellValue, key: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel dates carry no zone: exceljs reads them as UTC midnight.
    const y = value.getUTCFullYear();
    const m = String(value.getUTCMonth() + 1).padStart(2, '0');
    const d = String(value.getUTCDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  if (typeof value === 'number') {
    // A number cannot keep leading zeros: a citizen ID or phone typed as a number gets them back.
    if (key === 'id_number') return String(value).padStart(12, '0');
    if (key === 'phone' && String(value).length === 9) return `0${value}`;
    return String(value);
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result, key);
    return '';
  }
  return String(value).trim();
}

/** Reads the first sheet: headers matched (vi or en, ignoring accents and `*`) to column keys. */
export async function readSheet(data: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw new BadWorkbookError('staff.import_bad_file');
  }
  const sheet = book.worksheets.find((s) => s.state !== 'hidden') ?? book.worksheets[0];
  if (!sheet) throw new BadWorkbookError('staff.import_bad_file');
  const keyByHeader = new Map<string, string>();
  for (const c of STAFF_IMPORT_COLUMNS) {
    keyByHeader.set(fold(c.vi), c.key);
    keyByHeader.set(fold(c.en), c.key);
    keyByHeader.set(c.key, c.key);
  }
  const columnKeys = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = keyByHeader.get(fold(cellText(cell.value, '')));
    if (key) columnKeys.set(col, key);
  });
  const present = new Set(columnKeys.values());
  for (const required of ['fullname', 'id_number']) {
    if (!present.has(required)) {
      const column = STAFF_IMPORT_COLUMNS.find((c) => c.key === required)!;
      throw new BadWorkbookError('staff.import_bad_header', column.vi);
    }
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells: Record<string, string> = {};
    let any = false;
    for (const [col, key] of columnKeys) {
      const text = cellText(row.getCell(col).value, key);
      cells[key] = text;
      if (text !== '') any = true;
    }
    if (any) rows.push({ row: number, cells });
  });
  return rows;
}
