import { accessApi, accountApi, notificationApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { ok, type RecordedRequest } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { accountDetailOf, ADMIN_LOGIN, signInAs, STAFF_LOGIN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { PUSH_TOKEN_STORAGE_KEY } from '../api/push-tokens';
import { notificationServer, sampleNotification } from '../test-support';

function server(login = STAFF_LOGIN, rows = [sampleNotification(1, { user: login.user.id })]) {
  return notificationServer(rows, {
    extra: [
      mockEndpoint(
        accessApi.getUserPermission,
        ok({ permission: login.permission, module_permission: login.module_permission, role: login.role }),
      ),
      mockEndpoint(accountApi.getAccountById, ok(accountDetailOf(login))),
      mockEndpoint(accountApi.logout, ok({})),
      mockEndpoint(notificationApi.deleteToken, ok({ affected: 1 })),
    ],
    fallback: (request: RecordedRequest) =>
      request.method === 'GET' ? ok({ results: [], total: 0 }) : ok({}),
  });
}

afterEach(() => {
  setViewport(1024, 768);
});

describe('/notification page (mobile, spec §2.2, §2.8)', () => {
  it('shows the list under the mobile header titled "Thông báo" on phones', async () => {
    setViewport(390, 844);
    signInAs(STAFF_LOGIN);
    const api = server();
    const app = renderApp('/notification');
    const center = await screen.findByTestId('notification-center');
    expect(await within(center).findByText('Cuộc họp số 1')).toBeTruthy();
    expect(within(center).getByPlaceholderText('Tìm kiếm thông báo')).toBeTruthy();
    expect(within(screen.getByTestId('mobile-header')).getByRole('heading').textContent).toBe('Thông báo');
    expect(api.listBodies()[0]).toMatchObject({ page: 0, page_size: 20, id: 9, system: 'MAIN' });
    app.unmount();
  });

  it('speaks English under /en/notification', async () => {
    setViewport(390, 844);
    signInAs(STAFF_LOGIN);
    server(STAFF_LOGIN, []);
    const app = renderApp('/en/notification');
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search notifications')).toBeTruthy();
    app.unmount();
  });

  it('needs the notification permission', async () => {
    signInAs({ ...STAFF_LOGIN, permission: ['product'] });
    server({ ...STAFF_LOGIN, permission: ['product'] });
    const app = renderApp('/notification');
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này')).toBeTruthy();
    expect(screen.queryByTestId('notification-center')).toBeNull();
    app.unmount();
  });
});

describe('desktop bell and logout wiring (app layer)', () => {
  it('the top bar bell opens the panel; holders of notification only', async () => {
    setViewport(1440, 900);
    signInAs(STAFF_LOGIN);
    server();
    const app = renderApp('/my-account');
    const bell = await screen.findByRole('button', { name: 'Thông báo' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(await within(panel).findByText('Cuộc họp số 1')).toBeTruthy();
    app.unmount();
  });

  it('no bell without the notification permission', async () => {
    setViewport(1440, 900);
    const login = {
      ...ADMIN_LOGIN,
      user: { ...ADMIN_LOGIN.user, is_superuser: false },
      permission: ['user'],
    };
    signInAs(login);
    server(login);
    const app = renderApp('/my-account');
    await screen.findByTestId('top-bar');
    await screen.findByRole('button', { name: /Đăng xuất/ });
    expect(screen.queryByRole('button', { name: 'Thông báo' })).toBeNull();
    app.unmount();
  });

  it('logout deletes this device’s push tokens before the session ends', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setViewport(1440, 900);
    signInAs(STAFF_LOGIN);
    localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, '[44]');
    const api = server();
    const app = renderApp('/my-account');
    fireEvent.click(await screen.findByRole('button', { name: /Đăng xuất/ }));
    await waitFor(() => expect(app.reloads).toEqual(['/login']));
    const [deleted] = api.calls(notificationApi.deleteToken);
    const [loggedOut] = api.calls(accountApi.logout);
    expect(deleted?.body).toEqual({ list_id_token: [44] });
    expect(api.requests.indexOf(deleted!)).toBeLessThan(api.requests.indexOf(loggedOut!));
    app.unmount();
  });
});
