import {
  locateApi,
  organizationApi,
  platformApi,
  type HistoryEntry,
  type LoginResult,
  type Office,
} from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const OFFICE: Office = {
  id: 7,
  code: 'VP007',
  name: 'Văn phòng Đà Nẵng',
  address: '12 Bạch Đằng',
  province_code: null,
  ward_code: null,
  phone: '0236123456',
  email: null,
  area_id: 2,
  is_active: true,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const AREAS = [
  { value: 1, label: 'Vùng Tây Nguyên', region: 'central', children: [] },
  { value: 2, label: 'Vùng Duyên hải', region: 'central', children: [] },
];

const HISTORY: HistoryEntry[] = [
  {
    id: 30,
    action: 'update',
    at: '2026-03-02T01:30:00.000Z',
    actor: { id: 1, username: 'nhansu', fullname: 'Bùi Thị Hương' },
    diff: { area_id: { from: 1, to: 2 }, phone: { from: null, to: '0236123456' } },
  },
];

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function server() {
  return mockFetch([
    mockEndpoint(organizationApi.getOffice, ok(OFFICE)),
    mockEndpoint(organizationApi.deleteOffice, ok({})),
    mockEndpoint(organizationApi.listOffices, ok({ results: [], total: 0 })),
    mockEndpoint(locateApi.locateDropdown, ok(AREAS)),
    mockEndpoint(
      platformApi.history,
      ok({ results: HISTORY, total: 1, names: { area_id: { 1: 'Vùng Tây Nguyên', 2: 'Vùng Duyên hải' } } }),
    ),
  ]);
}

describe('/staff-manager/office/:id', () => {
  it('is titled by the office name under its list, and its history tab names the changed fields and area', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server();
    const app = renderApp('/staff-manager/office/7');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Tên văn phòng').value).toBe('Văn phòng Đà Nẵng'),
    );
    expect(screen.getByRole('heading', { name: 'Văn phòng Đà Nẵng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Văn phòng' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Mã').value).toBe('VP007');
    expect(api.calls(platformApi.history)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Lịch sử thay đổi' }));
    const area = (await screen.findByRole('cell', { name: 'Vùng' })).closest('tr') as HTMLElement;
    expect(
      within(area)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Vùng', 'Vùng Tây Nguyên', 'Vùng Duyên hải']);
    const phone = screen.getByRole('cell', { name: 'Số điện thoại' }).closest('tr') as HTMLElement;
    expect(within(phone).getByText('(trống)')).toBeTruthy();
    expect(screen.getByText('Bùi Thị Hương')).toBeTruthy();
    expect(api.calls(platformApi.history, { entity: 'office', id: '7' })).toHaveLength(1);
    app.unmount();
  });

  it('deletes after the one delete confirmation and goes back to the list', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server();
    const app = renderApp('/staff-manager/office/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xóa văn phòng “Văn phòng Đà Nẵng”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(app.path()).toBe('/staff-manager/office'));
    expect(api.calls(organizationApi.deleteOffice, { id: 7 })).toHaveLength(1);
    expect(await screen.findByText('Xóa văn phòng thành công')).toBeTruthy();
    app.unmount();
  });

  it('with officestaff alone: read-only, no delete, and areas are never asked for (403 would sign out)', async () => {
    const viewer: LoginResult = {
      ...ADMIN_LOGIN,
      user: { ...ADMIN_LOGIN.user, id: 32, is_superuser: false },
      permission: ['officestaff'],
      role: 'AD',
    };
    signInAs(viewer);
    const api = server();
    const app = renderApp('/staff-manager/office/7');
    const name = await screen.findByDisplayValue('Văn phòng Đà Nẵng');
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa' })).toBeNull();
    expect(api.calls(locateApi.locateDropdown)).toHaveLength(0);
    app.unmount();
  });
});
