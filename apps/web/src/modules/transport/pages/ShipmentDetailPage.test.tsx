import { platformApi, transportApi, type ShipmentDetail } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { DISPATCHER, KEEPER, ON_THE_ROAD, SHIPMENT } from './transport-fixtures.test-kit';

beforeEach(() => setViewport(1440));
afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

/** The shipment as the server holds it: each action answers the next state, and reads see it. */
function server(start: ShipmentDetail, after: (body: { action: string }) => ShipmentDetail = () => start) {
  let current = start;
  return mockFetch([
    mockEndpoint(transportApi.getTransport, () => ok(current)),
    mockEndpoint(transportApi.actionTransport, (request) => {
      current = after(request.body as { action: string });
      return ok(current);
    }),
    mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
  ]);
}

const button = (name: string) => screen.queryByRole('button', { name });

async function giveReason(reason: string, confirmLabel: string) {
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.change(dialog.getByLabelText('Lý do'), { target: { value: reason } });
  fireEvent.click(dialog.getByRole('button', { name: confirmLabel }));
}

describe('/transport/{id}', () => {
  it('shows a prepared shipment’s facts and progress; "Xuất phát" sends the version seen', async () => {
    signInAs(KEEPER);
    const api = server(SHIPMENT, () => ({ ...SHIPMENT, status: 'on_the_road', version: 4 }));
    renderApp('/transport/5');
    expect(await screen.findByRole('heading', { name: 'VC000005' })).toBeTruthy();
    expect(screen.getByText('Kho Bình Dương')).toBeTruthy();
    expect(screen.getByRole('link', { name: '61C-123.45' }).getAttribute('href')).toBe(
      '/transport/vehicle/3',
    );
    expect(screen.getByRole('link', { name: '0987654321' }).getAttribute('href')).toBe('tel:0987654321');
    expect(screen.getByText('21/11/2026')).toBeTruthy();
    expect(screen.getByText('1.200 / 3.500 kg')).toBeTruthy();
    // Steps: prepared → on the road → delivered / returned.
    expect(screen.getAllByText('Đã chuẩn bị').length).toBeGreaterThan(0);
    expect(screen.getByText('Đang trên đường')).toBeTruthy();
    expect(screen.getByText('Đã giao / Hoàn trả')).toBeTruthy();
    // The stops: order linked to its page, the total in VND; nothing to settle before leaving.
    const stop = within(screen.getByRole('row', { name: /DH000012/ }));
    expect(stop.getByRole('link', { name: 'DH000012' }).getAttribute('href')).toBe('/order/export/12');
    expect(stop.getByText('8.000.000 ₫')).toBeTruthy();
    expect(stop.getByText('Chờ giao')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Đã giao DH000012' })).toBeNull();
    expect(button('Đã giao tất cả')).toBeNull();
    expect(button('Hủy chuyến')).toBeTruthy();

    fireEvent.click(button('Xuất phát')!);
    expect(await screen.findByText('Chuyến giao hàng đã xuất phát')).toBeTruthy();
    expect(api.calls(transportApi.actionTransport, { id: 5 })[0]!.body).toEqual({
      action: 'depart',
      version: 3,
    });
    // The page now shows the shipment on the road.
    expect(await screen.findByRole('button', { name: 'Đã giao tất cả' })).toBeTruthy();
    expect(button('Xuất phát')).toBeNull();
  });

  it('cancelling asks a reason first, and sends it', async () => {
    signInAs(DISPATCHER);
    const api = server(SHIPMENT, () => ({
      ...SHIPMENT,
      status: 'cancelled',
      finished_at: '2026-11-20T05:00:00.000Z',
    }));
    renderApp('/transport/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy chuyến' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Hủy chuyến VC000005')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Hủy chuyến' }));
    expect(await dialog.findByText('Hãy nhập lý do')).toBeTruthy();
    expect(api.calls(transportApi.actionTransport)).toHaveLength(0);

    await giveReason('Xe hỏng giữa đường', 'Hủy chuyến');
    expect(await screen.findByText('Đã hủy chuyến giao hàng')).toBeTruthy();
    expect(api.calls(transportApi.actionTransport)[0]!.body).toEqual({
      action: 'cancel',
      version: 3,
      reason: 'Xe hỏng giữa đường',
    });
    await waitFor(() => expect(screen.getAllByText('Đã hủy').length).toBeGreaterThan(0));
    expect(button('Xuất phát')).toBeNull();
  });

  it('on the road: each waiting stop is delivered or returned (with a reason) on its own', async () => {
    signInAs(KEEPER);
    const api = server(ON_THE_ROAD, () => ({ ...ON_THE_ROAD, version: 6 }));
    renderApp('/transport/5');
    // Only the waiting stop has buttons; the settled ones show their outcome and reason.
    expect(await screen.findByRole('button', { name: 'Đã giao DH000013' })).toBeTruthy();
    expect(button('Đã giao DH000011')).toBeNull();
    expect(button('Hoàn trả DH000012')).toBeNull();
    expect(within(screen.getByRole('row', { name: /DH000012/ })).getByText('Khách đi vắng')).toBeTruthy();
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(button('Xuất phát')).toBeNull();
    expect(button('Hủy chuyến')).toBeNull();

    fireEvent.click(button('Đã giao DH000013')!);
    expect(await screen.findByText('Đã xác nhận giao hàng')).toBeTruthy();
    expect(api.calls(transportApi.actionTransport)[0]!.body).toEqual({
      action: 'deliver',
      version: 5,
      order_ids: [13],
    });

    fireEvent.click(button('Hoàn trả DH000013')!);
    expect(await screen.findByText('Hoàn trả đơn DH000013')).toBeTruthy();
    await giveReason('Khách từ chối nhận', 'Hoàn trả');
    await waitFor(() => expect(api.calls(transportApi.actionTransport)).toHaveLength(2));
    expect(api.calls(transportApi.actionTransport)[1]!.body).toEqual({
      action: 'return',
      version: 6,
      order_ids: [13],
      reason: 'Khách từ chối nhận',
    });
  });

  it('"Đã giao tất cả" confirms, then settles every waiting stop; "Hoàn trả tất cả" asks a reason', async () => {
    signInAs(KEEPER);
    const api = server(ON_THE_ROAD);
    renderApp('/transport/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Đã giao tất cả' }));
    const confirmDialog = within(await screen.findByRole('dialog'));
    expect(confirmDialog.getByText('Xác nhận đã giao 1 đơn đang chờ của chuyến VC000005?')).toBeTruthy();
    fireEvent.click(confirmDialog.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.calls(transportApi.actionTransport)).toHaveLength(1));
    expect(api.calls(transportApi.actionTransport)[0]!.body).toEqual({ action: 'deliver', version: 5 });

    await screen.findByText('Đã xác nhận giao hàng');
    fireEvent.click(button('Hoàn trả tất cả')!);
    await giveReason('Mưa bão, không giao được', 'Hoàn trả');
    await waitFor(() => expect(api.calls(transportApi.actionTransport)).toHaveLength(2));
    expect(api.calls(transportApi.actionTransport)[1]!.body).toEqual({
      action: 'return',
      version: 5,
      reason: 'Mưa bão, không giao được',
    });
  });

  it('on the road, a dispatcher without the order’s `order.fulfil` gets no stop to settle (a 403 would sign them out)', async () => {
    signInAs(DISPATCHER);
    const api = server(ON_THE_ROAD);
    renderApp('/transport/5');
    expect(await screen.findByRole('row', { name: /DH000013/ })).toBeTruthy();
    for (const name of ['Đã giao tất cả', 'Hoàn trả tất cả', 'Đã giao DH000013', 'Hoàn trả DH000013'])
      expect(button(name)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Thao tác' })).toBeNull();
    expect(api.calls(transportApi.actionTransport)).toHaveLength(0);
  });

  it('a 409 shows the server’s message and reloads the shipment', async () => {
    signInAs(KEEPER);
    let reads = 0;
    const moved: ShipmentDetail = { ...ON_THE_ROAD, version: 8 };
    const api = mockFetch([
      mockEndpoint(transportApi.getTransport, () => ok((reads += 1) === 1 ? SHIPMENT : moved)),
      mockEndpoint(
        transportApi.actionTransport,
        fail(409, 'Chuyến giao hàng vừa được người khác cập nhật, vui lòng tải lại'),
      ),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ]);
    renderApp('/transport/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Xuất phát' }));
    expect(
      await screen.findByText('Chuyến giao hàng vừa được người khác cập nhật, vui lòng tải lại'),
    ).toBeTruthy();
    // Reloaded: someone else had already sent it on the road.
    expect(await screen.findByRole('button', { name: 'Đã giao tất cả' })).toBeTruthy();
    expect(api.calls(transportApi.getTransport).length).toBeGreaterThanOrEqual(2);
  });

  it('a finished shipment offers no step; its history names the shipment’s own actions', async () => {
    signInAs(DISPATCHER);
    const delivered: ShipmentDetail = {
      ...ON_THE_ROAD,
      status: 'delivered',
      finished_at: '2026-11-21T05:00:00.000Z',
      delivered_count: 2,
      stops: ON_THE_ROAD.stops.map((s) => (s.status === 'waiting' ? { ...s, status: 'delivered' } : s)),
    };
    mockFetch([
      mockEndpoint(transportApi.getTransport, ok(delivered)),
      mockEndpoint(
        platformApi.history,
        ok({
          results: [
            {
              id: 1,
              action: 'deliver',
              at: '2026-11-21T05:00:00.000Z',
              actor: { id: 21, username: 'kho.binhduong' },
              diff: { status: { from: 'on_the_road', to: 'delivered' }, order_ids: { from: null, to: [13] } },
            },
          ],
          total: 1,
          names: { order_ids: { 13: 'DH000013' } },
        }),
      ),
    ]);
    renderApp('/transport/5');
    await screen.findByRole('heading', { name: 'VC000005' });
    expect(screen.queryByText('Đã giao / Hoàn trả')).toBeNull();
    for (const name of ['Xuất phát', 'Hủy chuyến', 'Đã giao tất cả', 'Hoàn trả tất cả', 'Đã giao DH000013'])
      expect(button(name)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Lịch sử thay đổi' }));
    const history = within(await screen.findByRole('tabpanel', { name: 'Lịch sử thay đổi' }));
    expect(await history.findByText('Giao hàng')).toBeTruthy();
    // The orders by their codes (named by the history call), the statuses by their labels.
    expect(history.getByText('DH000013')).toBeTruthy();
    expect(history.getByText('Đang trên đường')).toBeTruthy();
  });

  it('on a 390 px phone: stops as cards, the steps’ buttons across the width', async () => {
    setViewport(390, 844);
    signInAs(KEEPER);
    const api = server(ON_THE_ROAD);
    renderApp('/transport/5');
    const card = within(await screen.findByRole('group', { name: 'DH000013' }));
    expect(screen.queryByRole('columnheader', { name: 'Tổng tiền' })).toBeNull();
    expect(card.getByText('1.000.000 ₫')).toBeTruthy();
    const deliver = card.getByRole('button', { name: 'Đã giao DH000013' });
    expect(deliver.className).toContain('ant-btn-block');
    expect(screen.getByRole('button', { name: 'Đã giao tất cả' }).className).toContain('ant-btn-block');
    fireEvent.click(deliver);
    await waitFor(() =>
      expect(api.calls(transportApi.actionTransport)[0]!.body).toEqual({
        action: 'deliver',
        version: 5,
        order_ids: [13],
      }),
    );
  });

  it('an id that is not a number shows "not found" without asking the server', async () => {
    signInAs(DISPATCHER);
    const api = server(SHIPMENT);
    renderApp('/en/transport/abc');
    expect(await screen.findByText('Shipment not found')).toBeTruthy();
    expect(api.calls(transportApi.getTransport)).toHaveLength(0);
  });
});
