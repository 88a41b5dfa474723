import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geographyApi, locateApi, platformApi, type Zone } from '@kenh/contract';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

const ZONE: Zone = {
  id: 7,
  code: 'KV003-01',
  name: 'Buôn Ma Thuột',
  area_id: 3,
  area_name: 'Tây Nguyên',
  area_code: 'KV003',
  supervisor_id: null,
  supervisor: null,
  province_codes: ['66'],
  note: null,
  is_active: true,
  account_count: 4,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const AREAS = [{ value: 3, label: 'Tây Nguyên', region: 'central', children: [] }];

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/locate-manager/zone', () => {
  it('creates a zone in the area of the address, then opens it under its area', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch(
      [
        mockEndpoint(locateApi.locateDropdown, ok(AREAS)),
        mockEndpoint(locateApi.createZone, ok(ZONE)),
        mockEndpoint(locateApi.getZone, ok(ZONE)),
        mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
      ],
      { fallback: () => ok([]) },
    );
    renderApp('/locate-manager/zone/create?area_id=3');
    expect(await screen.findByRole('heading', { name: 'Thêm khu vực' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tên khu vực'), { target: { value: 'Buôn Ma Thuột' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(locateApi.createZone)).toHaveLength(1));
    expect(api.calls(locateApi.createZone)[0]?.body).toMatchObject({ name: 'Buôn Ma Thuột', area_id: 3 });
    expect(await screen.findByRole('heading', { name: 'Buôn Ma Thuột' })).toBeTruthy();
    const crumbs = document.querySelector<HTMLElement>('.ant-breadcrumb')!;
    expect(within(crumbs).getByRole('link', { name: 'Tây Nguyên' }).getAttribute('href')).toBe(
      '/locate-manager/3',
    );
  });

  it('deactivates a zone with its stored fields, and after deleting it goes back to its area', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch(
      [
        mockEndpoint(locateApi.locateDropdown, ok(AREAS)),
        mockEndpoint(locateApi.getZone, ok(ZONE)),
        mockEndpoint(locateApi.updateZone, ok({ ...ZONE, is_active: false })),
        mockEndpoint(locateApi.deleteZone, ok(null)),
        mockEndpoint(locateApi.getArea, ok({ id: 3, name: 'Tây Nguyên' })),
      ],
      { fallback: () => ok([]) },
    );
    renderApp('/en/locate-manager/zone/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = (await screen.findByText('Deactivate?')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(confirm.querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(api.calls(locateApi.updateZone, { id: 7 })).toHaveLength(1));
    expect(api.calls(locateApi.updateZone)[0]?.body).toMatchObject({
      name: 'Buôn Ma Thuột',
      area_id: 3,
      province_codes: ['66'],
      is_active: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = (await screen.findByText('Delete zone “Buôn Ma Thuột”?')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls(locateApi.deleteZone, { id: 7 })).toHaveLength(1));
    await waitFor(() => expect(api.calls(locateApi.getArea, { id: 3 }).length).toBeGreaterThan(0));
  });

  it("names a zone's provinces and words its status in its history", async () => {
    signInAs(ADMIN_LOGIN);
    mockFetch(
      [
        mockEndpoint(locateApi.locateDropdown, ok(AREAS)),
        mockEndpoint(locateApi.getZone, ok(ZONE)),
        mockEndpoint(geographyApi.provinces, ok([{ code: '66', name: 'Tỉnh Đắk Lắk' }])),
        mockEndpoint(
          platformApi.history,
          ok({
            results: [
              {
                id: 5,
                action: 'update',
                at: '2026-03-02T01:30:00.000Z',
                actor: { id: 1, username: 'admin', fullname: null },
                diff: {
                  province_codes: { from: [], to: ['66', '99'] },
                  is_active: { from: false, to: true },
                },
              },
            ],
            total: 1,
            names: {},
          }),
        ),
      ],
      { fallback: () => ok([]) },
    );
    renderApp('/locate-manager/zone/7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lịch sử thay đổi' }));
    const history = within(await screen.findByRole('tabpanel', { name: 'Lịch sử thay đổi' }));
    const cells = async (label: string) =>
      within((await history.findByText(label)).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // A province by its name; a code the list does not hold stays a code.
    expect(await cells('Tỉnh/thành phụ trách')).toEqual([
      'Tỉnh/thành phụ trách',
      '(trống)',
      'Tỉnh Đắk Lắk, 99',
    ]);
    expect(await cells('Trạng thái')).toEqual(['Trạng thái', 'Ngừng hoạt động', 'Đang hoạt động']);
  });
});
