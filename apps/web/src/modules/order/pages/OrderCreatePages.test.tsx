import { orderApi, priceListApi, productApi, type BarcodeLookup, type LoginResult } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs, STAFF_LOGIN } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { orderOf } from '../components/order.test-kit';
import { orderManifest } from '../manifest';

/** A supervisor ordering for the stores of their zone, without the partner screens' `partner` code. */
const SUPERVISOR: LoginResult = {
  ...STAFF_LOGIN,
  permission: ['exporttodistributororder', 'order.manage', 'product'],
};

/** A grocery store's own account: it orders for itself. */
const STORE: LoginResult = {
  ...STAFF_LOGIN,
  user: {
    ...STAFF_LOGIN.user,
    id: 77,
    username: 'chth_coba',
    fullname: 'Cô Ba',
    type: 'CHTH',
    system_key: 'CHTH',
  },
  permission: ['exporttodistributororder', 'product'],
};

const PRODUCT = {
  id: 12,
  direction: 'out' as const,
  code: 'SP000012',
  name: 'Nước cam ép',
  brand: null,
  category_id: null,
  category_name: null,
  status: 'active' as const,
  thumbnail_file_id: null,
};

function lookup(barcode: string, variantId: number, name: string): BarcodeLookup {
  const units = [
    { unit_id: 1, unit_code: 'CHAI', unit_name: 'Chai', factor: 1, barcode: null },
    { unit_id: 3, unit_code: 'THUNG', unit_name: 'Thùng', factor: 24, barcode },
  ];
  return {
    barcode,
    unit: units[1]!,
    product: PRODUCT,
    variant: {
      id: variantId,
      product_id: 12,
      code: `SP000012-0${variantId - 500}`,
      name,
      option_values: [],
      base_unit_id: 1,
      base_unit_name: 'Chai',
      units_per_box: 24,
      status: 'active',
      image_file_id: null,
      position: variantId - 500,
      units,
    },
  };
}

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function scan(code: string) {
  const field = screen.getByLabelText('Mã vạch');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function type(group: HTMLElement, label: string, value: string) {
  const field = within(group).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('/order/export/create', () => {
  it('adds lines by barcode, totals them from the resolved prices and submits without prices', async () => {
    signInAs(STORE);
    let created = 0;
    const api = mockFetch([
      mockEndpoint(orderApi.typeList, ok([])),
      mockEndpoint(
        orderApi.accounts,
        ok({
          results: [
            {
              id: 77,
              fullname: 'Cô Ba',
              username: 'chth_coba',
              system: 'CHTH',
              phone: '0905123456',
              address_text: '5 Trần Phú, Hải Châu',
            },
          ],
          total: 1,
        }),
      ),
      mockEndpoint(productApi.outProductFind, (request) => {
        const { barcode } = request.body as { barcode: string };
        return barcode === '8934673573017'
          ? ok(lookup(barcode, 501, 'Nước cam ép 330ml'))
          : ok(lookup(barcode, 502, 'Nước táo ép 330ml'));
      }),
      mockEndpoint(priceListApi.resolve, (request) => {
        const body = request.body as { account_id: number; lines: { variant_id: number; unit_id: number }[] };
        return ok({
          at: '2026-03-02T01:00:00.000Z',
          account_id: body.account_id,
          system: 'CHTH',
          lines: body.lines.map((l) => ({
            ...l,
            price: l.variant_id === 501 ? 250_000 : null,
            price_list_id: l.variant_id === 501 ? 9 : null,
            price_list_code: l.variant_id === 501 ? 'BG-CHTH-03' : null,
            revision: l.variant_id === 501 ? 2 : null,
            scope_level: null,
          })),
        });
      }),
      mockEndpoint(orderApi.create, () =>
        ++created === 1
          ? fail(422, 'Có 1 dòng chưa có giá áp dụng', [
              { field: 'lines.1.variant_id', message: 'Sản phẩm này chưa có giá áp dụng cho khách hàng' },
            ])
          : ok(orderOf({ id: 90, code: 'DH2603000090', status: 'pending' })),
      ),
      mockEndpoint(orderApi.get, ok(orderOf({ id: 90, code: 'DH2603000090' }))),
    ]);
    const app = renderApp('/order/export/create', [orderManifest]);
    expect(await screen.findByText('Bạn đặt hàng cho chính mình (Cô Ba)')).toBeTruthy();
    // The store's own address and contact are the delivery it starts with.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Địa chỉ giao hàng').value).toBe(
        '5 Trần Phú, Hải Châu',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Số điện thoại người nhận').value).toBe('0905123456');

    scan('8934673573017');
    const orange = await screen.findByRole('group', { name: 'Nước cam ép 330ml' });
    await waitFor(() => expect(within(orange).getByTestId('line-price').textContent).toBe('250.000 ₫'));
    type(orange, 'Số lượng', '5');
    type(orange, 'Chiết khấu (%)', '4');
    expect(await screen.findByText('Tạm tính: 1.200.000 ₫')).toBeTruthy();
    expect(api.calls(priceListApi.resolve).at(-1)?.body).toEqual({
      account_id: 77,
      lines: [{ variant_id: 501, unit_id: 3 }],
    });

    scan('8934673573024');
    const apple = await screen.findByRole('group', { name: 'Nước táo ép 330ml' });
    expect(await within(apple).findByText('Chưa có giá')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Địa chỉ giao hàng'), { target: { value: '12 Lê Lợi, Đà Nẵng' } });

    fireEvent.click(screen.getByRole('button', { name: 'Gửi duyệt' }));
    expect(await within(apple).findByText('Sản phẩm này chưa có giá áp dụng cho khách hàng')).toBeTruthy();
    const body = api.calls(orderApi.create)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ submit: true, delivery_address: '12 Lê Lợi, Đà Nẵng' });
    expect(body.lines).toEqual([
      { variant_id: 501, unit_id: 3, quantity: 5, discount_percent: 4, note: null },
      { variant_id: 502, unit_id: 3, quantity: 1, discount_percent: 0, note: null },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/price|total|amount/);

    fireEvent.click(within(apple).getByRole('button', { name: 'Xóa dòng' }));
    // The refused submit has settled once the button stops waiting.
    await waitFor(() =>
      expect(screen.getByText('Gửi duyệt').closest('button')?.className).not.toMatch(/loading/),
    );
    fireEvent.click(screen.getByText('Gửi duyệt'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/order/export/90'));
    expect(api.calls(orderApi.create)).toHaveLength(2);
  });

  it('lets a supervisor pick a store they may order for, and fills the delivery from it', async () => {
    signInAs(SUPERVISOR);
    const store = {
      id: 77,
      fullname: 'Tạp hóa Cô Ba',
      username: 'chth_coba',
      system: 'CHTH' as const,
      phone: '0905123456',
      address_text: '12 Lê Lợi, Hải Châu, Đà Nẵng',
    };
    const api = mockFetch([
      mockEndpoint(orderApi.typeList, ok([])),
      mockEndpoint(orderApi.accounts, (request) => {
        const query = new URLSearchParams(request.search);
        return ok(
          query.get('role') === 'orderer' && query.get('system') === 'CHTH'
            ? { results: [store], total: 1 }
            : { results: [], total: 0 },
        );
      }),
    ]);
    renderApp('/order/export/create', [orderManifest]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Khách đặt hàng' }));
    fireEvent.click(await screen.findByTitle('Tạp hóa Cô Ba (chth_coba)'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Địa chỉ giao hàng').value).toBe(
        '12 Lê Lợi, Hải Châu, Đà Nẵng',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Người nhận').value).toBe('Tạp hóa Cô Ba');
    // The seller picker reads the same call, as seller.
    expect(screen.getByRole('combobox', { name: 'Bên bán' })).toBeTruthy();
    const roles = api.calls(orderApi.accounts).map((c) => new URLSearchParams(c.search).get('role'));
    expect(new Set(roles)).toEqual(new Set(['orderer', 'seller']));
  });
});
