import { accountApi, type PasswordRequest } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs, STAFF_LOGIN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const REQUEST: PasswordRequest = {
  id: 7,
  account_id: 9,
  username: 'nvbanhang',
  fullname: 'Đặng Văn Hải',
  email: null,
  phone: '0912345678',
  status: 'pending',
  created_at: '2026-03-02T01:30:00.000Z',
  handled_by: null,
  handled_at: null,
};

const HANDLER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 11, is_superuser: false, fullname: 'Đỗ Thanh Khoa' },
  permission: ['user', 'user.resetpassword'],
  role: 'AD' as const,
};

/** Picks an action from the request's "…" menu. */
async function rowAction(username: string, action: string) {
  const row = (await screen.findByText(username)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => {
  setViewport(1024, 768);
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function server() {
  let status: PasswordRequest['status'] = 'pending';
  return mockFetch([
    mockEndpoint(accountApi.forgetPasswordAdminList, (request) => {
      const filter = new URLSearchParams(request.search).get('status');
      const rows = [{ ...REQUEST, status }].filter((r) => !filter || r.status === filter);
      return ok({ results: rows, total: rows.length });
    }),
    mockEndpoint(accountApi.forgetPasswordAdminConfirm, () => {
      status = 'done';
      return ok({ account_id: 9, username: 'nvbanhang', temporary_password: 'Tam-7xQ2pLm9' });
    }),
    mockEndpoint(accountApi.forgetPasswordAdminRefuse, () => {
      status = 'refused';
      return ok({});
    }),
  ]);
}

describe('/password-request', () => {
  it('lists the pending requests, paged, with the status filter in the address', async () => {
    signInAs(HANDLER);
    const api = server();
    const app = renderApp('/password-request');
    expect(await screen.findByText('nvbanhang')).toBeTruthy();
    expect(screen.getByText('Đặng Văn Hải')).toBeTruthy();
    expect(screen.getByText('02/03/2026 08:30')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordAdminList)[0]?.search).toBe(
      '?page=0&page_size=20&status=pending',
    );

    fireEvent.click(screen.getByText('Tất cả'));
    await waitFor(() => expect(app.path()).toBe('/password-request?status=all'));
    await waitFor(() =>
      expect(api.calls(accountApi.forgetPasswordAdminList).at(-1)?.search).toBe('?page=0&page_size=20'),
    );
    app.unmount();
  });

  it('confirms after the confirm dialog and shows the temporary password once', async () => {
    signInAs(HANDLER);
    const api = server();
    const app = renderApp('/password-request');
    await rowAction('nvbanhang', 'Cấp mật khẩu');

    // The confirm dialog first: going back sends nothing.
    const ask = await screen.findByText(/Cấp mật khẩu tạm thời cho tài khoản nvbanhang\?/);
    fireEvent.click(
      within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Quay lại' }),
    );
    await waitFor(() => expect(screen.queryByText(/Cấp mật khẩu tạm thời cho tài khoản/)).toBeNull());
    expect(api.calls(accountApi.forgetPasswordAdminConfirm, { id: 7 })).toHaveLength(0);

    await rowAction('nvbanhang', 'Cấp mật khẩu');
    const again = await screen.findByText(/Cấp mật khẩu tạm thời cho tài khoản nvbanhang\?/);
    fireEvent.click(
      within(again.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Xác nhận' }),
    );

    const password = await screen.findByTestId('temporary-password');
    expect((password as HTMLInputElement).value).toBe('Tam-7xQ2pLm9');
    expect(screen.getByText('Đã cấp mật khẩu tạm thời')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordAdminConfirm, { id: 7 })).toHaveLength(1);
    // The list reloads: the handled request leaves the pending view.
    await waitFor(() => expect(screen.queryByText('nvbanhang')).toBeNull());
    app.unmount();
  });

  it('refuses after the confirm dialog', async () => {
    signInAs(HANDLER);
    const api = server();
    const app = renderApp('/password-request?status=all');
    await rowAction('nvbanhang', 'Từ chối');
    const ask = await screen.findByText(/Từ chối yêu cầu cấp lại mật khẩu của tài khoản nvbanhang\?/);
    fireEvent.click(
      within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByText('Đã từ chối yêu cầu')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordAdminRefuse, { id: 7 })).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getByText('nvbanhang').closest('tr')!).getByText('Đã từ chối')).toBeTruthy(),
    );
    app.unmount();
  });

  it('shows one card per request on phones, with its actions behind "…"', async () => {
    setViewport(390, 844);
    signInAs(HANDLER);
    server();
    const app = renderApp('/password-request');
    const cards = await screen.findByTestId('list-cards');
    expect(await within(cards).findByText('nvbanhang · Đặng Văn Hải')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(cards).getByRole('button', { name: 'Thao tác khác' }));
    expect(await screen.findByRole('menuitem', { name: 'Cấp mật khẩu' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Từ chối' })).toBeTruthy();
    app.unmount();
  });

  it('needs user.resetpassword', async () => {
    signInAs(STAFF_LOGIN);
    const api = server();
    const app = renderApp('/password-request');
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordAdminList)).toHaveLength(0);
    app.unmount();
  });
});
