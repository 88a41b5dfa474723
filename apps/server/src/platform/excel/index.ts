export type { ExcelColumn } from './excel-columns.js';
export { addTableSheet, newWorkbook, tableWorkbook, workbookBuffer } from './excel-writer.js';
export { excelFileName, sendWorkbook } from './excel-reply.js';
