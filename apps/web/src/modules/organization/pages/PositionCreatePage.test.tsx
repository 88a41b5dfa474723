import { organizationApi, type Position } from '@kenh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const SAVED: Position = {
  id: 21,
  code: 'CV015',
  name: 'Thủ quỹ',
  level: 7,
  description: null,
  is_active: true,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/staff-manager/position/create', () => {
  it('shows the next code, puts a duplicate-name 409 under the field, then saves and opens the record', async () => {
    signInAs(ADMIN_LOGIN);
    let attempts = 0;
    const api = mockFetch([
      mockEndpoint(organizationApi.positionNextCode, ok({ next_code: 'CV015' })),
      mockEndpoint(organizationApi.createPosition, () =>
        ++attempts === 1
          ? fail(409, 'Tên chức vụ đã tồn tại', [{ field: 'name', message: 'Tên chức vụ đã tồn tại' }])
          : ok(SAVED),
      ),
      mockEndpoint(organizationApi.getPosition, ok(SAVED)),
    ]);
    const app = renderApp('/staff-manager/position/create');
    const code = await screen.findByLabelText<HTMLInputElement>('Mã dự kiến');
    await waitFor(() => expect(code.value).toBe('CV015'));

    const name = screen.getByLabelText<HTMLInputElement>('Tên chức vụ');
    fireEvent.change(name, { target: { value: 'Kế toán' } });
    fireEvent.blur(name);
    fireEvent.change(screen.getByLabelText('Cấp bậc'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Tên chức vụ đã tồn tại')).toBeTruthy();
    expect(api.calls(organizationApi.createPosition)[0]?.body).toEqual({
      name: 'Kế toán',
      level: 7,
      description: '',
      is_active: true,
    });
    expect(app.path()).toBe('/staff-manager/position/create');

    fireEvent.change(name, { target: { value: 'Thủ quỹ' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(app.path()).toBe('/staff-manager/position/21'));
    expect(await screen.findByText('Tạo chức vụ thành công')).toBeTruthy();
    app.unmount();
  });

  it('needs positionstaff.manage', async () => {
    signInAs({
      ...ADMIN_LOGIN,
      user: { ...ADMIN_LOGIN.user, id: 30, is_superuser: false },
      permission: ['positionstaff'],
      role: 'AD',
    });
    mockFetch([]);
    const app = renderApp('/staff-manager/position/create');
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này')).toBeTruthy();
    app.unmount();
  });
});
