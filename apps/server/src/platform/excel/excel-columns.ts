import type ExcelJS from 'exceljs';
import { todayInVietnam } from '@kenh/contract';

/**
 * A column of a kit-written sheet. The type decides what Excel stores: text stays text (leading
 * zeros of IDs and phones kept), numbers and VND amounts are numbers, dates are real Excel dates
 * shown as dd/mm/yyyy — so a user can sort, sum and filter them without converting text first.
 */
export type ExcelColumn<Row> = { key: string; header: string; width?: number } & (
  | { type: 'text'; value: (row: Row) => string | null | undefined }
  | { type: 'number' | 'integer' | 'money'; value: (row: Row) => number | null | undefined }
  /** A calendar day `YYYY-MM-DD`, or an instant (Date / ISO time) read as its day in Vietnam. */
  | { type: 'date'; value: (row: Row) => string | Date | null | undefined }
  /** An instant, shown as its date and time in Vietnam (`dd/mm/yyyy hh:mm`). */
  | { type: 'datetime'; value: (row: Row) => Date | null | undefined }
);

export type ExcelCellType = ExcelColumn<unknown>['type'];

export const EXCEL_NUMBER_FORMATS: Record<ExcelCellType, string> = {
  text: '@',
  number: '#,##0.##',
  // '#,##0.##' would show a whole number with a trailing separator ("3.").
  integer: '#,##0',
  money: '#,##0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

const DEFAULT_WIDTHS: Record<ExcelCellType, number> = {
  text: 18,
  number: 12,
  integer: 10,
  money: 16,
  date: 13,
  datetime: 17,
};

export const columnWidth = (column: ExcelColumn<never>) => column.width ?? DEFAULT_WIDTHS[column.type];

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Excel date of a calendar day. Excel dates carry no time zone and exceljs writes a Date's UTC
 * fields, so the day is built at UTC midnight: `2026-11-25` opens as 25/11/2026 on any machine.
 */
export function excelDate(value: string | Date): Date | null {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value) ? value : instantDay(value);
  const match = day ? CALENDAR_DAY.exec(day) : null;
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Vietnam's offset from UTC: fixed at +7 (no daylight saving since 1975, see APP_TIME_ZONE). */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * The Excel date-time of an instant as the clock reads in Vietnam: Excel stores wall-clock time
 * without a zone and exceljs writes a Date's UTC fields, so the instant is shifted by Vietnam's
 * offset — `2026-11-24T17:30:00Z` opens as 25/11/2026 00:30. A plain addition rather than Intl,
 * which a million-row export would call a million times.
 */
export function excelDateTime(value: Date): Date | null {
  const time = value.getTime();
  return Number.isNaN(time) ? null : new Date(time + VIETNAM_OFFSET_MS);
}

function instantDay(value: string | Date): string | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : todayInVietnam(instant);
}

/** The cell value of one row in one column; empty values leave the cell empty. */
export function cellValue<Row>(column: ExcelColumn<Row>, row: Row): ExcelJS.CellValue {
  switch (column.type) {
    case 'text': {
      const text = column.value(row);
      return text === null || text === undefined || text === '' ? null : text;
    }
    case 'number':
    case 'integer':
    case 'money': {
      const n = column.value(row);
      return typeof n === 'number' && Number.isFinite(n) ? n : null;
    }
    case 'date': {
      const d = column.value(row);
      return d === null || d === undefined || d === '' ? null : excelDate(d);
    }
    case 'datetime': {
      const at = column.value(row);
      return at ? excelDateTime(at) : null;
    }
  }
}
