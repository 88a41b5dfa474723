import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@kenh/contract';
import { ImportPreviewTable, previewLines } from './ImportPreviewTable';

const preview: ImportPreview = {
  total_rows: 3,
  valid_rows: 1,
  rows: [
    { row: 2, fullname: 'Nguyễn Văn An', id_number: '001090012345', ok: true, errors: [] },
    {
      row: 3,
      fullname: 'Trần Thị Bình',
      id_number: '12345',
      ok: false,
      errors: [
        {
          row: 3,
          column: 'id_number',
          column_label: 'Số CCCD *',
          message: 'Số CCCD phải gồm đúng 12 chữ số',
        },
        { row: 3, column: 'phone', column_label: 'Số điện thoại', message: 'Số điện thoại không hợp lệ' },
      ],
    },
    {
      row: 4,
      fullname: 'Lê Văn Cường',
      id_number: '001090012345',
      ok: false,
      errors: [
        { row: 4, column: 'id_number', column_label: 'Số CCCD *', message: 'Trùng với dòng 2 trong tệp' },
      ],
    },
  ],
};

describe('ImportPreviewTable', () => {
  it('lists every bad cell with its row and column, and the valid rows', () => {
    render(<ImportPreviewTable preview={preview} />);
    expect(screen.getByText('1/3 dòng hợp lệ')).toBeTruthy();
    expect(screen.getByText(/Còn dòng lỗi/)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['2', 'Nguyễn Văn An', '001090012345', '', 'Hợp lệ'],
      ['3', 'Trần Thị Bình', '12345', 'Số CCCD *', 'Số CCCD phải gồm đúng 12 chữ số'],
      ['3', 'Trần Thị Bình', '12345', 'Số điện thoại', 'Số điện thoại không hợp lệ'],
      ['4', 'Lê Văn Cường', '001090012345', 'Số CCCD *', 'Trùng với dòng 2 trong tệp'],
    ]);
  });

  it('says the file may be imported when all rows are valid', () => {
    render(<ImportPreviewTable preview={{ total_rows: 1, valid_rows: 1, rows: [preview.rows[0]!] }} />);
    expect(screen.getByText('Tất cả các dòng hợp lệ, có thể nhập.')).toBeTruthy();
    expect(previewLines(preview)).toHaveLength(4);
  });
});
