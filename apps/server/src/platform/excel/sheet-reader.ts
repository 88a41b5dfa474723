import ExcelJS from 'exceljs';
import { foldVietnamese } from '@kenh/contract';
import { AppError, badRequest } from '../http/app-error.js';

/** A column an import reads: its key and the header texts that name it (vi, en). */
export interface ImportColumn {
  key: string;
  vi: string;
  en: string;
}

/** One data row: its Excel row number (the header is row 1) and each known column's text. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<string, string>>;
}

/** What an import reads and the module's message keys of its 400 answers. */
export interface ImportSheetSpec {
  columns: readonly ImportColumn[];
  /** Keys of the columns the header row must have. */
  required: readonly string[];
  maxRows: number;
  messages: {
    /** Bytes that are no workbook. */
    unreadable: string;
    /** A required column missing from the header row (`{column}`: its vi header). */
    missingColumn: string;
    /** No data row. */
    empty: string;
    /** More than `maxRows` data rows (`{max}`). */
    tooManyRows: string;
  };
}

const foldHeader = (s: string) => foldVietnamese(s).replace(/\*/g, '').trim();

/** The text a cell shows: numbers as written, dates as YYYY-MM-DD, rich text and formulas' results. */
export function cellText(value: ExcelJS.CellValue): string {
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

/**
 * The first visible sheet of an .xlsx as rows of text keyed by column: headers are matched to
 * `columns` by their vi or en text or key (ignoring case, accents and `*`), in any order; blank rows
 * are skipped. A file that is no workbook, lacks a required column, has no row or too many is a 400
 * with the module's message.
 */
export async function readImportSheet(data: Buffer, spec: ImportSheetSpec): Promise<SheetRow[]> {
  const { columns, required, messages } = spec;
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(messages.unreadable);
  }
  const sheet = book.worksheets.find((s) => s.state !== 'hidden') ?? book.worksheets[0];
  if (!sheet) throw badRequest(messages.unreadable);
  const keyByHeader = new Map<string, string>();
  for (const c of columns) {
    keyByHeader.set(foldHeader(c.vi), c.key);
    keyByHeader.set(foldHeader(c.en), c.key);
    keyByHeader.set(c.key, c.key);
  }
  const columnKeys = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = keyByHeader.get(foldHeader(cellText(cell.value)));
    if (key) columnKeys.set(col, key);
  });
  const present = new Set(columnKeys.values());
  const missing = columns.find((c) => required.includes(c.key) && !present.has(c.key));
  if (missing) throw new AppError(400, messages.missingColumn, { params: { column: missing.vi } });
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
  if (rows.length === 0) throw badRequest(messages.empty);
  if (rows.length > spec.maxRows)
    throw new AppError(400, messages.tooManyRows, { params: { max: spec.maxRows } });
  return rows;
}
