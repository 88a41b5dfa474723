import ExcelJS from 'exceljs';
import { cellValue, columnWidth, EXCEL_NUMBER_FORMATS, type ExcelColumn } from './excel-columns.js';

/** A workbook signed by the app; add sheets with `addTableSheet`, then `workbookBuffer`. */
export function newWorkbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = 'Kênh';
  book.created = new Date();
  return book;
}

/**
 * A sheet with one styled header row (bold white on blue, frozen, with filter buttons) and one row
 * per item, each cell typed by its column.
 */
export function addTableSheet<Row>(
  book: ExcelJS.Workbook,
  name: string,
  columns: readonly ExcelColumn<Row>[],
  rows: Iterable<Row>,
): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: columnWidth(c),
    // The column's format also applies to cells a user adds below the data.
    style: { numFmt: EXCEL_NUMBER_FORMATS[c.type] },
  }));
  for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, row)));
  const header = sheet.getRow(1);
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F6FB2' } };
    cell.alignment = { vertical: 'middle', wrapText: true };
    cell.numFmt = 'General';
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

export async function workbookBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The common case: a workbook of one table sheet. */
export function tableWorkbook<Row>(
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  rows: Iterable<Row>,
): Promise<Buffer> {
  const book = newWorkbook();
  addTableSheet(book, sheetName, columns, rows);
  return workbookBuffer(book);
}
