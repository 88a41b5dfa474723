import { accessApi } from '@kenh/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { ApiError } from '../platform/api';
import { RouteErrorView, type ModuleRoute } from '../platform/routing';
import { mockFetch, ok } from './fetch-mock';
import { mockEndpoint } from './/mock-endpoint';
import { ADMIN_LOGIN, signInAs, STAFF_LOGIN } from './fixtures';
import { renderApp, withTestPages } from './render-app';

/** A signed-in page at `path` rendering `Page`. */
function page(path: string, Page: () => React.ReactNode, extra: Partial<ModuleRoute> = {}): ModuleRoute {
  return { path, access: 'signed-in', layout: 'default', page: () => Promise.resolve(Page), ...extra };
}

function throwing(value: unknown) {
  return function Thrower(): React.ReactNode {
    throw value;
  };
}

const NO_PERMISSION = 'Bạn không có quyền truy cập chức năng này';

const ROUTES = withTestPages([
  page('/boom', throwing(new Error('Bảng giá bị lỗi'))),
  page('/gone', throwing(new ApiError(404, 'Không tìm thấy tài khoản'))),
  page('/forbidden', throwing({ status: 403, message: 'Không được phép' })),
  page('/moved', throwing(redirect('/target'))),
  page('/target', () => <p>target page</p>),
  // Spec §6 page guards, taken from the guard table by path prefix:
  page('/order/export/:id', () => <p>export order</p>),
  page('/promotion', () => <p>promotions</p>),
  page('/settings/role', () => <p>roles</p>),
  // A route's own permission:
  page('/own-check', () => <p>own check</p>, { permission: 'user.resetpassword' }),
]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch([
    mockEndpoint(
      accessApi.getUserPermission,
      ok({
        permission: [],
        module_permission: {},
        role: 'STAFF',
      }),
    ),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errors thrown by a page (spec §8)', () => {
  it('shows the error page with status 500 and the message by default', async () => {
    signInAs(ADMIN_LOGIN);
    const app = renderApp('/boom', ROUTES);
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(screen.getByText('Bảng giá bị lỗi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    app.unmount();
  });

  it('uses the status an error carries', async () => {
    signInAs(ADMIN_LOGIN);
    const app = renderApp('/gone', ROUTES);
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(screen.getByText('Không tìm thấy tài khoản')).toBeTruthy();
    app.unmount();

    const other = renderApp('/en/forbidden', ROUTES);
    expect((await screen.findByTestId('error-status')).textContent).toBe('403');
    expect(screen.getByText('Không được phép')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
    other.unmount();
  });

  it('follows a thrown redirect instead of showing an error', async () => {
    signInAs(ADMIN_LOGIN);
    const app = renderApp('/moved', ROUTES);
    expect(await screen.findByText('target page')).toBeTruthy();
    expect(app.path()).toBe('/target');
    expect(screen.queryByTestId('error-status')).toBeNull();
    app.unmount();
  });

  it('falls back to plain details and a link home when the error page itself fails', async () => {
    const Broken = () => {
      throw new Error('the error page broke');
    };
    const router = createMemoryRouter([
      { path: '/', element: <RouteErrorView error={new Error('first failure')} page={Broken} /> },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Không thể hiển thị trang lỗi')).toBeTruthy();
    const details = screen.getByTestId('error-details').textContent ?? '';
    expect(details).toContain('first failure');
    expect(details).toContain('the error page broke');
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    router.dispose();
  });
});

describe('page guards (spec §6)', () => {
  it.each(['/order/export/5', '/promotion', '/settings/role', '/own-check'])(
    'a sales staff member opening %s sees the no-permission message',
    async (path) => {
      signInAs(STAFF_LOGIN);
      const app = renderApp(path, ROUTES);
      if (path === '/order/export/5') {
        // Staff hold exporttodistributororder: the order pages open.
        expect(await screen.findByText('export order')).toBeTruthy();
      } else {
        expect(await screen.findByText('Bạn không có quyền truy cập chức năng này')).toBeTruthy();
      }
      expect(app.path()).toBe(path);
      app.unmount();
    },
  );

  it('a user without the order permission is refused /order/export', async () => {
    signInAs({ ...STAFF_LOGIN, permission: ['product'] });
    const app = renderApp('/order/export/5', ROUTES);
    expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
    expect(screen.queryByText('export order')).toBeNull();
    app.unmount();
  });

  it('a super user passes every page check', async () => {
    signInAs(ADMIN_LOGIN);
    for (const [path, text] of [
      ['/settings/role', 'roles'],
      ['/promotion', 'promotions'],
      ['/own-check', 'own check'],
    ] as const) {
      const app = renderApp(path, ROUTES);
      expect(await screen.findByText(text)).toBeTruthy();
      app.unmount();
    }
  });

  it('the check follows the stored permissions when they change', async () => {
    signInAs({ ...STAFF_LOGIN, permission: ['product'] });
    const app = renderApp('/promotion', ROUTES);
    await screen.findByText(NO_PERMISSION);
    localStorage.setItem('permission', JSON.stringify(['promotion']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'permission' }));
    await waitFor(() => expect(screen.getByText('promotions')).toBeTruthy());
    app.unmount();
  });
});

describe('unknown routes under a guarded prefix', () => {
  it('show the no-permission message to a signed-in user without the permission, 404 otherwise', async () => {
    signInAs(STAFF_LOGIN);
    const staff = renderApp('/promotion');
    expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
    staff.unmount();

    const unguarded = renderApp('/no-such-page');
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    unguarded.unmount();

    signInAs(ADMIN_LOGIN);
    const admin = renderApp('/en/promotion');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    admin.unmount();
  });
});

describe('a page whose chunk cannot load', () => {
  it('shows the error page (after the one reload the guard allows)', async () => {
    sessionStorage.setItem('kenh.chunkReloadAt', String(Date.now()));
    const routes = withTestPages([
      {
        path: '/broken',
        access: 'guest',
        layout: 'forgot-password',
        page: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      },
    ]);
    const app = renderApp('/broken', routes);
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(
      screen.getByText('Không tải được trang này, vui lòng kiểm tra kết nối rồi tải lại trang'),
    ).toBeTruthy();
    app.unmount();
  });
});
