import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locateApi, partnerApi, type StoreStandard } from '@kenh/contract';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { partnerRow } from '../components/partner-fixtures.test-kit';
import { partnerPaths } from '../paths';
import { ChthListPage } from './ChthListPage';

const STORES = [
  partnerRow({ id: 31, type: 'CHTH', fullname: 'Tạp hóa Minh Anh', distributor_name: 'NPP An Phát' }),
  partnerRow({ id: 32, type: 'CHTH', fullname: 'Tạp hóa Hương', distributor_name: 'NPP An Phát' }),
  partnerRow({ id: 33, type: 'CHTH', fullname: 'Tạp hóa Cúc' }),
];
const standard = (id: number, code: string, name: string, active = true): StoreStandard => ({
  id,
  code,
  name,
  min_monthly_revenue: 5_000_000,
  display_requirements: null,
  visits_per_month: 4,
  is_active: active,
  store_count: 0,
  updated_at: '2026-05-01T02:00:00.000Z',
});

function render(permission: string[]) {
  signIn({ permission });
  const api = mockFetch(
    [
      mockEndpoint(partnerApi.listAllGroceries, ok({ results: STORES, total: 3 })),
      mockEndpoint(
        partnerApi.storeStandards,
        ok([standard(1, 'VANG', 'Cửa hàng vàng'), standard(2, 'BAC', 'Cửa hàng bạc', false)]),
      ),
      mockEndpoint(partnerApi.updateManyChthStandard, (request) =>
        ok({ updated: (request.body as { ids: number[] }).ids.length }),
      ),
      mockEndpoint(locateApi.locateDropdown, ok([])),
    ],
    { fallback: () => ok([]) },
  );
  renderShell([{ path: partnerPaths.chth, element: <ChthListPage /> }], { path: '/chth-manager' });
  return api;
}

afterEach(() => unmountFeedbackHost());

describe('/chth-manager', () => {
  it('gives the selected stores one active standard in one call', async () => {
    const api = render(['partner', 'partner.manage']);
    expect(await screen.findByRole('link', { name: 'Tạp hóa Minh Anh' })).toBeTruthy();
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    fireEvent.click(within(rowOf('Tạp hóa Minh Anh')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Tạp hóa Cúc')).getByRole('checkbox'));
    fireEvent.click(
      within(await screen.findByRole('toolbar')).getByRole('button', { name: 'Gán tiêu chuẩn' }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Gán tiêu chuẩn cho 2 cửa hàng')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'Gán tiêu chuẩn' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(dialog.querySelector('.ant-select-content')!);
    // A standard no longer in use is not offered.
    expect(await screen.findByTitle('VANG · Cửa hàng vàng')).toBeTruthy();
    expect(screen.queryByTitle('BAC · Cửa hàng bạc')).toBeNull();
    fireEvent.click(screen.getByTitle('VANG · Cửa hàng vàng'));
    fireEvent.click(ok);
    await waitFor(() => expect(api.calls(partnerApi.updateManyChthStandard)).toHaveLength(1));
    expect(api.calls(partnerApi.updateManyChthStandard)[0]?.body).toEqual({ ids: [31, 33], standard_id: 1 });
  });

  it('offers no bulk change, import or creation to a Danh mục reader', async () => {
    render(['grocery']);
    expect(await screen.findByRole('link', { name: 'Tạp hóa Minh Anh' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Nhập Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm cửa hàng' })).toBeNull();
    // The map needs `partner`: no switch to it.
    expect(screen.queryByText('Bản đồ')).toBeNull();
  });
});
