import { orderApi, stockApi, type LoginResult, type Receipt } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSectionsOf } from '../../../platform/routing';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { orderManifest } from '../../order';
import { warehouseManifest } from '../manifest';
import { approvedOrderOf, KEEPER, receiptOf } from './warehouse.test-kit';

/** Sees warehouses and receipts, posts none. */
const VIEWER: LoginResult = { ...KEEPER, permission: ['warehouse', 'exporttodistributororder'] };

const ISSUE = receiptOf({
  id: 90,
  code: 'PX2611000090',
  kind: 'export',
  order_id: 41,
  order_code: 'DH2611000041',
  line_count: 2,
  created_at: '2026-11-26T02:00:00.000Z',
});
const RETURN = receiptOf({
  id: 95,
  code: 'PT2611000095',
  kind: 'return',
  order_id: 41,
  order_code: 'DH2611000041',
  line_count: 2,
  created_at: '2026-11-28T07:30:00.000Z',
});

/** The order page (the order module's) with the warehouse's section, the order and its receipts answered. */
function openOrder(path: string, order = approvedOrderOf(), receipts: Receipt[] = []) {
  const api = mockFetch([
    mockEndpoint(orderApi.get, ok(order)),
    mockEndpoint(stockApi.receipts, ok({ results: receipts, total: receipts.length })),
  ]);
  const app = renderApp(path, [orderManifest, warehouseManifest]);
  return { api, app };
}

afterEach(() => vi.unstubAllGlobals());

describe('the goods issue on an order’s page (warehouse section order.record)', () => {
  it('offers "Xuất kho" for an approved order to a keeper, opening the goods-out form for the order', async () => {
    signInAs(KEEPER);
    const { api, app } = openOrder('/order/export/41');
    const section = (await screen.findByText('Phiếu kho của đơn')).closest('.ant-card') as HTMLElement;
    expect(await within(section).findByText('Đơn đã duyệt, chờ xuất kho')).toBeTruthy();
    const button = within(section).getByRole('button', { name: 'Xuất kho' });
    expect(button.closest('a')?.getAttribute('href')).toBe('/warehouse/receipt/export?order=41');
    // The receipts asked are the order's; the order is read once, shared with the page.
    expect(Object.fromEntries(new URLSearchParams(api.calls(stockApi.receipts)[0]!.search))).toMatchObject({
      order_id: '41',
    });
    expect(api.calls(orderApi.get)).toHaveLength(1);
    fireEvent.click(button);
    await waitFor(() => expect(app.path()).toBe('/warehouse/receipt/export?order=41'));
  });

  it('offers it on the phone page too, in English', async () => {
    signInAs(KEEPER);
    openOrder('/en/m-order/export/41');
    const button = await screen.findByRole('button', { name: 'Issue goods' });
    expect(button.closest('a')?.getAttribute('href')).toBe('/en/warehouse/receipt/export?order=41');
    expect(screen.getByText('Warehouse receipts')).toBeTruthy();
  });

  it('lists a shipping order’s goods issue, linking to it, and offers no second one', async () => {
    signInAs(KEEPER);
    openOrder('/order/export/41', approvedOrderOf({ status: 'shipping' }), [ISSUE]);
    const link = await screen.findByRole('link', { name: 'PX2611000090' });
    expect(link.getAttribute('href')).toBe('/warehouse/receipt/90');
    const row = link.closest('[role="listitem"]') as HTMLElement;
    expect(within(row).getByText('Phiếu xuất kho')).toBeTruthy();
    expect(within(row).getByText('Kho Bình Dương · 26/11/2026 09:00 · 2 dòng')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xuất kho' })).toBeNull();
  });

  it('lists a returned order’s goods issue and the receipt that brought the goods back', async () => {
    signInAs(KEEPER);
    openOrder('/en/order/export/41', approvedOrderOf({ status: 'returned' }), [RETURN, ISSUE]);
    const back = await screen.findByRole('link', { name: 'PT2611000095' });
    expect(back.getAttribute('href')).toBe('/en/warehouse/receipt/95');
    expect(screen.getByRole('link', { name: 'PX2611000090' }).getAttribute('href')).toBe(
      '/en/warehouse/receipt/90',
    );
    const items = screen.getAllByRole('listitem').filter((item) => /^P[XT]\d/.test(item.textContent ?? ''));
    expect(items.map((item) => item.textContent?.slice(0, 12))).toEqual(['PT2611000095', 'PX2611000090']);
    expect(screen.queryByRole('button', { name: 'Issue goods' })).toBeNull();
  });

  it('offers no "Xuất kho" to a user who may see receipts but not post them', async () => {
    signInAs(VIEWER);
    openOrder('/order/export/41');
    expect(await screen.findByText('Đơn đã duyệt, chờ xuất kho')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xuất kho' })).toBeNull();
  });

  it('says "Chưa xuất kho" when the order has no receipt and is not approved', async () => {
    signInAs(KEEPER);
    openOrder('/order/export/41', approvedOrderOf({ status: 'pending', approved_at: null }));
    expect(await screen.findByText('Chưa xuất kho')).toBeTruthy();
    expect(screen.queryByText('Đơn đã duyệt, chờ xuất kho')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xuất kho' })).toBeNull();
  });

  it.each([
    ['completed', '/order/export/41', 'Đơn không có phiếu kho nào', 'Chưa xuất kho'],
    [
      'cancelled',
      '/en/order/export/41',
      'No warehouse receipt was posted for this order',
      'Goods not issued yet',
    ],
  ] as const)('says a %s order without one has none, not "not yet"', async (status, path, none, notYet) => {
    signInAs(KEEPER);
    openOrder(path, approvedOrderOf({ status }));
    expect(await screen.findByText(none)).toBeTruthy();
    expect(screen.queryByText(notYet)).toBeNull();
  });

  it('is declared for order pages, to holders of the warehouse code only', () => {
    expect(recordSectionsOf([warehouseManifest], 'order.record')).toMatchObject([
      { key: 'order-stock', permission: 'warehouse', label: 'recordSections.orderReceipts' },
    ]);
  });
});
