import { transportApi, type TransportOrderDetail } from '@kenh/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { DISPATCHER } from './transport-fixtures.test-kit';

afterEach(() => vi.unstubAllGlobals());

const ORDER: TransportOrderDetail = {
  id: 'LG2611000123',
  status: 'in_transit',
  receiver_name: 'Cửa hàng Tạp hóa Minh Anh',
  receiver_phone: '0903456789',
  receiver_address: '12 Lê Lợi, Thủ Dầu Một, Bình Dương',
  cod_amount: 1_250_000,
  fee: 35_000,
  weight_kg: 12.5,
  created_at: '2026-11-20T08:30:00+07:00',
  expected_delivery: '2026-11-22',
  sender_name: 'Kho Bình Dương',
  sender_address: 'KCN VSIP 1, Thuận An, Bình Dương',
  note: null,
  events: [{ at: '2026-11-20T14:00:00+07:00', status: 'in_transit', location: 'Kho Thuận An', note: null }],
};

describe('/ecommerce-manager/transport-order', () => {
  it('says the partner connection is not configured instead of a list', async () => {
    signInAs(DISPATCHER);
    mockFetch([mockEndpoint(transportApi.transportOrders, ok({ results: [], total: 0, configured: false }))]);
    renderApp('/ecommerce-manager/transport-order');
    expect(await screen.findByText('Chưa cấu hình kết nối với đối tác vận chuyển')).toBeTruthy();
    expect(screen.getByText('Chưa kết nối đối tác vận chuyển')).toBeTruthy();
    expect(screen.queryByText('Không lấy được đơn từ đối tác vận chuyển')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the partner is unreachable', async () => {
    signInAs(DISPATCHER);
    const api = mockFetch([
      mockEndpoint(
        transportApi.transportOrders,
        fail(500, 'The logistics partner cannot be reached; please try again later'),
      ),
    ]);
    renderApp('/en/ecommerce-manager/transport-order');
    expect(
      await screen.findByText('The logistics partner cannot be reached; please try again later'),
    ).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(api.calls(transportApi.transportOrders)).toHaveLength(2));
  });

  it('lists the partner’s orders and opens one with its tracking', async () => {
    signInAs(DISPATCHER);
    const api = mockFetch([
      mockEndpoint(transportApi.transportOrders, ok({ results: [ORDER], total: 1, configured: true })),
      mockEndpoint(transportApi.transportOrder, ok(ORDER)),
    ]);
    const app = renderApp('/ecommerce-manager/transport-order?status=in_transit');
    expect(await screen.findByText('1.250.000 ₫')).toBeTruthy();
    expect(new URLSearchParams(api.calls(transportApi.transportOrders)[0]!.search).get('status')).toBe(
      'in_transit',
    );
    screen.getByRole('link', { name: 'LG2611000123' }).click();
    expect(await screen.findByText('Kho Thuận An')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/ecommerce-manager/transport-order/LG2611000123');
    expect(screen.getByText('KCN VSIP 1, Thuận An, Bình Dương')).toBeTruthy();
  });
});
