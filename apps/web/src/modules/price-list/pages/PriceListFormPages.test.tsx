import { locateApi, platformApi, priceListApi, productApi, type VariantRow } from '@kenh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { PREVIEW, priceListOf } from '../components/price-list.test-kit';
import { priceListManifest } from '../manifest';

const open = (path: string) => renderApp(path, [priceListManifest]);

const VARIANT: VariantRow = {
  id: 12,
  product_id: 4,
  code: 'SP000012-01',
  name: 'Nước cam ép 330ml',
  option_values: ['330ml'],
  base_unit_id: 1,
  base_unit_name: 'lon',
  units_per_box: 24,
  status: 'active',
  image_file_id: null,
  position: 0,
  units: [
    { unit_id: 1, unit_code: 'LON', unit_name: 'lon', factor: 1, barcode: null },
    { unit_id: 3, unit_code: 'THUNG', unit_name: 'thùng', factor: 24, barcode: null },
  ],
  product: {
    id: 4,
    direction: 'out',
    code: 'SP000012',
    name: 'Nước cam ép',
    brand: 'Vfresh',
    category_id: 2,
    category_name: 'Nước giải khát',
    status: 'active',
    thumbnail_file_id: null,
  },
};

function mockCalls(create: Parameters<typeof mockEndpoint>[1]) {
  return mockFetch([
    mockEndpoint(productApi.variantList, ok({ results: [VARIANT], total: 1 })),
    mockEndpoint(locateApi.locateDropdown, ok([])),
    mockEndpoint(priceListApi.create, create),
    mockEndpoint(priceListApi.get, ok(priceListOf({ id: 9, status: 'draft' }))),
    mockEndpoint(priceListApi.preview, ok(PREVIEW)),
    mockEndpoint(priceListApi.items, ok({ results: [], total: 0 })),
    mockEndpoint(priceListApi.images, ok([])),
    mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
  ]);
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

async function fillDraft() {
  fireEvent.change(await screen.findByLabelText('Tên bảng giá'), { target: { value: 'Giá CHTH tháng 12' } });
  await choose('Hệ thống', 'CHTH — Cửa hàng tạp hoá');
  const date = screen.getByLabelText<HTMLInputElement>('Ngày hiệu lực');
  fireEvent.focus(date);
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '01/12/2030' } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.change(screen.getByLabelText('Giờ hiệu lực'), { target: { value: '08:30' } });
  await choose('Thêm sản phẩm', 'SP000012-01 · Nước cam ép 330ml');
  await choose('Đơn vị', 'thùng');
  fireEvent.click(screen.getByRole('button', { name: /Thêm$/ }));
  fireEvent.change(await screen.findByLabelText('Giá của Nước cam ép 330ml theo thùng'), {
    target: { value: '215000' },
  });
}

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/product/price-list/new', () => {
  it('checks the draft with the contract before sending anything', async () => {
    signIn({ permission: ['pricelistproduct', 'pricelistproduct.manage', 'product'] });
    const api = mockCalls(ok(priceListOf()));
    open('/product/price-list/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Bạn cần điền vào mục này')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn')).toBeTruthy();
    expect(api.calls(priceListApi.create)).toHaveLength(0);
  });

  it('saves a draft with its start in Vietnam time and its prices, then opens it', async () => {
    signIn({ permission: ['pricelistproduct', 'pricelistproduct.manage', 'product'] });
    const api = mockCalls(ok(priceListOf({ id: 9, status: 'draft' })));
    const app = open('/product/price-list/new');
    await fillDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(api.calls(priceListApi.create)).toHaveLength(1));
    expect(api.calls(priceListApi.create)[0]!.body).toEqual({
      name: 'Giá CHTH tháng 12',
      note: null,
      system: 'CHTH',
      scope_level: 'system',
      target_ids: [],
      effective_from: '2030-12-01T01:30:00.000Z',
      items: [{ variant_id: 12, unit_id: 3, price: 215_000 }],
    });
    await waitFor(() => expect(app.path()).toBe('/price-list/pending/9'));
  });

  it("puts the server's refusal of a price under its grid line", async () => {
    signIn({ permission: ['pricelistproduct', 'pricelistproduct.manage', 'product'] });
    mockCalls(
      fail(400, 'Dữ liệu không hợp lệ', [
        { field: 'items.0.unit_id', message: 'Đơn vị này không thuộc sản phẩm' },
      ]),
    );
    open('/product/price-list/new');
    await fillDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Đơn vị này không thuộc sản phẩm')).toBeTruthy();
  });
});
