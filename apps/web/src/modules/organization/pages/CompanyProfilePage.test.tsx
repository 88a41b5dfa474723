import { companyProfileApi, EMPTY_COMPANY_PROFILE } from '@kenh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/settings/company', () => {
  it('checks fields as they are left, shows a field the server refuses under it, then saves', async () => {
    signInAs(ADMIN_LOGIN);
    let attempts = 0;
    const api = mockFetch([
      mockEndpoint(companyProfileApi.getCompanyProfile, ok(EMPTY_COMPANY_PROFILE)),
      mockEndpoint(companyProfileApi.updateCompanyProfile, () =>
        ++attempts === 1
          ? fail(400, 'Dữ liệu không hợp lệ', [{ field: 'tax_code', message: 'Mã số thuế không hợp lệ' }])
          : ok({
              ...EMPTY_COMPANY_PROFILE,
              name: 'Công ty Cổ phần Phân phối Kênh',
              updated_at: '2026-11-26T10:00:00Z',
            }),
      ),
    ]);
    const app = renderApp('/settings/company');
    const name = await screen.findByLabelText<HTMLInputElement>('Tên công ty');
    fireEvent.change(name, { target: { value: 'Công ty Cổ phần Phân phối Kênh' } });
    fireEvent.blur(name);
    fireEvent.change(screen.getByLabelText('Mã số thuế'), { target: { value: '0108887771' } });
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'lienhe-kenh.vn' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'lienhe@kenh.vn' } });
    fireEvent.blur(email);
    await waitFor(() => expect(screen.queryByText('Email không hợp lệ')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Mã số thuế không hợp lệ')).toBeTruthy();
    expect(api.calls(companyProfileApi.updateCompanyProfile)[0]?.body).toMatchObject({
      name: 'Công ty Cổ phần Phân phối Kênh',
      tax_code: '0108887771',
      email: 'lienhe@kenh.vn',
      website: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu thông tin công ty')).toBeTruthy();
    expect(api.calls(companyProfileApi.updateCompanyProfile)).toHaveLength(2);
    app.unmount();
  });

  it('is read-only without role.manage', async () => {
    signInAs({
      ...ADMIN_LOGIN,
      user: { ...ADMIN_LOGIN.user, id: 30, is_superuser: false },
      permission: ['role'],
      role: 'AD',
    });
    mockFetch([
      mockEndpoint(
        companyProfileApi.getCompanyProfile,
        ok({ ...EMPTY_COMPANY_PROFILE, name: 'Công ty TNHH Kênh' }),
      ),
    ]);
    const app = renderApp('/settings/company');
    const name = await screen.findByLabelText<HTMLInputElement>('Tên công ty');
    await waitFor(() => expect(name.value).toBe('Công ty TNHH Kênh'));
    expect(name.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    app.unmount();
  });
});
