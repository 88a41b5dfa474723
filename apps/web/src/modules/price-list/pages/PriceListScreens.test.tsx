import {
  locateApi,
  PRICE_LISTS_EXPORT_PATH,
  priceListApi,
  priceListSummarySchema,
  productApi,
  type PriceListSummary,
  type VariantRow,
} from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { datedFileName } from '../../../platform/pages';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { priceListOf } from '../components/price-list.test-kit';
import { priceListManifest } from '../manifest';

const open = (path: string) => renderApp(path, [priceListManifest]);

/** A list as list calls answer it (the schema keeps the summary's fields only). */
const summary = (overrides: Partial<PriceListSummary>) =>
  priceListSummarySchema.parse(priceListOf(overrides));

const CHTH = summary({
  id: 3,
  code: 'BG000003',
  name: 'Giá CHTH toàn quốc',
  status: 'active',
  scope_level: 'system',
  targets: [],
  effective_from: '2026-10-01T00:00:00.000Z',
});
const NPP = summary({
  id: 4,
  code: 'BG000004',
  name: 'Giá NPP miền Nam',
  system: 'NPP',
  status: 'active',
  effective_from: '2026-09-01T00:00:00.000Z',
});

const VARIANT: VariantRow = {
  id: 12,
  product_id: 4,
  code: 'SP000012-01',
  name: 'Nước cam ép 330ml',
  option_values: [],
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
    brand: null,
    category_id: null,
    category_name: null,
    status: 'active',
    thumbnail_file_id: null,
  },
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/price-list', () => {
  it('shows the lists in force per system and how many wait for approval', async () => {
    signIn({ permission: ['pricelistproduct', 'area', 'product'] });
    const api = mockFetch([
      mockEndpoint(priceListApi.list, (request) => {
        const body = request.body as { stage?: string; status?: string };
        if (body.status === 'active') return ok({ results: [CHTH, NPP], total: 2 });
        if (body.status === 'pending') return ok({ results: [], total: 3 });
        return ok({ results: [CHTH], total: 1 });
      }),
      mockEndpoint(locateApi.locateDropdown, ok([])),
    ]);
    open('/price-list');
    const inForce = await screen.findByRole('region', { name: 'Cửa hàng tạp hoá' });
    expect(within(inForce).getByText('BG000003 · Giá CHTH toàn quốc')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Nhà phân phối' })).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(api.calls(priceListApi.list).map((c) => c.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ stage: 'history', status: 'active' }),
        expect.objectContaining({ stage: 'working', status: 'pending', page_size: 1 }),
      ]),
    );
  });

  it('looks a store’s prices up through the resolver, with the list each comes from', async () => {
    signIn({ permission: ['pricelistproduct', 'area', 'product'] });
    const api = mockFetch([
      mockEndpoint(priceListApi.list, ok({ results: [], total: 0 })),
      mockEndpoint(
        locateApi.locateDropdown,
        ok([{ value: 2, label: 'Miền Bắc', region: 'north', children: [] }]),
      ),
      mockEndpoint(
        locateApi.getAllAccountInZone,
        ok({
          results: [
            {
              id: 70,
              username: 'chth.hoa',
              fullname: 'Tạp hóa Hoa',
              type: 'CHTH',
              position: null,
              phone: null,
              is_active: true,
              area_id: 2,
              zone_id: null,
            },
            {
              id: 71,
              username: 'npp.an',
              fullname: 'NPP An',
              type: 'NPP',
              position: null,
              phone: null,
              is_active: true,
              area_id: 2,
              zone_id: null,
            },
          ],
          total: 2,
        }),
      ),
      mockEndpoint(productApi.variantList, ok({ results: [VARIANT], total: 1 })),
      mockEndpoint(
        priceListApi.resolve,
        ok({
          at: '2026-11-26T03:00:00.000Z',
          account_id: 70,
          system: 'CHTH',
          lines: [
            {
              variant_id: 12,
              unit_id: 1,
              price: 9_000,
              price_list_id: 3,
              price_list_code: 'BG000003',
              revision: 2,
              scope_level: 'system',
            },
            {
              variant_id: 12,
              unit_id: 3,
              price: null,
              price_list_id: null,
              price_list_code: null,
              revision: null,
              scope_level: null,
            },
          ],
        }),
      ),
    ]);
    open('/price-list');
    await choose('Vùng', 'Miền Bắc');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Khách hàng' }));
    expect(await screen.findByTitle('Tạp hóa Hoa (chth.hoa)')).toBeTruthy();
    // Only the accounts of the chosen system are offered.
    expect(screen.queryByTitle('NPP An (npp.an)')).toBeNull();
    fireEvent.click(screen.getByTitle('Tạp hóa Hoa (chth.hoa)'));
    await choose('Sản phẩm', 'SP000012-01 · Nước cam ép 330ml');
    fireEvent.click(screen.getByRole('button', { name: 'Tra giá' }));
    const found = await screen.findByRole('region', { name: 'Kết quả tra giá' });
    expect(await within(found).findByText('9.000 ₫')).toBeTruthy();
    expect(within(found).getByText('BG000003 · Phiên bản 2 · Toàn hệ thống')).toBeTruthy();
    expect(within(found).getByText('Không có giá đang áp dụng')).toBeTruthy();
    await waitFor(() => expect(api.calls(priceListApi.resolve)).toHaveLength(1));
    expect(api.calls(priceListApi.resolve)[0]!.body).toMatchObject({
      account_id: 70,
      lines: [
        { variant_id: 12, unit_id: 1 },
        { variant_id: 12, unit_id: 3 },
      ],
    });
  });
});

describe('the lists of price lists', () => {
  it('/product/price-list sends the filters of the address and links each list', async () => {
    signIn({ permission: ['pricelistproduct', 'pricelistproduct.manage'] });
    const api = mockFetch([mockEndpoint(priceListApi.list, ok({ results: [CHTH], total: 1 }))]);
    open('/product/price-list?status=active&system=CHTH&search=toan%20quoc');
    const link = await screen.findByRole('link', { name: 'BG000003 · Giá CHTH toàn quốc' });
    expect(link.getAttribute('href')).toContain('/product/price-list/3');
    expect(api.calls(priceListApi.list)[0]!.body).toMatchObject({
      status: 'active',
      system: 'CHTH',
      search: 'toan quoc',
    });
    expect(screen.getByRole('button', { name: /Thêm bảng giá/ })).toBeTruthy();
  });

  it('exports the lists matching the current filters and the screen’s stage, under a dated name', async () => {
    signIn({ permission: ['pricelistproduct'] });
    const saved: string[] = [];
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = mockFetch([
      mockEndpoint(priceListApi.list, ok({ results: [CHTH], total: 1 })),
      mockEndpoint({ method: 'GET', path: PRICE_LISTS_EXPORT_PATH }, { status: 200, body: 'xlsx' }),
    ]);
    open('/price-list/history?status=active&system=CHTH&scope_level=area&search=mien%20bac&page=2');
    await screen.findByRole('link', { name: 'BG000003 · Giá CHTH toàn quốc' });
    fireEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = api.requests.filter((r) => r.path === PRICE_LISTS_EXPORT_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('GET');
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.search))).toEqual({
      status: 'active',
      system: 'CHTH',
      scope_level: 'area',
      search: 'mien bac',
      stage: 'history',
    });
    expect(saved).toEqual([datedFileName('bang-gia', 'xlsx')]);
    save.mockRestore();
  });

  it('/price-list/pending and /price-list/history each ask for their stage only', async () => {
    signIn({ permission: ['pricelistproduct'] });
    const api = mockFetch([mockEndpoint(priceListApi.list, ok({ results: [CHTH], total: 1 }))]);
    const app = open('/en/price-list/pending');
    const link = await screen.findByRole('link', { name: 'BG000003 · Giá CHTH toàn quốc' });
    expect(link.getAttribute('href')).toContain('/en/price-list/pending/3');
    expect(api.calls(priceListApi.list)[0]!.body).toMatchObject({ stage: 'working' });
    // No "add" for whoever may not draft lists.
    expect(screen.queryByRole('button', { name: /Add price list/ })).toBeNull();
    app.unmount();
    open('/en/price-list/history');
    await waitFor(() =>
      expect(api.calls(priceListApi.list).at(-1)!.body).toMatchObject({ stage: 'history' }),
    );
  });
});
