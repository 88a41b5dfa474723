import { platformApi, priceListApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { PREVIEW, priceListOf } from '../components/price-list.test-kit';
import { priceListManifest } from '../manifest';

/** Only this module's pages: the test does not depend on the other modules being built. */
const open = (path: string) => renderApp(path, [priceListManifest]);

/** `signIn` signs in as user 1; the fixture's author is user 41. */
const APPROVER = ['pricelistproduct', 'pricelistproduct.approve'];
const MANAGER = ['pricelistproduct', 'pricelistproduct.manage'];

function mockList(list = priceListOf(), extra: Parameters<typeof mockFetch>[0] = []) {
  return mockFetch([
    mockEndpoint(priceListApi.get, ok(list)),
    mockEndpoint(priceListApi.preview, ok(PREVIEW)),
    mockEndpoint(priceListApi.items, ok({ results: [], total: 0 })),
    mockEndpoint(priceListApi.images, ok([])),
    mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ...extra,
  ]);
}

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent?.trim())
    .filter((t): t is string =>
      ['Gửi duyệt', 'Rút lại', 'Duyệt', 'Trả lại', 'Hủy bảng giá', 'Sao chép', 'Sửa'].includes(t ?? ''),
    );

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/price-list/pending/{id}', () => {
  it('shows the approver how the prices change against those in force', async () => {
    signIn({ permission: APPROVER });
    mockList();
    open('/price-list/pending/7');
    expect(await screen.findByRole('heading', { name: 'Giá CHTH miền Bắc tháng 12' })).toBeTruthy();
    const preview = await screen.findByRole('region', { name: 'So sánh với giá đang áp dụng' });
    await within(preview).findByText('So với giá đang áp dụng lúc 01/12/2030 08:00');
    expect(within(preview).getByRole('button', { name: 'Giá mới: 1' })).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Tăng giá: 1' })).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Giảm giá: 1' })).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Không đổi: 0' })).toBeTruthy();
    expect(
      within(preview).getByText(
        'SP000012-01 · Nước cam ép 330ml (thùng, Miền Bắc): 200.000 ₫ → 215.000 ₫ (+15.000 ₫, +7,5%)',
      ),
    ).toBeTruthy();
    expect(
      within(preview).getByText(
        'SP000031-02 · Mì tôm chua cay (gói, Miền Bắc): 4.800 ₫ → 4.500 ₫ (-300 ₫, -6,3%)',
      ),
    ).toBeTruthy();
    expect(within(preview).getByText('Chưa có giá')).toBeTruthy();
    expect(buttonNames()).toEqual(['Duyệt', 'Trả lại']);
  });

  it('filters the preview rows by a kind of change', async () => {
    signIn({ permission: APPROVER });
    const api = mockList();
    open('/price-list/pending/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Tăng giá: 1' }));
    await waitFor(() =>
      expect(api.calls(priceListApi.preview, { id: 7 }).some((c) => c.search.includes('change=raised'))).toBe(
        true,
      ),
    );
  });

  it('never offers approval to the author, who may withdraw, edit nothing while pending, and copy', async () => {
    signIn({ permission: [...MANAGER, 'pricelistproduct.approve'] });
    mockList(
      priceListOf({
        created_by: { id: 1, name: 'Nguyễn Văn An' },
        submitted_by: { id: 1, name: 'Nguyễn Văn An' },
      }),
    );
    open('/price-list/pending/7');
    await screen.findByRole('heading', { name: 'Giá CHTH miền Bắc tháng 12' });
    await screen.findByText('Bạn là người lập hoặc người gửi duyệt bảng giá này nên không thể tự duyệt.');
    expect(buttonNames()).toEqual(['Rút lại', 'Sao chép']);
  });

  it('offers edit, submit and cancel on a draft to whoever manages lists', async () => {
    signIn({ permission: MANAGER });
    mockList(priceListOf({ status: 'draft', submitted_by: null }));
    open('/en/price-list/pending/7');
    await screen.findByRole('heading', { name: 'Giá CHTH miền Bắc tháng 12' });
    const names = screen.getAllByRole('button').map((b) => b.textContent?.trim());
    expect(names).toEqual(
      expect.arrayContaining(['Edit', 'Submit for approval', 'Cancel price list', 'Copy']),
    );
    expect(names).not.toContain('Approve');
  });

  it('approves keeping the effective time', async () => {
    signIn({ permission: APPROVER });
    const api = mockList(priceListOf(), [
      mockEndpoint(priceListApi.status, ok(priceListOf({ status: 'approved' }))),
    ]);
    open('/price-list/pending/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Giữ thời điểm hiệu lực 01/12/2030 08:00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(api.calls(priceListApi.status, { id: 7 })).toHaveLength(1));
    expect(api.calls(priceListApi.status)[0]!.body).toEqual({ action: 'approve' });
  });

  it('approves a list whose time has passed only with a new effective time', async () => {
    signIn({ permission: APPROVER });
    const api = mockList(priceListOf({ effective_from: '2020-01-01T01:00:00.000Z' }), [
      mockEndpoint(priceListApi.status, ok(priceListOf({ status: 'approved' }))),
    ]);
    open('/price-list/pending/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Thời điểm hiệu lực đã qua/)).toBeTruthy();
    const time = within(dialog).getByLabelText<HTMLInputElement>('Giờ hiệu lực');
    fireEvent.change(time, { target: { value: '09:30' } });
    const date = within(dialog).getByLabelText<HTMLInputElement>('Ngày hiệu lực');
    fireEvent.focus(date);
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '15/01/2031' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(api.calls(priceListApi.status, { id: 7 })).toHaveLength(1));
    expect(api.calls(priceListApi.status)[0]!.body).toEqual({
      action: 'approve',
      effective_from: '2031-01-15T02:30:00.000Z',
    });
  });

  it('rejects only with a reason, and shows the server refusing', async () => {
    signIn({ permission: APPROVER });
    const api = mockList(priceListOf(), [
      mockEndpoint(priceListApi.status, fail(409, 'Người lập bảng giá không được tự duyệt')),
    ]);
    open('/price-list/pending/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Trả lại' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trả lại' }));
    expect(await within(dialog).findByText('Cần nhập lý do')).toBeTruthy();
    expect(api.calls(priceListApi.status)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: ' Giá thùng quá cao ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trả lại' }));
    await waitFor(() => expect(api.calls(priceListApi.status)).toHaveLength(1));
    expect(api.calls(priceListApi.status)[0]!.body).toEqual({
      action: 'reject',
      reason: 'Giá thùng quá cao',
    });
    expect(await screen.findByText('Người lập bảng giá không được tự duyệt')).toBeTruthy();
  });

  it('shows every price change old → new in VND in the history, and the status changes by name', async () => {
    signIn({ permission: APPROVER });
    mockList(priceListOf(), [
      mockEndpoint(
        platformApi.history,
        ok({
          results: [
            {
              id: 2,
              action: 'prices',
              at: '2030-11-21T02:00:00.000Z',
              actor: { id: 41, username: 'truongvung' },
              diff: { 'SP000012-01 / thùng': { from: 200_000, to: 215_000 } },
            },
            {
              id: 1,
              action: 'submit',
              at: '2030-11-21T02:05:00.000Z',
              actor: { id: 41, username: 'truongvung' },
              diff: { status: { from: 'draft', to: 'pending' } },
            },
          ],
          total: 2,
        }),
      ),
    ]);
    open('/price-list/pending/7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lịch sử thay đổi' }));
    const history = await screen.findByRole('tabpanel', { name: 'Lịch sử thay đổi' });
    expect(await within(history).findByText('SP000012-01 / thùng')).toBeTruthy();
    expect(within(history).getByText('200.000 ₫')).toBeTruthy();
    expect(within(history).getByText('215.000 ₫')).toBeTruthy();
    expect(within(history).getByText('Đổi giá')).toBeTruthy();
    expect(within(history).getByText('Chờ duyệt')).toBeTruthy();
  });

  it('imports a draft’s rows from Excel only once every row is valid', async () => {
    signIn({ permission: MANAGER });
    const bad = {
      total_rows: 2,
      valid_rows: 1,
      added: 1,
      changed: 0,
      unchanged: 0,
      absent: 0,
      rows: [
        {
          row: 3,
          variant_code: 'SP999',
          unit: 'thùng',
          price: null,
          current_price: null,
          ok: false,
          errors: [
            {
              row: 3,
              column: 'variant_code',
              column_label: 'Mã biến thể*',
              message: 'Không có sản phẩm mã SP999',
            },
          ],
        },
      ],
    };
    const good = { ...bad, valid_rows: 2, rows: [] };
    let check = 0;
    const api = mockList(priceListOf({ status: 'draft', submitted_by: null }), [
      mockEndpoint(priceListApi.importPreview, () => ok(check++ === 0 ? bad : good)),
      mockEndpoint(priceListApi.import, ok({ added: 2, changed: 0, removed: 0, revision: 3 })),
    ]);
    open('/price-list/pending/7');
    fireEvent.click(await screen.findByRole('tab', { name: /Các giá/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Nhập từ Excel/ }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['xlsx'], 'gia.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    // Checked as soon as it is chosen; checked again after the file was fixed.
    fireEvent.change(within(dialog).getByLabelText('Chọn tệp .xlsx'), { target: { files: [file] } });
    expect(await within(dialog).findByText('Không có sản phẩm mã SP999')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Nhập 1 dòng' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kiểm tra lại' }));
    const commit = await within(dialog).findByRole('button', { name: 'Nhập 2 dòng' });
    await waitFor(() => expect(commit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(commit);
    await waitFor(() => expect(api.calls(priceListApi.import, { id: 7 })).toHaveLength(1));
  });
});
