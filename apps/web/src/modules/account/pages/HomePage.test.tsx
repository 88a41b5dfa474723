import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleRoute } from '../../../platform/routing';
import { accountRoutes } from '../routes';
import { ADMIN_LOGIN, signInAs, STAFF_LOGIN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

/** Module pages that have "landed", so their top-bar entries become home entry points. */
const page = (path: string): ModuleRoute => ({
  path,
  access: 'signed-in',
  layout: 'desktop',
  page: () => Promise.resolve(() => <p>{path}</p>),
});
const ROUTES = [...accountRoutes, page('/meeting'), page('/settings/role'), page('/product/product-manager')];

afterEach(() => {
  vi.unstubAllGlobals();
});

function linksOf(testId: string): string[] {
  return within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('home entry points', () => {
  it('a super user sees every section that exists, and the account pages', async () => {
    signInAs(ADMIN_LOGIN);
    const app = renderApp('/', ROUTES);
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn Quản' });
    expect(screen.getByText('Tổng giám đốc')).toBeTruthy();
    expect(linksOf('home-group-meeting')).toEqual(['Cuộc họp']);
    expect(linksOf('home-group-products')).toEqual(['Sản phẩm']);
    expect(linksOf('home-group-settings')).toEqual(['Vai trò và phân quyền']);
    expect(linksOf('home-group-account')).toEqual(['Tài khoản của tôi', 'Yêu cầu cấp lại mật khẩu']);
    app.unmount();
  });

  it('a sales staff member sees only what their permissions allow', async () => {
    signInAs(STAFF_LOGIN);
    const app = renderApp('/', ROUTES);
    await screen.findByRole('heading', { name: 'Xin chào, Đặng Văn Hải' });
    expect(linksOf('home-group-products')).toEqual(['Sản phẩm']);
    expect(screen.queryByTestId('home-group-meeting')).toBeNull();
    expect(screen.queryByTestId('home-group-settings')).toBeNull();
    expect(linksOf('home-group-account')).toEqual(['Tài khoản của tôi']);
    app.unmount();
  });

  it('links to the English twins under /en', async () => {
    signInAs(ADMIN_LOGIN);
    const app = renderApp('/en', ROUTES);
    await screen.findByRole('heading', { name: 'Hello, Nguyễn Văn Quản' });
    const account = within(screen.getByTestId('home-group-account'));
    expect(account.getByRole('link', { name: /My account/ }).getAttribute('href')).toBe('/en/my-account');
    app.unmount();
  });
});
