import { orderApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok, type RecordedRequest } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { orderRowOf } from './order.test-kit';
import { DistributorOrders, StoreOrders } from './PartnerOrders';

afterEach(() => vi.unstubAllGlobals());

const READER = ['exporttodistributororder'];

/** The list answers by side: orders placed by account 12, or sold by it. */
function mockOrders() {
  return mockFetch([
    mockEndpoint(orderApi.list, (r: RecordedRequest) => {
      const query = new URLSearchParams(r.search);
      if (query.get('account_id') === '12')
        return ok({
          results: [orderRowOf({ id: 50, code: 'DH-PLACED', account_id: 12, seller_name: null })],
          total: 1,
        });
      if (query.get('seller_id') === '12')
        return ok({
          results: [orderRowOf({ id: 51, code: 'DH-SOLD', account_name: 'Tạp hóa Cô Ba' })],
          total: 1,
        });
      return ok({ results: [], total: 0 });
    }),
  ]);
}

describe('the orders tab of partner pages', () => {
  it("lists a distributor's placed orders, switches to the orders placed with it, and opens them inside its page", async () => {
    signIn({ permission: READER });
    const api = mockOrders();
    const view = renderShell(
      [
        { path: '/npp-manager/12', element: <DistributorOrders recordId={12} /> },
        { path: '/npp-manager/12/order/:orderId', element: <p>order page</p> },
      ],
      { path: '/npp-manager/12' },
    );
    const placed = await screen.findByRole('link', { name: 'DH-PLACED' });
    // Placed with the company: the seller column says so.
    expect(within(placed.closest('tr')!).getByText('Công ty')).toBeTruthy();
    fireEvent.click(screen.getByText('Đơn bán'));
    const sold = await screen.findByRole('link', { name: 'DH-SOLD' });
    expect(within(sold.closest('tr')!).getByText('Tạp hóa Cô Ba')).toBeTruthy();
    expect(new URLSearchParams(api.calls(orderApi.list).at(-1)!.search).get('seller_id')).toBe('12');
    fireEvent.click(sold);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/npp-manager/12/order/51'));
  });

  it("lists a store's own orders, without the distributor's switch", async () => {
    signIn({ permission: READER });
    mockOrders();
    renderShell(
      [
        { path: '/chth-manager/12', element: <StoreOrders recordId={12} /> },
        { path: '/chth-manager/12/:idorder', element: <p>order page</p> },
      ],
      { path: '/chth-manager/12' },
    );
    const link = await screen.findByRole('link', { name: 'DH-PLACED' });
    expect(link.getAttribute('href')).toContain('/chth-manager/12/50');
    expect(screen.queryByText('Đơn bán')).toBeNull();
    // Pending: no goods left yet, so no receipt.
    expect(screen.queryByRole('link', { name: 'Phiếu nhập' })).toBeNull();
  });

  it("links a store's shipped orders to their goods receipts", async () => {
    signIn({ permission: READER });
    mockFetch([
      mockEndpoint(
        orderApi.list,
        ok({ results: [orderRowOf({ id: 52, code: 'DH-SHIPPED', status: 'delivered' })], total: 1 }),
      ),
    ]);
    renderShell([{ path: '/chth-manager/12', element: <StoreOrders recordId={12} /> }], {
      path: '/chth-manager/12',
    });
    const receipt = await screen.findByRole('link', { name: 'Phiếu nhập' });
    expect(receipt.getAttribute('href')).toContain('/chth-manager/12/import/52');
  });
});
