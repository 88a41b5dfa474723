import { accessApi, type Role } from '@kenh/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const role = (id: number, system_key: string): Role => ({
  id,
  name: 'Kho vận',
  description: null,
  system_key,
  permissions: ['warehouse'],
  module_permission: {},
  account_count: id,
  created_at: '2026-11-01T08:00:00+07:00',
  updated_at: '2026-11-01T08:00:00+07:00',
});

describe('/settings/role', () => {
  it('names each role’s system instead of its key, in the page’s language', async () => {
    signInAs();
    const page = { results: [role(1, 'default'), role(2, 'AD')], total: 2 };
    mockFetch([mockEndpoint(accessApi.listRoles, ok(page))]);
    renderApp('/settings/role');
    expect(await screen.findByText('Mặc định (NPP, NVTT, CHTH, CTV, WAREHOUSE)')).toBeTruthy();
    expect(screen.getByText('Quản trị')).toBeTruthy();
    expect(screen.queryByText('default')).toBeNull();
  });

  it('in English', async () => {
    signInAs();
    mockFetch([mockEndpoint(accessApi.listRoles, ok({ results: [role(2, 'KT')], total: 1 }))]);
    renderApp('/en/settings/role');
    expect(await screen.findByText('Accounting')).toBeTruthy();
  });
});
