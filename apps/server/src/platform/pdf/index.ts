/**
 * PDF documents made by the server (docs/decisions/0018-order-pdf.md): pdfkit, pure JavaScript, with
 * DejaVu Sans from npm for Vietnamese. `createPdf` (A4, fonts `regular`/`bold`/`italic`), `drawTable`
 * (page breaks, header row repeated), `numberPages`, `pdfBytes`, `sendPdf` (download headers).
 */
export { createPdf, numberPages, pdfBytes, PDF_MARGIN, type PdfDoc } from './pdf-document.js';
export { drawTable, type PdfColumn } from './pdf-table.js';
export { PDF_FONTS, type PdfFont } from './pdf-fonts.js';
export { PDF_MIME, sendPdf } from './pdf-reply.js';
