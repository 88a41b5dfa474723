import { stockApi, warehouseApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { KEEPER, stockRowOf, warehouseOf } from '../components/warehouse.test-kit';
import { warehouseManifest } from '../manifest';

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/warehouse', () => {
  it('shows the near-expiry window and lets a manager change it, refusing a bad number', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(warehouseApi.list, ok({ results: [warehouseOf()], total: 1 })),
      mockEndpoint(warehouseApi.dropdown, ok([])),
      mockEndpoint(warehouseApi.settings, ok({ near_expiry_days: 60, updated_at: null })),
      mockEndpoint(warehouseApi.updateSettings, (request) =>
        ok({ ...(request.body as object), updated_at: '2026-11-27T02:00:00.000Z' }),
      ),
    ]);
    renderApp('/warehouse', [warehouseManifest]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cận hạn: 60 ngày' }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog).getByLabelText('Số ngày cận hạn sử dụng');
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.blur(days);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Số ngày cận hạn là số nguyên từ 1 đến 365')).toBeTruthy();
    expect(api.calls(warehouseApi.updateSettings)).toHaveLength(0);
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(api.calls(warehouseApi.updateSettings)[0]?.body).toEqual({ near_expiry_days: 90 }),
    );
  });

  it('shows the window read-only to whoever does not manage warehouses', async () => {
    signInAs({ ...KEEPER, permission: ['warehouse'] });
    mockFetch([
      mockEndpoint(warehouseApi.list, ok({ results: [warehouseOf()], total: 1 })),
      mockEndpoint(warehouseApi.dropdown, ok([])),
      mockEndpoint(warehouseApi.settings, ok({ near_expiry_days: 45, updated_at: null })),
    ]);
    renderApp('/warehouse', [warehouseManifest]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cận hạn: 45 ngày' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Số ngày cận hạn sử dụng').disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Lưu' }).disabled).toBe(true);
  });

  it('lists warehouses with their stock value in VND and lot warnings, filters in the address', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(
        warehouseApi.list,
        ok({
          results: [
            warehouseOf(),
            warehouseOf({
              id: 4,
              code: 'KHO004',
              name: 'Kho NPP Minh Phát',
              kind: 'distributor',
              owner_id: 12,
              owner_name: 'NPP Minh Phát',
              stock_value: 0,
              near_expiry_lots: 0,
              expired_lots: 1,
            }),
          ],
          total: 2,
        }),
      ),
      mockEndpoint(warehouseApi.dropdown, ok([])),
    ]);
    renderApp('/warehouse?kind=central&status=active', [warehouseManifest]);
    const central = (await screen.findByText('Kho Bình Dương')).closest('tr')!;
    expect(within(central).getByText('125.400.000 ₫')).toBeTruthy();
    expect(within(central).getByText('2 lô sắp hết hạn')).toBeTruthy();
    expect(within(central).getByText('Kho tổng')).toBeTruthy();
    expect(within(central).getByText('Đang hoạt động')).toBeTruthy();
    // A distributor's warehouse opens inside the distributor's pages.
    const npp = screen.getByText('Kho NPP Minh Phát').closest('tr')!;
    expect(within(npp).getByText('1 lô hết hạn')).toBeTruthy();
    expect(screen.getByText('Kho NPP Minh Phát').closest('a')?.getAttribute('href')).toBe(
      '/npp-manager/12/4',
    );
    // The list's own call carries the address's filters (the other one reads the areas to filter by).
    const queries = api
      .calls(warehouseApi.list)
      .map((c) => Object.fromEntries(new URLSearchParams(c.search)));
    expect(queries).toContainEqual({ kind: 'central', status: 'active', page: '0', page_size: '20' });
    expect(screen.getByRole('button', { name: 'Thêm kho' })).toBeTruthy();
  });
});

describe('/report/stock-quantity', () => {
  it('asks for the stock by warehouse as of the chosen day, and exports the same filter', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(
        stockApi.stockQuantity,
        ok({ results: [stockRowOf({ variant_id: null, consignment_id: null, quantity: 480 })], total: 1 }),
      ),
    ]);
    renderApp('/en/report/stock-quantity?as_of=2026-10-31', [warehouseManifest]);
    expect(await screen.findByText('Kho Bình Dương')).toBeTruthy();
    expect(screen.getByText('480')).toBeTruthy();
    await waitFor(() => expect(api.calls(stockApi.stockQuantity).length).toBeGreaterThan(0));
    expect(api.calls(stockApi.stockQuantity).at(-1)?.body).toMatchObject({
      group_by: 'warehouse',
      as_of: '2026-10-31',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Stock as of').value).toBe('31/10/2026');
    expect(screen.getByRole('button', { name: /Excel/ })).toBeTruthy();
  });
});
