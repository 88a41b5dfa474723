import { geographyApi, locateApi, platformApi, type Area } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const AREA: Area = {
  id: 3,
  code: 'KV003',
  name: 'Tây Nguyên',
  region: 'central',
  manager_id: null,
  manager: null,
  note: null,
  is_active: true,
  zone_count: 2,
  account_count: 5,
  editable: true,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const MANAGER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 11, is_superuser: false, fullname: 'Đỗ Thanh Khoa' },
  permission: ['area', 'area.manage'],
  role: 'AD' as const,
};

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/locate-manager', () => {
  it('lists areas (vùng) with the filters in the address and deletes through the row menu', async () => {
    signInAs(MANAGER);
    const api = mockFetch([
      mockEndpoint(locateApi.getAllArea, ok({ results: [AREA], total: 1 })),
      mockEndpoint(
        locateApi.deleteArea,
        fail(409, 'Vùng còn 2 khu vực, hãy xóa hoặc chuyển các khu vực trước'),
      ),
    ]);
    renderApp('/locate-manager?search=da%20nang&region=central');
    expect(await screen.findByText('Tây Nguyên')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Tên vùng' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Trưởng vùng (TV)' })).toBeTruthy();
    const query = new URLSearchParams(api.calls(locateApi.getAllArea)[0]!.search);
    expect(query.get('search')).toBe('da nang');
    expect(query.get('region')).toBe('central');
    expect(query.get('page')).toBe('0');

    const row = screen.getByText('Tây Nguyên').closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Xóa' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xóa vùng “Tây Nguyên”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Vùng còn 2 khu vực, hãy xóa hoặc chuyển các khu vực trước')).toBeTruthy();
    await waitFor(() => expect(api.calls(locateApi.deleteArea, { id: 3 })).toHaveLength(1));
  });

  it('without an id, /locate-manager/:id? is the list; with one, the area page titled by its name alone', async () => {
    signInAs(MANAGER);
    const api = mockFetch([
      mockEndpoint(locateApi.getAllArea, ok({ results: [AREA], total: 1 })),
      mockEndpoint(locateApi.getArea, ok(AREA)),
      mockEndpoint(locateApi.zoneByArea, ok({ results: [] })),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0, names: {} })),
    ]);
    renderApp('/en/locate-manager/3');
    expect(await screen.findByDisplayValue('Tây Nguyên')).toBeTruthy();
    expect(screen.getByDisplayValue('KV003')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tây Nguyên' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Zones of this area' }));
    expect(await screen.findByText('This area has no zones yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No changes yet')).toBeTruthy();
    // An area covers no provinces itself: its page does not load the province list.
    expect(api.calls(geographyApi.provinces)).toHaveLength(0);
  });

  it('creates an area once, with an Idempotency-Key, and puts a refused name under its field', async () => {
    signInAs(MANAGER);
    const api = mockFetch([
      mockEndpoint(
        locateApi.createArea,
        fail(409, 'Tên vùng đã tồn tại', [{ field: 'name', message: 'Tên vùng đã tồn tại' }]),
      ),
    ]);
    renderApp('/locate-manager/create');
    expect(await screen.findByRole('heading', { name: 'Thêm vùng' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tên vùng'), { target: { value: 'Tây Nguyên' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Miền' }));
    fireEvent.click(await screen.findByTitle('Miền Trung'));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    const help = await screen.findByText('Tên vùng đã tồn tại');
    expect(help.closest('.ant-form-item')?.textContent).toContain('Tên vùng');
    const [sent] = api.calls(locateApi.createArea);
    expect(sent?.body).toMatchObject({ name: 'Tây Nguyên', region: 'central' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });
});
