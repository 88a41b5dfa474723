import type { PdfDoc } from './pdf-document.js';

export interface PdfColumn {
  header: string;
  /** Relative width: the columns share the line's width in proportion. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

const PADDING = 4;
const HEADER_FILL = '#e8eef7';
const BORDER = '#9aa5b1';

/**
 * A bordered table from the current position across the page's width. A row that does not fit on
 * the page moves to a new one, and the header row is drawn again at the top of each page; cells wrap
 * their text. Leaves `doc.y` under the table.
 */
export function drawTable(doc: PdfDoc, columns: readonly PdfColumn[], rows: readonly string[][]): void {
  const left = doc.page.margins.left;
  const lineWidth = doc.page.width - left - doc.page.margins.right;
  const totalWeight = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / totalWeight) * lineWidth);
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;

  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PADDING }),
    );
    return Math.max(...heights) + 2 * PADDING;
  };

  const drawRow = (cells: readonly string[], font: string, fill?: string) => {
    const height = heightOf(cells, font);
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      if (fill) doc.rect(x, top, width, height).fill(fill);
      doc.rect(x, top, width, height).lineWidth(0.5).stroke(BORDER);
      doc
        .fillColor('black')
        .font(font)
        .text(cell, x + PADDING, top + PADDING, {
          width: width - 2 * PADDING,
          align: columns[i]?.align ?? 'left',
        });
      x += width;
    });
    doc.x = left;
    doc.y = top + height;
  };

  const headers = columns.map((c) => c.header);
  const drawHeader = () => drawRow(headers, 'bold', HEADER_FILL);

  if (doc.y + heightOf(headers, 'bold') + heightOf(rows[0] ?? headers, 'regular') > bottomLimit())
    doc.addPage();
  drawHeader();
  for (const row of rows) {
    if (doc.y + heightOf(row, 'regular') > bottomLimit()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row, 'regular');
  }
  doc.font('regular');
}
