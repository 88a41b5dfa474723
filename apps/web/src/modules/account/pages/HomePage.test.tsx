import { accountApi } from '@kenh/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleRoute, WebModuleManifest } from '../../../platform/routing';
import { accountManifest } from '../manifest';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs, STAFF_LOGIN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const page = (path: string): ModuleRoute => ({
  path,
  access: 'signed-in',
  layout: 'desktop',
  page: () => Promise.resolve(() => <p>{path}</p>),
});

/** A module that has "landed" with three screens in the top bar, and one declaring a link to nowhere. */
const LANDED: WebModuleManifest = {
  name: 'landed',
  routes: [page('/meeting'), page('/settings/role'), page('/product/product-manager')],
  topNav: [
    { group: 'meeting', order: 10, label: 'nav.entries.meeting', path: '/meeting' },
    { group: 'settings', section: 'roles', order: 10, label: 'nav.entries.roles', path: '/settings/role' },
    { group: 'products', order: 10, label: 'nav.entries.products', path: '/product/product-manager' },
    { group: 'products', order: 20, label: 'nav.entries.units', path: '/product/unit' },
  ],
};
const MODULES = [accountManifest, LANDED];

afterEach(() => {
  vi.unstubAllGlobals();
});

function linksOf(testId: string): string[] {
  return within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

function server({ passwordRequests = 0, registrations = [] as number[] } = {}) {
  return mockFetch([
    mockEndpoint(accountApi.forgetPasswordAdminList, ok({ results: [], total: passwordRequests })),
    mockEndpoint(
      accountApi.listRegistrations,
      ok({
        results: registrations.slice(0, 1).map((id) => ({ id })),
        total: registrations.length,
      }),
    ),
  ]);
}

describe('home entry points', () => {
  it('a super user sees every screen that exists (and no link to a missing one), and the account pages', async () => {
    signInAs(ADMIN_LOGIN);
    server();
    const app = renderApp('/', MODULES);
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn Quản' });
    expect(screen.getByText('Tổng giám đốc')).toBeTruthy();
    expect(linksOf('home-group-meeting')).toEqual(['Cuộc họp']);
    expect(linksOf('home-group-products')).toEqual(['Sản phẩm']);
    expect(linksOf('home-group-settings')).toEqual([
      'Vai trò và phân quyền',
      'Quản lý tài khoản',
      'Yêu cầu cấp lại mật khẩu',
    ]);
    expect(linksOf('home-group-personal')).toEqual(['Tài khoản của tôi']);
    app.unmount();
  });

  it('a sales staff member sees only what their permissions allow', async () => {
    signInAs(STAFF_LOGIN);
    const app = renderApp('/', MODULES);
    await screen.findByRole('heading', { name: 'Xin chào, Đặng Văn Hải' });
    expect(linksOf('home-group-products')).toEqual(['Sản phẩm']);
    expect(screen.queryByTestId('home-group-meeting')).toBeNull();
    expect(screen.queryByTestId('home-group-settings')).toBeNull();
    expect(linksOf('home-group-personal')).toEqual(['Tài khoản của tôi']);
    // No count this user may see: no "waiting" section, and no call for one.
    expect(screen.queryByText('Việc chờ bạn')).toBeNull();
    app.unmount();
  });

  it('links to the English twins under /en', async () => {
    signInAs(ADMIN_LOGIN);
    server();
    const app = renderApp('/en', MODULES);
    await screen.findByRole('heading', { name: 'Hello, Nguyễn Văn Quản' });
    const personal = within(screen.getByTestId('home-group-personal'));
    expect(personal.getByRole('link', { name: /My account/ }).getAttribute('href')).toBe('/en/my-account');
    app.unmount();
  });
});

describe('waiting for me', () => {
  it('counts what waits, each linking to the filtered list', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server({ passwordRequests: 3, registrations: [7, 6] });
    const app = renderApp('/', MODULES);
    const requests = await screen.findByRole('link', { name: 'Yêu cầu cấp lại mật khẩu chờ xử lý: 3' });
    expect(requests.getAttribute('href')).toBe('/password-request?status=pending');
    const registrations = await screen.findByRole('link', { name: 'Đăng ký đối tác chờ xác nhận: 2' });
    // No registration list yet: the newest pending one opens.
    expect(registrations.getAttribute('href')).toBe('/user-manager/user-request/7');
    const [call] = api.calls(accountApi.forgetPasswordAdminList);
    expect(new URLSearchParams(call?.search).get('status')).toBe('pending');
    expect(new URLSearchParams(call?.search).get('page_size')).toBe('1');
    app.unmount();
  });

  it('shows a count without a link when nothing waits behind it', async () => {
    signInAs(ADMIN_LOGIN);
    server();
    const app = renderApp('/', MODULES);
    const card = await screen.findByTestId('waiting-registrations');
    await within(card).findByText('0');
    expect(within(card).queryByRole('link')).toBeNull();
    app.unmount();
  });
});
