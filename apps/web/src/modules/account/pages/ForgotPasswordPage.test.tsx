import { accountApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password (spec §2.10)', () => {
  it('goes through verify → new password → done and back to login', async () => {
    const api = mockFetch([
      mockEndpoint(accountApi.forgetPasswordCheck, (request) =>
        request.search === '?email=admin%40kenh.local'
          ? ok({ email: 'admin@kenh.local' })
          : fail(404, 'Không tìm thấy tài khoản với email này'),
      ),
      mockEndpoint(accountApi.forgetPasswordSend, ok({ expires_in_seconds: 300, resend_after_seconds: 60 })),
      mockEndpoint(accountApi.forgetPasswordVerify, (request) =>
        (request.body as { otp: string }).otp === '123456'
          ? ok({ reset_token: 'reset-1', expires_in_seconds: 900 })
          : fail(400, 'Mã OTP không đúng hoặc đã hết hạn'),
      ),
      mockEndpoint(accountApi.forgetPasswordReset, ok({})),
    ]);
    const app = renderApp('/forgot-password');

    const email = await screen.findByLabelText('Email');
    fireEvent.click(screen.getByRole('button', { name: /Gửi OTP/ }));
    expect(await screen.findByText('Bạn cần điền vào mục này')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'sai-email' } });
    fireEvent.click(screen.getByRole('button', { name: /Gửi OTP/ }));
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
    expect(api.requests).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'nobody@kenh.local' } });
    fireEvent.click(screen.getByRole('button', { name: /Gửi OTP/ }));
    expect(await screen.findByText('Không tìm thấy tài khoản với email này')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordSend)).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' Admin@Kenh.Local ' } });
    fireEvent.click(screen.getByRole('button', { name: /Gửi OTP/ }));
    expect(await screen.findByText('Mã OTP đã được gửi tới email của bạn')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordSend)[0]?.body).toEqual({ email: 'admin@kenh.local' });
    expect(screen.getByRole('button', { name: /Gửi lại \(\d+s\)/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mã OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /Xác minh/ }));
    expect(await screen.findByText('Mã OTP không đúng hoặc đã hết hạn')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mã OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /Xác minh/ }));

    const password = await screen.findByLabelText('Mật khẩu mới');
    fireEvent.change(password, { target: { value: 'Moi@12345' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'Khac@12345' } });
    fireEvent.click(screen.getByRole('button', { name: /Tạo mật khẩu/ }));
    expect(await screen.findByText('Mật khẩu không khớp')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'Moi@12345' } });
    fireEvent.click(screen.getByRole('button', { name: /Tạo mật khẩu/ }));

    expect(await screen.findByText('Tạo mật khẩu thành công')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordReset)[0]?.body).toEqual({
      reset_token: 'reset-1',
      password: 'Moi@12345',
      confirm_password: 'Moi@12345',
    });
    for (const request of api.requests) expect(request.headers.get('Authorization')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Quay lại đăng nhập' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    app.unmount();
  });
});

describe('asking the staff instead (no working e-mail)', () => {
  it('sends the username and confirms the request was sent', async () => {
    const api = mockFetch([mockEndpoint(accountApi.forgetPasswordAdminRequest, ok({}))]);
    const app = renderApp('/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: /Gửi yêu cầu tới quản trị viên/ }));
    const form = within(screen.getByRole('form', { name: 'Yêu cầu quản trị viên cấp lại mật khẩu' }));
    fireEvent.click(form.getByRole('button', { name: /Gửi yêu cầu/ }));
    expect(await form.findByText('Bạn cần điền vào mục này')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Tên đăng nhập'), { target: { value: ' ketoan ' } });
    fireEvent.click(form.getByRole('button', { name: /Gửi yêu cầu/ }));
    expect(await screen.findByText('Đã gửi yêu cầu cấp lại mật khẩu tới quản trị viên')).toBeTruthy();
    expect(api.calls(accountApi.forgetPasswordAdminRequest)[0]?.body).toEqual({
      username: 'ketoan',
    });
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
    app.unmount();
  });
});
