import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateApi, type LocatedAccount } from '@kenh/contract';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

const ZONE = {
  id: 7,
  code: 'KV003-01',
  name: 'Buôn Ma Thuột',
  area_id: 3,
  area_name: 'Tây Nguyên',
  area_code: 'KV003',
  supervisor_id: 12,
  supervisor: { id: 12, username: 'gskv.bmt', fullname: 'Lê Văn Giám' },
  province_codes: [],
  note: null,
  is_active: true,
  account_count: 1,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const ACCOUNT: LocatedAccount = {
  id: 30,
  username: 'nvbh.bmt',
  fullname: 'Phạm Thị Hoa',
  type: 'STAFF',
  position: 'Nhân viên bán hàng',
  phone: '0905000111',
  is_active: true,
  area_id: 3,
  zone_id: 7,
};

afterEach(() => vi.unstubAllGlobals());

describe('/area-manager/:id/zone/:zoneid', () => {
  it("lists the zone's accounts with the address's search and page, under the zone's name and area", async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      mockEndpoint(locateApi.getZone, ok(ZONE)),
      mockEndpoint(locateApi.getAllAccountInZone, ok({ results: [ACCOUNT], total: 21 })),
    ]);
    renderApp('/area-manager/3/zone/7?search=hoa&page=1');
    expect(await screen.findByText('Phạm Thị Hoa')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buôn Ma Thuột' })).toBeTruthy();
    expect(api.calls(locateApi.getAllAccountInZone).at(-1)?.body).toEqual({
      zone_id: 7,
      search: 'hoa',
      page: 1,
      page_size: 20,
    });
    expect(screen.getByRole('link', { name: 'Tây Nguyên' }).getAttribute('href')).toBe('/area-manager/3');
    // The zone's facts sit above its accounts.
    const supervisor = screen.getByText('Lê Văn Giám');
    expect(screen.getByText('KV003-01').closest('.ant-card')).toBe(supervisor.closest('.ant-card'));
    const table = screen.getAllByRole('table').at(-1) as HTMLElement;
    expect(supervisor.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses a zone that is not in the area of the address', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([mockEndpoint(locateApi.getZone, ok(ZONE))]);
    renderApp('/area-manager/4/zone/7');
    expect(await screen.findByText('Không tìm thấy khu vực')).toBeTruthy();
    expect(api.calls(locateApi.getAllAccountInZone)).toHaveLength(0);
  });
});
