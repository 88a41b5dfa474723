import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minusYears, todayIso, type CreateStaffBody, staffApi } from '@kenh/contract';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { applyLanguage } from '../../../platform/i18n';
import { StaffForm } from './StaffForm';

function server() {
  return mockFetch(
    [
      mockEndpoint(
        staffApi.nation,
        ok({
          nationalities: [{ code: 'VN', vi: 'Việt Nam', en: 'Vietnamese' }],
          ethnicities: [{ code: '01', vi: 'Kinh', en: 'Kinh' }],
        }),
      ),
    ],
    { fallback: () => ok([]) },
  );
}

function renderForm(onSubmit: (v: CreateStaffBody) => Promise<void>) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffForm submitting={false} onSubmit={onSubmit} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
}

const field = (name: string) => document.getElementById(`field-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

afterEach(() => {
  vi.unstubAllGlobals();
  applyLanguage('vi');
});

describe('StaffForm validation', () => {
  it('refuses a short citizen ID, a bad phone and impossible dates before calling the server', async () => {
    server();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    type('fullname', 'Nguyễn Văn An');
    type('id_number', '00109001234');
    type('phone', '12345');
    type('birth_date', '2999-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    expect(await screen.findByText('Số CCCD phải gồm đúng 12 chữ số')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Ngày không được ở tương lai')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type('birth_date', minusYears(todayIso(), 14));
    await waitFor(() => expect(screen.getByText('Nhân sự phải đủ 15 tuổi')).toBeTruthy());
    type('birth_date', '1990-03-15');
    type('id_issue_date', '1989-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    expect(await screen.findByText('Ngày cấp phải sau ngày sinh')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the contract body once every field is valid', async () => {
    server();
    const onSubmit = vi.fn((_: CreateStaffBody) => Promise.resolve());
    renderForm(onSubmit);
    type('fullname', 'Nguyễn Văn An');
    type('id_number', '001090012345');
    type('phone', '0912345678');
    type('email', 'An@Example.com');
    type('birth_date', '1990-03-15');
    type('id_issue_date', '2021-05-20');
    type('join_date', '2024-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      fullname: 'Nguyễn Văn An',
      id_number: '001090012345',
      phone: '0912345678',
      email: 'an@example.com',
      birth_date: '1990-03-15',
      id_issue_date: '2021-05-20',
      join_date: '2024-06-01',
      nationality: 'VN',
      status: 'active',
      relatives: [],
    });
  });

  it('shows the messages in English under /en', async () => {
    applyLanguage('en');
    server();
    renderForm(vi.fn(() => Promise.resolve()));
    type('fullname', 'A');
    type('id_number', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Create record' }));
    expect(await screen.findByText('The citizen ID must be exactly 12 digits')).toBeTruthy();
  });
});
