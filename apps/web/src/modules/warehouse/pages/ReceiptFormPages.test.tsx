import { orderApi, productApi, stockApi, warehouseApi, type BarcodeLookup } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import {
  approvedOrderOf,
  JUICE,
  JUICE_DETAIL,
  JUICE_PRODUCT,
  KEEPER,
  receiptOf,
  stockRowOf,
  WAREHOUSE_OPTION,
} from '../components/warehouse.test-kit';
import { warehouseManifest } from '../manifest';

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

const BOX_BARCODE = '8934673573017';

async function scan(code: string) {
  const field = await screen.findByLabelText('Mã vạch');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function type(group: HTMLElement, label: string, value: string) {
  const field = within(group).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** Types a date into the dd/mm/yyyy picker as a person would, then leaves the field. */
function typeDate(group: HTMLElement, label: string, ddmmyyyy: string) {
  const input = within(group).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: ddmmyyyy } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('/warehouse/receipt/import', () => {
  it('refuses an expiry before manufacture, then posts the lot in its unit and opens the receipt', async () => {
    signInAs(KEEPER);
    const lookup: BarcodeLookup = {
      barcode: BOX_BARCODE,
      unit: JUICE.units[1]!,
      variant: JUICE,
      product: JUICE_PRODUCT,
    };
    const api = mockFetch([
      mockEndpoint(warehouseApi.dropdown, ok([WAREHOUSE_OPTION])),
      mockEndpoint(productApi.variantList, ok({ results: [], total: 0 })),
      mockEndpoint(productApi.outProductFind, ok(lookup)),
      mockEndpoint(stockApi.receiptImport, ok(receiptOf())),
      mockEndpoint(stockApi.receipt, ok(receiptOf())),
    ]);
    const app = renderApp('/warehouse/receipt/import?warehouse=3', [warehouseManifest]);
    await scan(BOX_BARCODE);
    const line = await screen.findByRole('group', { name: 'Nước cam ép 330ml' });
    type(line, 'Số lượng', '2');
    expect(within(line).getByTestId('base-quantity').textContent).toBe('= 48 Chai');
    type(line, 'Số lô', 'L2611A');
    typeDate(line, 'Ngày sản xuất', '01/06/2026');
    typeDate(line, 'Hạn sử dụng', '01/01/2026');
    type(line, 'Giá vốn / đơn vị', '180000');

    fireEvent.click(screen.getByRole('button', { name: 'Lập phiếu nhập' }));
    expect(await within(line).findByText('Hạn sử dụng phải sau ngày sản xuất')).toBeTruthy();
    expect(api.calls(stockApi.receiptImport)).toHaveLength(0);

    typeDate(line, 'Hạn sử dụng', '01/06/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Lập phiếu nhập' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/warehouse/receipt/90'));
    const body = api.calls(stockApi.receiptImport)[0]?.body as { warehouse_id: number; lines: unknown[] };
    expect(body.warehouse_id).toBe(3);
    // As entered, in the line's unit: the server counts the base units.
    expect(body.lines).toEqual([
      {
        variant_id: 501,
        unit_id: 3,
        quantity: 2,
        lot_code: 'L2611A',
        manufactured_on: '2026-06-01',
        expires_on: '2027-06-01',
        unit_cost: 180_000,
      },
    ]);
  });
});

describe('/warehouse/receipt/export?order=', () => {
  it('opened from the order’s page, ships from the warehouse holding the order’s stock', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(warehouseApi.dropdown, ok([WAREHOUSE_OPTION])),
      mockEndpoint(orderApi.get, ok(approvedOrderOf({ warehouse_id: null }))),
      mockEndpoint(productApi.variantDetail, ok(JUICE_DETAIL)),
      mockEndpoint(stockApi.stockDropdown, ok([])),
      mockEndpoint(stockApi.consignments, ok([])),
      mockEndpoint(stockApi.cartList, (request) =>
        ok({
          results:
            new URLSearchParams(request.search).get('order_id') === '41'
              ? [{ order_id: 41, warehouse_id: 3 }]
              : [],
          total: 1,
        }),
      ),
      mockEndpoint(
        stockApi.suggest,
        ok({ wanted: 120, available: 0, shortage: 120, expired_skipped: 0, allocations: [] }),
      ),
    ]);
    renderApp('/warehouse/receipt/export?order=41', [warehouseManifest]);
    await waitFor(() => expect(api.calls(stockApi.suggest)[0]?.body).toMatchObject({ warehouse_id: 3 }));
  });

  it('says so when the order holds stock nowhere', async () => {
    signInAs(KEEPER);
    mockFetch([
      mockEndpoint(orderApi.get, ok(approvedOrderOf({ warehouse_id: null }))),
      mockEndpoint(stockApi.cartList, ok({ results: [], total: 0 })),
      mockEndpoint(productApi.variantDetail, ok(JUICE_DETAIL)),
    ]);
    renderApp('/warehouse/receipt/export?order=41', [warehouseManifest]);
    expect(await screen.findByText(/Đơn không giữ hàng ở kho nào/)).toBeTruthy();
  });

  it('fills the order’s lines from the suggested lots and shows a refused quantity on its line', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(warehouseApi.dropdown, ok([WAREHOUSE_OPTION])),
      mockEndpoint(orderApi.get, ok(approvedOrderOf())),
      mockEndpoint(productApi.variantDetail, ok(JUICE_DETAIL)),
      mockEndpoint(stockApi.stockDropdown, ok([])),
      mockEndpoint(stockApi.consignments, ok([])),
      mockEndpoint(
        stockApi.suggest,
        ok({
          wanted: 120,
          available: 130,
          shortage: 0,
          expired_skipped: 1,
          allocations: [
            {
              consignment_id: 71,
              lot_code: 'L2603A',
              expires_on: '2027-01-31',
              on_hand: 100,
              take: 100,
              near_expiry: true,
            },
            {
              consignment_id: 72,
              lot_code: 'L2605B',
              expires_on: '2027-03-31',
              on_hand: 30,
              take: 20,
              near_expiry: false,
            },
          ],
        }),
      ),
      mockEndpoint(
        stockApi.receiptExport,
        fail(422, 'Không đủ tồn kho cho 1 dòng hàng', [
          { field: 'lines.0.quantity', message: 'Chỉ còn 90 có thể xuất' },
        ]),
      ),
    ]);
    renderApp('/warehouse/receipt/export?order=41', [warehouseManifest]);
    expect(
      await screen.findByText('Gợi ý (hết hạn trước xuất trước): lô L2603A, HSD 31/01/2027, lấy 100'),
    ).toBeTruthy();
    expect(
      screen.getByText('Gợi ý (hết hạn trước xuất trước): lô L2605B, HSD 31/03/2027, lấy 20'),
    ).toBeTruthy();
    expect(screen.getByText('Nước cam ép 330ml: Bỏ qua 1 lô đã hết hạn')).toBeTruthy();
    expect(api.calls(stockApi.suggest)[0]?.body).toEqual({
      warehouse_id: 3,
      variant_id: 501,
      unit_id: 3,
      quantity: 5,
      order_id: 41,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Lập phiếu xuất' }));
    const [first, second] = screen.getAllByRole('group', { name: 'Nước cam ép 330ml' });
    expect(await within(first!).findByText('Chỉ còn 90 có thể xuất')).toBeTruthy();
    expect(within(second!).queryByText('Chỉ còn 90 có thể xuất')).toBeNull();
    expect(api.calls(stockApi.receiptExport)[0]?.body).toEqual({
      warehouse_id: 3,
      order_id: 41,
      note: null,
      lines: [
        { variant_id: 501, unit_id: 1, quantity: 100, consignment_id: 71 },
        { variant_id: 501, unit_id: 1, quantity: 20, consignment_id: 72 },
      ],
    });
  });
});

describe('/warehouse/receipt/count', () => {
  it('lists the warehouse’s lots with their book quantity and shows the variance of what was counted', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(warehouseApi.dropdown, ok([WAREHOUSE_OPTION])),
      mockEndpoint(
        stockApi.stockQuantity,
        ok({
          results: [stockRowOf(), stockRowOf({ consignment_id: 72, lot_code: 'L2605B', quantity: 30 })],
          total: 2,
        }),
      ),
      mockEndpoint(stockApi.stockCount, ok(receiptOf({ id: 91, kind: 'count' }))),
      mockEndpoint(stockApi.receipt, ok(receiptOf({ id: 91, kind: 'count' }))),
    ]);
    const app = renderApp('/warehouse/receipt/count?warehouse=3', [warehouseManifest]);
    const lot = await screen.findByRole('group', { name: 'Nước cam ép 330ml · Số lô L2603A' });
    expect(api.calls(stockApi.stockQuantity)[0]?.body).toMatchObject({ group_by: 'lot', warehouse_id: 3 });
    type(lot, 'Thực đếm', '115');
    expect(within(lot).getByTestId('variance').textContent).toBe('-5');
    expect(screen.getByText('Tổng chênh lệch: -5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lập phiếu kiểm kê' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/warehouse/receipt/91'));
    expect((api.calls(stockApi.stockCount)[0]?.body as { lines: unknown[] }).lines).toEqual([
      { variant_id: 501, consignment_id: 71, counted: 115 },
      { variant_id: 501, consignment_id: 72, counted: 30 },
    ]);
  });
});
