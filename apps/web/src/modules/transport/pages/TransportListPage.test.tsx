import { transportApi, locateApi, platformApi, type Transport } from '@kenh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

const RECORD: Transport = {
  id: 7,
  name: 'Bản ghi Đà Nẵng',
  area_id: 3,
  area_name: 'Miền Trung',
  note: null,
  status: 'draft',
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

const MANAGER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 11, is_superuser: false },
  permission: ['transport', 'transport.manage'],
  role: 'AD' as const,
};

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/transport', () => {
  it('lists the records with the search and status filter in the address', async () => {
    signInAs(MANAGER);
    const api = mockFetch([mockEndpoint(transportApi.list, ok({ results: [RECORD], total: 1 }))]);
    renderApp('/transport?search=da%20nang&status=draft');
    expect(await screen.findByText('Bản ghi Đà Nẵng')).toBeTruthy();
    expect(screen.getByText('Miền Trung')).toBeTruthy();
    const query = new URLSearchParams(api.calls(transportApi.list)[0]!.search);
    expect(query.get('search')).toBe('da nang');
    expect(query.get('status')).toBe('draft');
    expect(screen.getByRole('button', { name: 'Thêm mới' })).toBeTruthy();
  });

  it('shows a record with the status actions its status allows, and runs one', async () => {
    signInAs(MANAGER);
    const api = mockFetch([
      mockEndpoint(transportApi.get, ok(RECORD)),
      mockEndpoint(transportApi.status, ok({ ...RECORD, status: 'active' })),
      mockEndpoint(locateApi.locateDropdown, ok([])),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ]);
    renderApp('/en/transport/7');
    expect(await screen.findByDisplayValue('Bản ghi Đà Nẵng')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.calls(transportApi.status, { id: 7 })).toHaveLength(1));
    expect(api.calls(transportApi.status)[0]?.body).toEqual({ action: 'activate' });
  });
});
