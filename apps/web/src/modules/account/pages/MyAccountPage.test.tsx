import { accountApi, FILE_DOWNLOAD_PATH } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../../../testing/cookie-jar';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint, type EndpointMock } from '../../../testing/mock-endpoint';
import { accountDetailOf, ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const ME = accountDetailOf({
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, avatar_url: '/platform/api/files/avatar-1', phone: '0912345678' },
});

function server(extra: readonly EndpointMock[] = []) {
  return mockFetch([
    mockEndpoint(accountApi.getAccountById, ok(ME)),
    mockEndpoint({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { status: 200, body: 'png-bytes' }),
    ...extra,
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const profileForm = () => screen.getByRole('form', { name: 'Thông tin cá nhân' });

async function openMyAccount() {
  signInAs(ADMIN_LOGIN);
  const app = renderApp('/my-account');
  await screen.findByLabelText('Họ và tên');
  return app;
}

describe('/my-account', () => {
  it('shows the own profile and loads the avatar with the bearer token', async () => {
    const api = server();
    const app = await openMyAccount();
    expect(screen.getByLabelText<HTMLInputElement>('Họ và tên').value).toBe('Nguyễn Văn Quản');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('admin@kenh.local');
    expect(screen.getByLabelText<HTMLInputElement>('Số điện thoại').value).toBe('0912345678');
    expect(screen.getByLabelText<HTMLInputElement>('Tên đăng nhập').disabled).toBe(true);
    await waitFor(() =>
      expect(api.calls({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { id: 'avatar-1' })).toHaveLength(1),
    );
    expect(
      api
        .calls({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { id: 'avatar-1' })[0]
        ?.headers.get('Authorization'),
    ).toBe('Bearer access-1');
    app.unmount();
  });

  it('saves name, e-mail, phone and a new avatar in one multipart call and updates the session', async () => {
    const api = server([
      mockEndpoint(
        accountApi.updateProfile,
        ok({ ...ADMIN_LOGIN.user, fullname: 'Trần Thị Mai', phone: null }),
      ),
    ]);
    const app = await openMyAccount();

    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: '  Trần Thị Mai ' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '' } });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Ảnh đại diện'), { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText('Cập nhật thông tin thành công')).toBeTruthy();
    const form = api.calls(accountApi.updateProfile)[0]?.form;
    expect(form?.get('fullname')).toBe('Trần Thị Mai');
    expect(form?.get('phone')).toBe('');
    expect(form?.get('email')).toBe('admin@kenh.local');
    expect((form?.get('avatar') as File | null)?.name).toBe('me.png');
    expect(JSON.parse(cookies.get('userAccount') ?? '{}')).toMatchObject({
      fullname: 'Trần Thị Mai',
      profile: ADMIN_LOGIN.profile,
    });
    app.unmount();
  });

  it('refuses a picture that is not JPG, PNG or WEBP before sending anything', async () => {
    const api = server();
    const app = await openMyAccount();
    const gif = new File(['GIF89a'], 'x.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Ảnh đại diện'), { target: { files: [gif] } });
    expect(await screen.findByText('Ảnh đại diện phải là ảnh JPG, PNG hoặc WEBP')).toBeTruthy();
    expect(api.calls(accountApi.updateProfile)).toHaveLength(0);
    app.unmount();
  });

  it('validates the profile with the contract (required name, e-mail format)', async () => {
    const api = server();
    const app = await openMyAccount();
    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Bạn cần điền vào mục này')).toBeTruthy();
    expect(screen.getByText('Email không hợp lệ')).toBeTruthy();
    expect(api.calls(accountApi.updateProfile)).toHaveLength(0);
    app.unmount();
  });

  it('"Hủy" puts back the stored profile and drops a picked picture', async () => {
    const api = server([mockEndpoint(accountApi.updateProfile, ok(ADMIN_LOGIN.user))]);
    const app = await openMyAccount();
    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'Tên khác' } });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Ảnh đại diện'), { target: { files: [picture] } });
    fireEvent.click(within(profileForm()).getByRole('button', { name: 'Hủy' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Họ và tên').value).toBe('Nguyễn Văn Quản'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(accountApi.updateProfile)).toHaveLength(1));
    const form = api.calls(accountApi.updateProfile)[0]?.form;
    expect(form?.get('fullname')).toBe('Nguyễn Văn Quản');
    expect(form?.get('avatar')).toBeNull();
    app.unmount();
  });

  it('changes the password and stores the fresh tokens', async () => {
    const api = server([
      mockEndpoint(accountApi.changePassword, (request) =>
        (request.body as { old_password: string }).old_password === 'Kenh@2026'
          ? ok({ access_token: 'access-2', refresh_token: 'refresh-2' })
          : fail(400, 'Mật khẩu hiện tại không đúng', [
              { field: 'old_password', message: 'Mật khẩu hiện tại không đúng' },
            ]),
      ),
    ]);
    const app = await openMyAccount();
    const form = screen.getByRole('form', { name: 'Đổi mật khẩu' });
    const old = within(form).getByLabelText('Mật khẩu hiện tại');
    const next = within(form).getByLabelText('Mật khẩu mới');
    const again = within(form).getByLabelText('Nhập lại mật khẩu mới');

    fireEvent.change(old, { target: { value: 'sai' } });
    fireEvent.change(next, { target: { value: 'Moi@12345' } });
    fireEvent.change(again, { target: { value: 'Khac@12345' } });
    fireEvent.click(within(form).getByRole('button', { name: /Đổi mật khẩu/ }));
    expect(await within(form).findByText('Mật khẩu không khớp')).toBeTruthy();
    expect(api.calls(accountApi.changePassword)).toHaveLength(0);

    fireEvent.change(again, { target: { value: 'Moi@12345' } });
    fireEvent.click(within(form).getByRole('button', { name: /Đổi mật khẩu/ }));
    expect(await within(form).findByText('Mật khẩu hiện tại không đúng')).toBeTruthy();

    fireEvent.change(old, { target: { value: 'Kenh@2026' } });
    fireEvent.click(within(form).getByRole('button', { name: /Đổi mật khẩu/ }));
    expect(await screen.findByText('Đổi mật khẩu thành công')).toBeTruthy();
    expect(cookies.get('accessToken')).toBe('access-2');
    expect(cookies.get('refreshToken')).toBe('refresh-2');
    expect(cookies.lastWrite('refreshToken')?.attributes['max-age']).toBe('2592000');
    app.unmount();
  });

  it('asks before leaving with a half-typed password, though the profile is unchanged', async () => {
    server();
    const app = await openMyAccount();
    const form = screen.getByRole('form', { name: 'Đổi mật khẩu' });
    fireEvent.change(within(form).getByLabelText('Mật khẩu mới'), { target: { value: 'Moi@12345' } });
    void app.router.navigate('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ở lại' })).toBeNull());
    expect(app.router.state.location.pathname).toBe('/my-account');

    fireEvent.click(within(form).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('Mật khẩu mới').value).toBe(''));
    void app.router.navigate('/');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    app.unmount();
  });
});
