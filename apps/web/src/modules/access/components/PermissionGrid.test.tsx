import { accessApi, type PermissionCatalogue, type Role } from '@kenh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const CATALOGUE: PermissionCatalogue = {
  modules: [
    {
      module: 'locate',
      vi: 'Vùng và khu vực',
      en: 'Areas',
      permissions: [
        { code: 'area', vi: 'Xem vùng', en: 'View areas' },
        { code: 'area.manage', vi: 'Quản lý vùng', en: 'Manage areas' },
      ],
    },
    {
      module: 'account',
      vi: 'Tài khoản',
      en: 'Accounts',
      permissions: [{ code: 'user', vi: 'Xem tài khoản', en: 'View accounts' }],
    },
  ],
  module_actions: [
    { action: 'view', vi: 'Xem', en: 'View' },
    { action: 'create', vi: 'Thêm', en: 'Create' },
    { action: 'update', vi: 'Sửa', en: 'Edit' },
    { action: 'delete', vi: 'Xóa', en: 'Delete' },
    { action: 'approve', vi: 'Duyệt', en: 'Approve' },
    { action: 'export', vi: 'Xuất', en: 'Export' },
  ],
};

const MANAGER = { ...ADMIN_LOGIN, permission: ['role', 'role.manage'] };

const ROLE: Role = {
  id: 9,
  name: 'Giám sát vùng',
  description: null,
  system_key: 'AD',
  permissions: ['user'],
  module_permission: { user: ['view', 'export'] },
  account_count: 0,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('permission grid (module × action)', () => {
  it('ticks a module block, a column, a single cell, and saving sends the codes with their actions', async () => {
    signInAs(MANAGER);
    const api = mockFetch([
      mockEndpoint(accessApi.listPermissions, ok(CATALOGUE)),
      mockEndpoint(accessApi.createRole, ok({ ...ROLE, permissions: [], module_permission: {} })),
      mockEndpoint(accessApi.getRole, ok({ ...ROLE, account_ids: [] })),
    ]);
    renderApp('/settings/role?role=new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tên' }), {
      target: { value: 'Giám sát vùng' },
    });
    await screen.findByRole('table', { name: 'Bảng phân quyền' });

    // The module header ticks every action of both of its codes.
    fireEvent.click(box('Chọn cả nhóm Vùng và khu vực'));
    expect(box('area.manage: Xóa').checked).toBe(true);
    expect(box('user: Xem').checked).toBe(false);
    // A column header ticks the action for every code, and view with it.
    fireEvent.click(box('Chọn cột Duyệt'));
    expect(box('user: Duyệt').checked).toBe(true);
    expect(box('user: Xem').checked).toBe(true);
    // One cell off: the module header is now partly ticked.
    fireEvent.click(box('area.manage: Xóa'));
    expect(box('Chọn cả nhóm Vùng và khu vực').checked).toBe(false);
    expect(screen.getByText('3 quyền được cấp')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(accessApi.createRole)).toHaveLength(1));
    expect(api.calls(accessApi.createRole)[0]?.body).toEqual({
      name: 'Giám sát vùng',
      description: null,
      system_key: 'AD',
      permissions: ['area', 'area.manage', 'user'],
      module_permission: {
        area: ['view', 'create', 'update', 'delete', 'approve', 'export'],
        'area.manage': ['view', 'create', 'update', 'approve', 'export'],
        user: ['view', 'approve'],
      },
    });
  });

  it('shows a stored role, and taking view away clears its whole row', async () => {
    signInAs(MANAGER);
    const api = mockFetch([
      mockEndpoint(accessApi.listPermissions, ok(CATALOGUE)),
      mockEndpoint(accessApi.getRole, ok({ ...ROLE, account_ids: [] })),
      mockEndpoint(accessApi.updateRole, ok(ROLE)),
    ]);
    renderApp('/settings/role?role=9');
    await screen.findByRole('table', { name: 'Bảng phân quyền' });
    expect(box('user: Xuất').checked).toBe(true);
    expect(box('user: Sửa').checked).toBe(false);
    fireEvent.click(box('Chọn cả dòng Xem vùng'));
    fireEvent.click(box('user: Xem'));
    expect(box('user: Xuất').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(accessApi.updateRole, { id: 9 })).toHaveLength(1));
    expect(api.calls(accessApi.updateRole, { id: 9 })[0]?.body).toEqual({
      name: 'Giám sát vùng',
      description: null,
      system_key: 'AD',
      permissions: ['area'],
      module_permission: { area: ['view', 'create', 'update', 'delete', 'approve', 'export'] },
    });
  });
});
