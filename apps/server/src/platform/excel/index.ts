export type { ExcelColumn } from './excel-columns.js';
export { addTableSheet, newWorkbook, tableWorkbook, workbookBuffer } from './excel-writer.js';
export { excelFileName, sendWorkbook } from './excel-reply.js';
export { streamTableWorkbook } from './excel-stream.js';
export {
  cellText,
  readImportSheet,
  type ImportColumn,
  type ImportSheetSpec,
  type SheetRow,
} from './sheet-reader.js';
