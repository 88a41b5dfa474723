import { platformApi, plusDays, todayInVietnam, transportApi } from '@kenh/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { DISPATCHER, DRIVER } from './transport-fixtures.test-kit';

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

function pickDate(label: string, isoDay: string) {
  const input = screen.getByLabelText(label);
  const [y, m, d] = isoDay.split('-');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: `${d}/${m}/${y}` } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('/transport/driver', () => {
  it('lists drivers with the filters in the body, and flags a licence expiring soon', async () => {
    signInAs(DISPATCHER);
    const api = mockFetch([mockEndpoint(transportApi.listDriver, ok({ results: [DRIVER], total: 1 }))]);
    renderApp('/transport/driver?search=bao&licence_state=expiring&page=1');
    expect(await screen.findByText('Lê Quốc Bảo')).toBeTruthy();
    const row = within(screen.getByRole('row', { name: /Lê Quốc Bảo/ }));
    expect(row.getByText('Sắp hết hạn')).toBeTruthy();
    expect(row.getByText(/10\/12\/2026/)).toBeTruthy();
    expect(api.calls(transportApi.listDriver)[0]!.body).toEqual({
      search: 'bao',
      licence_state: 'expiring',
      page: 1,
      page_size: 20,
    });
    expect(screen.getByRole('button', { name: 'Thêm tài xế' })).toBeTruthy();
  });

  it('creates a driver through the contract form, showing the server’s 409 under the phone', async () => {
    signInAs(DISPATCHER);
    const expiry = plusDays(todayInVietnam(), 365);
    let attempts = 0;
    const api = mockFetch([
      mockEndpoint(transportApi.createDriver, () =>
        (attempts += 1) === 1
          ? fail(409, 'Số điện thoại này đã thuộc về một tài xế khác', [
              { field: 'phone', message: 'Số điện thoại này đã thuộc về một tài xế khác' },
            ])
          : ok({ ...DRIVER, id: 9, full_name: 'Trần Văn Tài' }),
      ),
      mockEndpoint(transportApi.getDriver, ok({ ...DRIVER, id: 9, full_name: 'Trần Văn Tài' })),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ]);
    const app = renderApp('/transport/driver/create-driver');
    expect(await screen.findByRole('heading', { name: 'Thêm tài xế' })).toBeTruthy();

    type('Số điện thoại', '12345');
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeTruthy();
    type('Họ và tên', 'Trần Văn Tài');
    type('Số điện thoại', '0912345678');
    type('Số CCCD', '001087004321');
    type('Số bằng lái', '010234567892');
    await choose('Hạng bằng lái', 'C');
    pickDate('Hạn bằng lái', expiry);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findAllByText('Số điện thoại này đã thuộc về một tài xế khác')).not.toHaveLength(0);
    expect(api.calls(transportApi.createDriver)[0]!.body).toEqual({
      full_name: 'Trần Văn Tài',
      phone: '0912345678',
      national_id: '001087004321',
      licence_number: '010234567892',
      licence_class: 'C',
      licence_expiry: expiry,
      account_id: null,
      note: null,
      status: 'active',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/transport/driver/9'));
  });

  it('opens a driver by id in English with the linked account read-only for a user without `user`', async () => {
    signInAs(DISPATCHER);
    mockFetch([
      mockEndpoint(
        transportApi.getDriver,
        ok({ ...DRIVER, account_id: 30, account_name: 'Lê Quốc Bảo (app)' }),
      ),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ]);
    const app = renderApp('/en/transport/driver/7');
    expect(await screen.findByDisplayValue('0987654321')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Linked account').value).toBe('Lê Quốc Bảo (app)');
    await act(() => app.router.navigate('/en/transport/driver/abc'));
    expect(await screen.findByText('Driver not found')).toBeTruthy();
  });
});
