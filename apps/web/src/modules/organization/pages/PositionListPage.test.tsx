import { organizationApi, type LoginResult, type Position } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const POSITION: Position = {
  id: 4,
  code: 'CV004',
  name: 'Kế toán trưởng',
  level: 2,
  description: 'Phụ trách phòng kế toán',
  is_active: false,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const VIEWER: LoginResult = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 31, is_superuser: false },
  permission: ['positionstaff'],
  role: 'AD',
};

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('/staff-manager/position', () => {
  it('reads search, status and page from the address, sends them to the list call and clears them', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      mockEndpoint(organizationApi.listPositions, ok({ results: [POSITION], total: 41 })),
    ]);
    const app = renderApp('/staff-manager/position?search=ke%20toan&is_active=false&page=1');
    expect(await screen.findByRole('link', { name: 'Kế toán trưởng' })).toBeTruthy();
    expect(queryOf(api.calls(organizationApi.listPositions)[0]!.search)).toEqual({
      page: '1',
      page_size: '20',
      search: 'ke toan',
      is_active: 'false',
    });
    expect(screen.getByRole('heading', { name: 'Chức vụ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm chức vụ' })).toBeTruthy();

    // Any filter change goes back to the first page; clearing drops every filter.
    fireEvent.click(screen.getByRole('button', { name: 'Xóa lọc' }));
    await waitFor(() => expect(app.path()).toBe('/staff-manager/position'));
    await waitFor(() =>
      expect(queryOf(api.calls(organizationApi.listPositions).at(-1)!.search)).toEqual({
        page: '0',
        page_size: '20',
      }),
    );
    app.unmount();
  });

  it('deletes through the row menu and the one delete confirmation, showing a refusal', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      mockEndpoint(organizationApi.listPositions, ok({ results: [POSITION], total: 1 })),
      mockEndpoint(organizationApi.deletePosition, fail(409, 'Chức vụ đang được 3 hồ sơ nhân sự sử dụng')),
    ]);
    const app = renderApp('/staff-manager/position');
    const row = (await screen.findByRole('link', { name: 'Kế toán trưởng' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Xóa' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xóa chức vụ “Kế toán trưởng”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Chức vụ đang được 3 hồ sơ nhân sự sử dụng')).toBeTruthy();
    expect(api.calls(organizationApi.deletePosition, { id: 4 })).toHaveLength(1);
    app.unmount();
  });

  it('without positionstaff.manage: no create button, the row menu only opens the record', async () => {
    signInAs(VIEWER);
    mockFetch([mockEndpoint(organizationApi.listPositions, ok({ results: [POSITION], total: 1 }))]);
    const app = renderApp('/staff-manager/position');
    const row = (await screen.findByRole('link', { name: 'Kế toán trưởng' })).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Thêm chức vụ' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Xem' }));
    await waitFor(() => expect(app.path()).toBe('/staff-manager/position/4'));
    app.unmount();
  });
});
