import { accessApi, accountApi } from '@kenh/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../../../testing/cookie-jar';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('button', { name: /Đăng nhập|Sign in/ });
  return app;
}

const username = () => screen.getByLabelText('Tên đăng nhập');
const password = () => screen.getByLabelText('Mật khẩu');
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Đăng nhập/ }));

describe('login page', () => {
  it('shows the required message when the username loses focus empty', async () => {
    const api = mockFetch([]);
    const app = await openLogin();

    fireEvent.focus(username());
    fireEvent.blur(username());

    expect(await screen.findByText('Bạn cần điền vào mục này')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    app.unmount();
  });

  it('shows the required messages on submit and sends nothing', async () => {
    const api = mockFetch([]);
    const app = await openLogin();

    submit();

    await waitFor(() => expect(screen.getAllByText('Bạn cần điền vào mục này')).toHaveLength(2));
    expect(api.requests).toHaveLength(0);
    app.unmount();
  });

  it('signs in: calls the API, stores the session cookies and lands on the greeting', async () => {
    const api = mockFetch([mockEndpoint(accountApi.login, ok(ADMIN_LOGIN))]);
    const app = await openLogin();

    fireEvent.change(username(), { target: { value: '  admin ' } });
    fireEvent.change(password(), { target: { value: 'Kenh@2026' } });
    submit();

    expect(await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn Quản' })).toBeTruthy();
    expect(app.path()).toBe('/');
    expect(api.requests[0]?.body).toEqual({ username: 'admin', password: 'Kenh@2026', remember: false });
    expect(api.requests[0]?.headers.get('Accept-Language')).toBe('vi');

    expect(cookies.get('accessToken')).toBe('access-1');
    expect(cookies.get('refreshToken')).toBe('refresh-1');
    for (const name of ['accessToken', 'refreshToken', 'userAccount']) {
      expect(cookies.lastWrite(name)?.attributes['max-age']).toBe('2592000');
    }
    expect(JSON.parse(cookies.get('userAccount') ?? '{}')).toMatchObject({
      id: 1,
      fullname: 'Nguyễn Văn Quản',
      is_superuser: true,
      profile: [{ name: 'ad_position', value: 'Tổng giám đốc' }],
    });
    expect(JSON.parse(localStorage.getItem('role') ?? 'null')).toBe('SUPER');
    expect(JSON.parse(localStorage.getItem('permission') ?? 'null')).toEqual(['user', 'role']);
    expect(JSON.parse(localStorage.getItem('module_permission') ?? 'null')).toEqual({
      '/user-manager': ['view', 'create'],
    });
    expect(cookies.get('rememberedUsername')).toBeUndefined();
    // The avatar shows one letter; the full initials stay on the element.
    for (const avatar of screen.getAllByLabelText('Nguyễn Văn Quản')) expect(avatar.textContent).toBe('N');
    app.unmount();
  });

  it('remember-me keeps only the username, for 60 days, and prefills it next time', async () => {
    const api = mockFetch([mockEndpoint(accountApi.login, ok(ADMIN_LOGIN))]);
    const app = await openLogin();

    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'Kenh@2026' } });
    fireEvent.click(screen.getByLabelText('Ghi nhớ đăng nhập'));
    submit();
    await screen.findByRole('heading', { name: 'Xin chào, Nguyễn Văn Quản' });
    expect(api.calls(accountApi.login)[0]?.body).toMatchObject({ remember: true });

    expect(cookies.get('rememberedUsername')).toBe('admin');
    expect(cookies.lastWrite('rememberedUsername')?.attributes['max-age']).toBe('5184000');
    // The session cookies keep their 30 days (spec §9) with remember-me too.
    for (const name of ['accessToken', 'refreshToken', 'userAccount']) {
      expect(cookies.lastWrite(name)?.attributes['max-age']).toBe('2592000');
    }
    expect(cookies.writes.some((w) => w.value.includes('Kenh@2026'))).toBe(false);
    app.unmount();

    for (const name of ['accessToken', 'refreshToken', 'userAccount'])
      document.cookie = `${name}=; Max-Age=0`;
    const again = await openLogin();
    expect(screen.getByLabelText<HTMLInputElement>('Tên đăng nhập').value).toBe('admin');
    expect(screen.getByLabelText<HTMLInputElement>('Ghi nhớ đăng nhập').checked).toBe(true);
    again.unmount();
  });

  it('opens a dialog with the server message when the credentials are wrong', async () => {
    mockFetch([mockEndpoint(accountApi.login, fail(401, 'Tên đăng nhập hoặc mật khẩu không đúng'))]);
    const app = await openLogin();

    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'nope' } });
    submit();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Đăng nhập không thành công')).toBeTruthy();
    expect(within(dialog).getByText('Tên đăng nhập hoặc mật khẩu không đúng')).toBeTruthy();
    expect(app.path()).toBe('/login');
    expect(cookies.get('refreshToken')).toBeUndefined();

    // Closing needs the motion end, which happy-dom never fires: the browser test closes it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    app.unmount();
  });

  it('puts a field error the server names under its field, without a dialog', async () => {
    mockFetch([
      mockEndpoint(
        accountApi.login,
        fail(400, 'Dữ liệu không hợp lệ', [{ field: 'username', message: 'Tên đăng nhập không hợp lệ' }]),
      ),
    ]);
    const app = await openLogin();

    fireEvent.change(username(), { target: { value: 'a b' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();

    expect(await screen.findByText('Tên đăng nhập không hợp lệ')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    app.unmount();
  });

  it('is in English under /en, with English validation messages', async () => {
    mockFetch([]);
    const app = renderApp('/en/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getAllByText('You need to fill in this field')).toHaveLength(2));
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByText('Forgot password?').getAttribute('href')).toBe('/en/forgot-password');
    expect(document.documentElement.lang).toBe('en');
    expect(cookies.get('lang')).toBe('en');
    expect(cookies.lastWrite('lang')?.attributes['max-age']).toBe(String(365 * 24 * 3600));
    app.unmount();
  });

  it("opens the account's saved start page in its saved language", async () => {
    const saved = {
      account_id: 1,
      language: 'en',
      default_page: '/my-account',
      notify_push: true,
      updated_at: '2026-11-20T08:00:00.000Z',
    };
    mockFetch([
      mockEndpoint(accountApi.login, ok(ADMIN_LOGIN)),
      mockEndpoint(accessApi.getMySettings, ok(saved)),
    ]);
    const app = await openLogin();
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'Kenh@2026' } });
    submit();
    await waitFor(() => expect(app.path()).toBe('/en/my-account'));
    await act(() => Promise.resolve());
    app.unmount();
  });

  it('returns to the page asked for before signing in', async () => {
    mockFetch([mockEndpoint(accountApi.login, ok(ADMIN_LOGIN))]);
    const app = await openLogin('/login?next=%2Fsomewhere');

    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'Kenh@2026' } });
    submit();

    await waitFor(() => expect(app.path()).toBe('/somewhere'));
    await act(() => Promise.resolve());
    app.unmount();
  });
});
