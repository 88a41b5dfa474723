import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '@kenh/contract';
import { callEndpoint } from '../platform/api';
import { i18next } from '../platform/i18n';
import { sessionUser } from '../platform/session';
import { cookies } from './cookie-jar';
import { mockFetch, ok } from './fetch-mock';
import { mockEndpoint } from './/mock-endpoint';
import { ADMIN_LOGIN } from './fixtures';
import { renderApp, withTestPages } from './render-app';

/** A signed-in page besides home, to see where the guard sends visitors. */
const WITH_SECRET = withTestPages([
  {
    path: '/secret',
    access: 'signed-in',
    layout: 'default',
    page: () => Promise.resolve(() => <p>secret</p>),
  },
]);

function signedIn() {
  cookies.set('accessToken', 'access-1');
  cookies.set('refreshToken', 'refresh-1');
  cookies.set('userAccount', JSON.stringify({ ...ADMIN_LOGIN.user, profile: ADMIN_LOGIN.profile }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guards (spec §2.1)', () => {
  it('sends a visitor without a refresh token from / to /login', async () => {
    const app = renderApp('/');
    await screen.findByLabelText('Tên đăng nhập');
    expect(app.path()).toBe('/login');
    app.unmount();
  });

  it('keeps the English prefix and the target when redirecting to login', async () => {
    const app = renderApp('/en/secret?tab=2', WITH_SECRET);
    await screen.findByLabelText('Username');
    expect(app.path()).toBe('/en/login?next=%2Fsecret%3Ftab%3D2');
    app.unmount();
  });

  it('opens a signed-in page with a refresh-token cookie and loads the account into the session', async () => {
    signedIn();
    const app = renderApp('/secret', WITH_SECRET);
    expect(await screen.findByText('secret')).toBeTruthy();
    expect(sessionUser()?.fullname).toBe('Nguyễn Văn Quản');
    app.unmount();
  });

  it('sends a signed-in user from /login and /forgot-password to /', async () => {
    signedIn();
    for (const path of ['/login', '/forgot-password']) {
      const app = renderApp(path);
      await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn Quản' });
      expect(app.path()).toBe('/');
      app.unmount();
    }
  });

  it('opens /forgot-password to visitors', async () => {
    const app = renderApp('/forgot-password');
    expect(await screen.findByText('Xác minh thông tin')).toBeTruthy();
    expect(app.path()).toBe('/forgot-password');
    app.unmount();
  });

  it('shows the English twin of home under /en', async () => {
    signedIn();
    const app = renderApp('/en');
    expect(await screen.findByRole('heading', { name: 'Hello, Nguyễn Văn Quản' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeTruthy();
    app.unmount();
  });

  it('opens / in English on the first load when English was chosen before', async () => {
    cookies.set('lang', 'en');
    const app = renderApp('/');
    await screen.findByLabelText('Username');
    expect(app.path()).toBe('/en/login');
    app.unmount();
  });

  it('switches language to the twin page', async () => {
    const app = renderApp('/login');
    await screen.findByLabelText('Tên đăng nhập');
    fireEvent.click(screen.getByText('English'));
    await screen.findByLabelText('Username');
    expect(app.path()).toBe('/en/login');
    expect(cookies.get('lang')).toBe('en');
    app.unmount();
  });
});

describe('unknown routes', () => {
  it('show the 404 page with a link home, in both languages', async () => {
    const vi_ = renderApp('/does-not-exist');
    expect(await screen.findByText('Không tìm thấy trang')).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    vi_.unmount();

    const en = renderApp('/en/does-not-exist');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
    en.unmount();
  });
});

describe('unknown routes, signed in', () => {
  it('show the 404 inside the layout (top bar and menu), with a button home', async () => {
    signedIn();
    const app = renderApp('/does-not-exist');
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(await screen.findByTestId('top-bar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    app.unmount();
  });
});

describe("a module's texts", () => {
  it('load with its first page (they are not part of the start-up bundle)', async () => {
    for (const locale of ['vi', 'en']) i18next.removeResourceBundle(locale, 'account');
    const app = renderApp('/login');
    expect(await screen.findByLabelText('Tên đăng nhập')).toBeTruthy();
    expect(i18next.hasResourceBundle('en', 'account')).toBe(true);
    app.unmount();
  });
});

/** A stand-in IndexedDB factory that lists `names` and records deletions. */
function fakeIndexedDb(names: string[] | undefined) {
  const deleted: string[] = [];
  const factory = {
    ...(names ? { databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))) } : {}),
    deleteDatabase: (name: string) => {
      deleted.push(name);
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      setTimeout(() => request.onsuccess?.(), 0);
      return request;
    },
  };
  vi.stubGlobal('indexedDB', factory);
  return deleted;
}

describe('logout', () => {
  it('calls the server, clears cookies, local storage and IndexedDB, and reloads on /login', async () => {
    signedIn();
    cookies.set('rememberedUsername', 'admin');
    cookies.set('lang', 'vi');
    localStorage.setItem('permission', '["user"]');
    const deleted = fakeIndexedDb(['accountDatabase', 'kenh-notifications']);
    const api = mockFetch([mockEndpoint(accountApi.logout, ok({}))]);
    const app = renderApp('/');

    fireEvent.click(await screen.findByRole('button', { name: /Đăng xuất/ }));

    await screen.findByLabelText('Tên đăng nhập');
    expect(app.reloads).toEqual(['/login']);
    expect(app.path()).toBe('/login');
    expect(api.calls(accountApi.logout)[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    for (const name of ['accessToken', 'refreshToken', 'userAccount'])
      expect(cookies.get(name)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(deleted.sort()).toEqual(['accountDatabase', 'kenh-notifications']);
    expect(cookies.get('rememberedUsername')).toBe('admin');
    expect(cookies.get('lang')).toBe('vi');
    app.unmount();
  });

  it('deletes accountDatabase where the browser cannot list databases, and reloads on /en/login in English', async () => {
    signedIn();
    const deleted = fakeIndexedDb(undefined);
    mockFetch([mockEndpoint(accountApi.logout, ok({}))]);
    const app = renderApp('/en');

    fireEvent.click(await screen.findByRole('button', { name: /Sign out/ }));

    await screen.findByLabelText('Username');
    expect(app.reloads).toEqual(['/en/login']);
    expect(deleted).toEqual(['accountDatabase']);
    app.unmount();
  });

  it('happens when a call fails with 401 after the refresh fails', async () => {
    signedIn();
    mockFetch([
      mockEndpoint(accountApi.logout, { status: 401, body: { code: 401, message: 'expired' } }),
      mockEndpoint(accountApi.refreshToken, { status: 401, body: { code: 401, message: 'expired' } }),
    ]);
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn Quản' });

    await callEndpoint(accountApi.logout).catch(() => undefined);

    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.reloads).toEqual(['/login']);
    expect(cookies.get('refreshToken')).toBeUndefined();
    app.unmount();
  });
});
