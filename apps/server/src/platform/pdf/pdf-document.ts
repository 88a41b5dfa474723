import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { PDF_FONTS, type PdfFont } from './pdf-fonts.js';

export type PdfDoc = PDFKit.PDFDocument;

/** The font files, read once per process (2 MB) rather than once per document. */
let fontFiles: [PdfFont, Buffer][] | undefined;
const fonts = () =>
  (fontFiles ??= Object.entries(PDF_FONTS).map(([name, path]) => [name as PdfFont, readFileSync(path)]));

/** A4 with 15 mm margins (in points: 1 mm ≈ 2.835 pt). */
export const PDF_MARGIN = 42;

/**
 * An A4 document with the platform's fonts registered under `regular`, `bold` and `italic`, pages
 * kept in memory so `numberPages` can write "page n of total" at the end. Only the glyphs used are
 * embedded (pdfkit subsets the font), each font with its ToUnicode map so the text can be copied and
 * searched.
 */
export function createPdf(info: { title: string; author?: string }): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: info.title, ...(info.author ? { Author: info.author } : {}) },
    lang: 'vi-VN',
  });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  return doc.font('regular' satisfies PdfFont).fontSize(10);
}

/** Writes `label(n, total)` centred in the bottom margin of every page. */
export function numberPages(doc: PdfDoc, label: (page: number, total: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { margins, height, width } = doc.page;
    const bottom = margins.bottom;
    // Text below the bottom margin would open a new page: lift the margin while writing the footer.
    doc.page.margins.bottom = 0;
    doc
      .font('regular' satisfies PdfFont)
      .fontSize(8)
      .fillColor('#666666')
      .text(label(i - start + 1, count), margins.left, height - bottom / 2 - 4, {
        width: width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
