import { describe, expect, it } from 'vitest';
import { createPdf, numberPages, pdfBytes } from './pdf-document.js';
import { drawTable } from './pdf-table.js';
import { pdfPages } from './pdf-text.test-kit.js';

describe('pdf kit', () => {
  it('writes Vietnamese as text a reader extracts, not as boxes', async () => {
    const doc = createPdf({ title: 'Thử' });
    doc.text('Đơn hàng, Bằng chữ, Tổng cộng, Người lập phiếu: 1.234.567 ₫');
    const bytes = await pdfBytes(doc);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page] = await pdfPages(bytes);
    expect(page).toContain('Đơn hàng, Bằng chữ, Tổng cộng, Người lập phiếu: 1.234.567 ₫');
  });

  it('breaks a long table across A4 pages and repeats the header row on each', async () => {
    const doc = createPdf({ title: 'Bảng' });
    const rows = Array.from({ length: 120 }, (_, i) => [`Dòng số ${i + 1}`, `${i + 1}`]);
    drawTable(
      doc,
      [
        { header: 'Tên hàng hóa', width: 3 },
        { header: 'Số lượng', width: 1, align: 'right' },
      ],
      rows,
    );
    numberPages(doc, (n, total) => `Trang ${n}/${total}`);
    const pages = await pdfPages(await pdfBytes(doc));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Tên hàng hóa');
      expect(page).toContain(`Trang ${i + 1}/${pages.length}`);
    });
    const all = pages.join('\n');
    for (const n of [1, 60, 120]) expect(all).toContain(`Dòng số ${n}`);
    // Each row is drawn once: no row is lost or repeated at a page break.
    expect(all.match(/Dòng số \d+/g)).toHaveLength(120);
  });
});
