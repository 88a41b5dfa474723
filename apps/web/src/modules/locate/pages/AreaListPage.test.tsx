import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Area } from '@kenh/contract';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const AREA: Area = {
  id: 3,
  code: 'KV003',
  name: 'Khu vực Đà Nẵng',
  region: 'central',
  manager_id: null,
  manager: null,
  note: null,
  is_active: true,
  zone_count: 2,
  account_count: 5,
  editable: true,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const MANAGER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 11, is_superuser: false, fullname: 'Đỗ Thanh Khoa' },
  permission: ['area', 'area.manage'],
  role: 'AD' as const,
};

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/locate-manager', () => {
  it('lists areas with the filters in the address and shows the server refusal on delete', async () => {
    signInAs(MANAGER);
    const api = mockFetch({
      'GET /locate/api/get_all_area': ok({ results: [AREA], total: 1 }),
      'DELETE /locate/api/area/3': fail(409, 'Khu vực còn 2 vùng, hãy xoá hoặc chuyển các vùng trước'),
    });
    renderApp('/locate-manager?search=da%20nang&region=central');
    expect(await screen.findByText('Khu vực Đà Nẵng')).toBeTruthy();
    const query = new URLSearchParams(api.calls('GET', '/locate/api/get_all_area')[0]!.search);
    expect(query.get('search')).toBe('da nang');
    expect(query.get('region')).toBe('central');
    expect(query.get('page')).toBe('0');

    const row = screen.getByText('Khu vực Đà Nẵng').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Xoá' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xoá khu vực Khu vực Đà Nẵng?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Khu vực còn 2 vùng, hãy xoá hoặc chuyển các vùng trước')).toBeTruthy();
    await waitFor(() => expect(api.calls('DELETE', '/locate/api/area/3')).toHaveLength(1));
  });

  it('without an id, /locate-manager/:id? is the list; with one, the area page', async () => {
    signInAs(MANAGER);
    mockFetch({
      'GET /locate/api/get_all_area': ok({ results: [AREA], total: 1 }),
      'GET /locate/api/area/3': ok(AREA),
      'GET /locate/api/zone_by_area/3': ok({ results: [] }),
    });
    renderApp('/en/locate-manager/3');
    expect(await screen.findByDisplayValue('Khu vực Đà Nẵng')).toBeTruthy();
    expect(screen.getByDisplayValue('KV003')).toBeTruthy();
    expect(screen.getByText('This area has no zones yet')).toBeTruthy();
  });
});
