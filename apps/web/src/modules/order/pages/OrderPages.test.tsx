import { orderApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { orderOf, orderRowOf } from '../components/order.test-kit';
import { orderManifest } from '../manifest';

const open = (path: string) => renderApp(path, [orderManifest]);
const READER = ['exporttodistributororder'];
const APPROVER = ['exporttodistributororder', 'order.approve'];

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/order/export', () => {
  it('lists the orders with the filters of the address and opens one on a click', async () => {
    signIn({ permission: READER });
    const api = mockFetch([
      mockEndpoint(orderApi.list, ok({ results: [orderRowOf()], total: 1 })),
      mockEndpoint(orderApi.get, ok(orderOf())),
    ]);
    const app = open('/order/export?status=pending&system=CHTH&from=2026-03-01&search=DH26');
    const link = await screen.findByRole('link', { name: 'DH2603000041' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Chờ duyệt')).toBeTruthy();
    expect(within(row).getByText('Tạp hóa Cô Ba (Cửa hàng tạp hoá)')).toBeTruthy();
    expect(within(row).getByText('1.200.000 ₫')).toBeTruthy();
    expect(within(row).getByText('Giám sát vùng duyệt')).toBeTruthy();
    const query = new URLSearchParams(api.calls(orderApi.list)[0]!.search);
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'pending',
      system: 'CHTH',
      from: '2026-03-01',
      search: 'DH26',
    });
    // The reader may order for themselves.
    expect(screen.getByRole('button', { name: 'Tạo đơn hàng' })).toBeTruthy();
    fireEvent.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/order/export/41'));
  });

  it('shows only approved and shipping orders on /order/export/exports', async () => {
    signIn({ permission: READER });
    const api = mockFetch([mockEndpoint(orderApi.list, ok({ results: [orderRowOf()], total: 1 }))]);
    open('/order/export/exports');
    await screen.findByRole('link', { name: 'DH2603000041' });
    expect(new URLSearchParams(api.calls(orderApi.list)[0]!.search).getAll('statuses')).toEqual([
      'approved',
      'shipping',
    ]);
    expect(screen.queryByRole('button', { name: 'Tạo đơn hàng' })).toBeNull();
  });
});

describe('/order/export/{id}', () => {
  it('shows the lines, totals in words, the approval steps and only the allowed actions', async () => {
    signIn({ permission: APPROVER });
    const api = mockFetch([
      mockEndpoint(orderApi.get, ok(orderOf())),
      mockEndpoint(orderApi.status, (request) =>
        ok(orderOf({ status: 'rejected', allowed_actions: [], version: 4, ...(request.body as object) })),
      ),
    ]);
    open('/order/export/41');
    expect(await screen.findByRole('heading', { name: 'DH2603000041' })).toBeTruthy();
    expect(screen.getByText('Nước cam ép 330ml')).toBeTruthy();
    expect(screen.getByText('Bằng chữ: Một triệu hai trăm nghìn đồng')).toBeTruthy();
    expect(screen.getByText('Bước 1: Giám sát vùng duyệt')).toBeTruthy();
    expect(screen.getByText('Trần Thị Mai · 02/03/2026 09:00')).toBeTruthy();
    expect(screen.getByText('Bước 2: Kế toán duyệt công nợ')).toBeTruthy();
    expect(screen.getByText('Phòng duyệt: Phòng kế toán')).toBeTruthy();
    expect(screen.getByText('Áp dụng vì: Vượt hạn mức công nợ hoặc có nợ quá hạn')).toBeTruthy();
    expect(screen.getByText('Đang chờ duyệt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duyệt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gửi duyệt' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sửa đơn' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeTruthy();
    expect(api.calls(orderApi.status)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Vượt hạn mức' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(api.calls(orderApi.status, { id: 41 })).toHaveLength(1));
    expect(api.calls(orderApi.status)[0]?.body).toEqual({
      action: 'reject',
      reason: 'Vượt hạn mức',
      version: 3,
    });
  });

  it('reads the order in English on /en with the contract’s labels', async () => {
    signIn({ permission: READER });
    mockFetch([mockEndpoint(orderApi.get, ok(orderOf({ allowed_actions: [], can_edit: false })))]);
    open('/en/m-order/export/41');
    expect(await screen.findAllByText('DH2603000041')).not.toHaveLength(0);
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByText('Step 2: Kế toán duyệt công nợ')).toBeTruthy();
    expect(screen.getByText('In words: One million two hundred thousand dong')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('/order/export/multiple-approve', () => {
  it('rejects the chosen orders with one reason and shows the result of each', async () => {
    signIn({ permission: APPROVER });
    const second = orderRowOf({ id: 42, code: 'DH2603000042', account_name: 'NPP Hòa Bình' });
    const api = mockFetch([
      mockEndpoint(orderApi.list, ok({ results: [orderRowOf(), second], total: 2 })),
      mockEndpoint(
        orderApi.statusMany,
        ok({
          results: [
            { id: 41, code: 'DH2603000041', ok: true, status: 'rejected', message: null },
            {
              id: 42,
              code: 'DH2603000042',
              ok: false,
              status: 'pending',
              message: 'Bạn không thuộc phòng duyệt của bước đang chờ',
            },
          ],
          succeeded: 1,
          failed: 1,
        }),
      ),
    ]);
    open('/order/export/multiple-approve');
    await screen.findByRole('link', { name: 'DH2603000042' });
    expect(new URLSearchParams(api.calls(orderApi.list)[0]!.search).get('awaiting_me')).toBe('true');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[0]!); // every row on the page
    const toolbar = await screen.findByRole('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Hết hàng' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(api.calls(orderApi.statusMany)).toHaveLength(1));
    expect(api.calls(orderApi.statusMany)[0]?.body).toEqual({
      ids: [41, 42],
      action: 'reject',
      reason: 'Hết hàng',
    });
    const results = await screen.findByRole('region', { name: 'Kết quả xử lý' });
    expect(within(results).getByText('Thành công 1 đơn, không thành công 1 đơn')).toBeTruthy();
    expect(within(results).getByText('Thành công')).toBeTruthy();
    expect(within(results).getByText('Không thành công')).toBeTruthy();
    expect(within(results).getByText('Bạn không thuộc phòng duyệt của bước đang chờ')).toBeTruthy();
  });
});

describe('/chth-manager/{id}/import/{import}', () => {
  it("shows a store's shipped order as its goods receipt, with the delivery note", async () => {
    signIn({ permission: READER });
    mockFetch([mockEndpoint(orderApi.get, ok(orderOf({ status: 'delivered', allowed_actions: [] })))]);
    open('/chth-manager/77/import/41');
    expect(await screen.findByRole('heading', { name: 'Phiếu nhập hàng DH2603000041' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Phiếu giao hàng \(PDF\)/ })).toBeTruthy();
  });

  it('says an order that has not left has no receipt yet, and links to the order', async () => {
    signIn({ permission: READER });
    mockFetch([mockEndpoint(orderApi.get, ok(orderOf({ status: 'pending' })))]);
    const app = open('/chth-manager/77/import/41');
    expect(
      await screen.findByText(
        'Đơn DH2603000041 chưa xuất giao nên cửa hàng chưa có phiếu nhập hàng của đơn này.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xem đơn hàng' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chth-manager/77/41'));
  });
});
