import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../layout/shell-test-utils';
import { clearBrowserStorage } from '../storage';
import { saveAccess, sessionAccess } from './access-store';
import { syncSession } from './session-store';
import { Can, useAllowsAction, usePermission } from './use-permission';

describe('usePermission and <Can> (spec §6)', () => {
  it('pass for a super user whatever is required', () => {
    signIn({ superuser: true });
    expect(renderHook(() => usePermission('role')).result.current).toBe(true);
    render(
      <Can permission="role" fallback={<p>no</p>}>
        <p>yes</p>
      </Can>,
    );
    expect(screen.getByText('yes')).toBeTruthy();
  });

  it('check the stored permission and module permission codes (any-of)', () => {
    signIn({ permission: ['product'], modulePermission: { meeting: [] } });
    expect(renderHook(() => usePermission(['unitproduct', 'product'])).result.current).toBe(true);
    expect(renderHook(() => usePermission('meeting')).result.current).toBe(true);
    expect(renderHook(() => usePermission('role')).result.current).toBe(false);
  });

  it('<Can> shows the fallback when the permission is missing', () => {
    signIn({ permission: ['product'] });
    render(
      <Can permission="role" fallback={<p>no</p>}>
        <p>yes</p>
      </Can>,
    );
    expect(screen.getByText('no')).toBeTruthy();
    expect(screen.queryByText('yes')).toBeNull();
  });

  it('fail without a session', () => {
    syncSession();
    expect(renderHook(() => usePermission('product')).result.current).toBe(false);
  });

  it('follow permissions saved after the component appeared, and their clean-up at logout', async () => {
    signIn({ permission: [] });
    render(
      <Can permission="meeting" fallback={<p>no</p>}>
        <p>yes</p>
      </Can>,
    );
    expect(screen.getByText('no')).toBeTruthy();
    act(() => saveAccess({ role: 'STAFF', permission: ['meeting'], module_permission: {} }));
    expect(screen.getByText('yes')).toBeTruthy();
    expect(sessionAccess().role).toBe('STAFF');

    await act(async () => {
      await clearBrowserStorage();
      document.cookie = 'userAccount=; Max-Age=0; Path=/';
      syncSession();
    });
    expect(screen.getByText('no')).toBeTruthy();
  });

  it('saveAccess ignores an answer that arrives after the session ended', () => {
    syncSession();
    saveAccess({ role: 'STAFF', permission: ['meeting'], module_permission: {} });
    expect(localStorage.getItem('permission')).toBeNull();
  });

  it('useAllowsAction reads the nested module map', () => {
    signIn({ modulePermission: { '/staff-manager/office': ['create'] } });
    expect(renderHook(() => useAllowsAction('/staff-manager/office', 'create')).result.current).toBe(true);
    expect(renderHook(() => useAllowsAction('/staff-manager/office', 'delete')).result.current).toBe(false);
  });
});
