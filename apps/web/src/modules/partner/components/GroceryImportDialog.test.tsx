import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerApi, type GroceryImportPreview } from '@kenh/contract';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { GroceryImportDialog } from './GroceryImportDialog';

const WITH_ERRORS: GroceryImportPreview = {
  total_rows: 3,
  valid_rows: 1,
  rows: [
    { row: 2, username: 'th.minhanh', fullname: 'Tạp hóa Minh Anh', ok: true, errors: [] },
    {
      row: 3,
      username: 'th.huong',
      fullname: 'Tạp hóa Hương',
      ok: false,
      errors: [
        { row: 3, column: 'area', column_label: 'Vùng*', message: 'Không tìm thấy giá trị này' },
        { row: 3, column: 'latitude', column_label: 'Vĩ độ', message: 'Vĩ độ phải từ -90 đến 90' },
      ],
    },
    {
      row: 4,
      username: 'th.minhanh',
      fullname: 'Tạp hóa Minh Anh 2',
      ok: false,
      errors: [
        {
          row: 4,
          column: 'username',
          column_label: 'Tên đăng nhập*',
          message: 'Trùng với dòng khác trong tệp',
        },
      ],
    },
  ],
};
const ALL_VALID: GroceryImportPreview = {
  total_rows: 2,
  valid_rows: 2,
  rows: [
    { row: 2, username: 'th.minhanh', fullname: 'Tạp hóa Minh Anh', ok: true, errors: [] },
    { row: 3, username: 'th.huong', fullname: 'Tạp hóa Hương', ok: true, errors: [] },
  ],
};

const xlsx = (name: string) =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function render(previews: GroceryImportPreview[]) {
  signIn({ permission: ['partner', 'user.create'] });
  let call = 0;
  const api = mockFetch([
    mockEndpoint(partnerApi.groceryImportPreview, () => ok(previews[Math.min(call++, previews.length - 1)])),
    mockEndpoint(partnerApi.groceryImport, ok({ created: 2 })),
  ]);
  renderShell(<GroceryImportDialog open onClose={() => undefined} />);
  return api;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Chọn tệp .xlsx'), { target: { files: [file] } });

afterEach(() => unmountFeedbackHost());

describe('GroceryImportDialog', () => {
  it('lists every bad cell of every bad row and refuses to import while any remains', async () => {
    const api = render([WITH_ERRORS]);
    choose(xlsx('cua-hang.xlsx'));
    // The file is checked as soon as it is chosen.
    const preview = await screen.findByRole('region', { name: 'Kết quả kiểm tra tệp' });
    expect(within(preview).getByText('1/3 dòng hợp lệ')).toBeTruthy();
    const cells = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    // Row 3 spans its two cells; the valid row 2 is not listed.
    expect(cells).toEqual([
      ['3', 'Tạp hóa Hương', 'Vùng*', 'Không tìm thấy giá trị này'],
      ['Vĩ độ', 'Vĩ độ phải từ -90 đến 90'],
      ['4', 'Tạp hóa Minh Anh 2', 'Tên đăng nhập*', 'Trùng với dòng khác trong tệp'],
    ]);
    expect(screen.getByRole('button', { name: 'Nhập 1 cửa hàng' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls(partnerApi.groceryImport)).toHaveLength(0);
  });

  it('imports the whole file once every row is valid', async () => {
    const api = render([ALL_VALID]);
    choose(xlsx('cua-hang.xlsx'));
    expect(await screen.findByText('Mọi dòng đều hợp lệ: có thể nhập.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nhập 2 cửa hàng' }));
    await waitFor(() => expect(api.calls(partnerApi.groceryImport)).toHaveLength(1));
    const sent = api.calls(partnerApi.groceryImport)[0]?.form?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cua-hang.xlsx');
  });

  it('refuses a file that is not .xlsx before sending it', async () => {
    const api = render([ALL_VALID]);
    choose(new File(['a,b'], 'cua-hang.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Chỉ nhận tệp Excel .xlsx')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kiểm tra lại' })).toBeNull();
    expect(api.calls(partnerApi.groceryImportPreview)).toHaveLength(0);
  });
});
