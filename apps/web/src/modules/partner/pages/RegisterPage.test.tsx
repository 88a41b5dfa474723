import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountApi } from '@kenh/contract';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { renderShell } from '../../../platform/layout/shell-test-utils';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { RegisterPage } from './RegisterPage';

const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

function fillDistributor(taxCode: string) {
  type('Tên công ty', 'Công ty TNHH Phân phối An Phát');
  type('Số điện thoại', '0912345678');
  type('Tên đăng nhập', 'npp.anphat');
  type('Mật khẩu', 'MatKhau@2026');
  type('Mã số thuế', taxCode);
}

afterEach(() => unmountFeedbackHost());

describe('/register', () => {
  it('validates with the contract, then sends the application with its document', async () => {
    const api = mockFetch([mockEndpoint(accountApi.register, ok({ id: 41, status: 'pending' }))]);
    renderShell(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'Đăng ký làm đối tác' })).toBeTruthy();
    fillDistributor('0100233489');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(await screen.findByText(/Mã số thuế không hợp lệ/)).toBeTruthy();
    expect(api.calls(accountApi.register)).toHaveLength(0);

    type('Mã số thuế', '0100233488');
    const licence = new File(['%PDF-1.4'], 'giay-phep.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Giấy tờ kèm theo/), { target: { files: [licence] } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(await screen.findByText('Đã gửi đăng ký')).toBeTruthy();
    const form = api.calls(accountApi.register)[0]?.form;
    expect(form?.get('type')).toBe('NPP');
    expect(form?.get('username')).toBe('npp.anphat');
    expect(form?.get('tax_code')).toBe('0100233488');
    expect((form?.get('file') as File).name).toBe('giay-phep.pdf');
    expect(form?.has('email')).toBe(false);
  });

  it('asks a field staff member for no tax code and shows the server’s refusal under the field', async () => {
    const api = mockFetch([
      mockEndpoint(
        accountApi.register,
        fail(409, 'Tên đăng nhập đã tồn tại', [{ field: 'username', message: 'Tên đăng nhập đã tồn tại' }]),
      ),
    ]);
    renderShell(<RegisterPage />, { path: '/register' });
    fireEvent.click(await screen.findByText('Nhân viên thị trường'));
    expect(screen.queryByLabelText('Mã số thuế')).toBeNull();
    type('Họ và tên', 'Trần Văn Bình');
    type('Số điện thoại', '0987654321');
    type('Tên đăng nhập', 'binh.tran');
    type('Mật khẩu', 'MatKhau@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    await waitFor(() => expect(api.calls(accountApi.register)).toHaveLength(1));
    expect(api.calls(accountApi.register)[0]?.form?.get('type')).toBe('NVTT');
    expect(await screen.findByText('Tên đăng nhập đã tồn tại')).toBeTruthy();
    expect(screen.queryByText('Đã gửi đăng ký')).toBeNull();
  });

  it('refuses a document that is too large before sending anything', async () => {
    mockFetch([]);
    renderShell(<RegisterPage />, { path: '/register' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cccd.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText(/Giấy tờ kèm theo/), { target: { files: [big] } });
    expect(await screen.findByText('Tệp lớn hơn 5 MB')).toBeTruthy();
  });
});
