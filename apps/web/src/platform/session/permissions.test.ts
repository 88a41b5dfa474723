import { describe, expect, it } from 'vitest';
import { allowsAction, hasPermission } from './permissions';

const staff = { is_superuser: false };
const superUser = { is_superuser: true };
const access = {
  permission: ['product', 'user'],
  modulePermission: { '/staff-manager/office': ['create' as const] },
};

describe('permissions (spec §6)', () => {
  it('a super user passes every check', () => {
    expect(hasPermission(superUser, { permission: [] }, 'role')).toBe(true);
    expect(allowsAction(superUser, { modulePermission: {} }, '/anything', 'delete')).toBe(true);
  });

  it('otherwise one of the required codes must be held (any-of)', () => {
    expect(hasPermission(staff, access, 'product')).toBe(true);
    expect(hasPermission(staff, access, ['unitproduct', 'user'])).toBe(true);
    expect(hasPermission(staff, access, 'role')).toBe(false);
    expect(hasPermission(staff, access, [])).toBe(false);
    expect(hasPermission(null, access, 'product')).toBe(false);
  });

  it('a module permission code counts too, like the server’s satisfies', () => {
    const modules = {
      permission: [],
      modulePermission: { meeting: [], '/staff-manager/office': ['view' as const] },
    };
    expect(hasPermission(staff, modules, 'meeting')).toBe(true);
    expect(hasPermission(staff, modules, ['role', 'meeting'])).toBe(true);
    expect(hasPermission(staff, modules, 'officestaff')).toBe(false);
    expect(hasPermission(staff, { permission: [], modulePermission: {} }, 'meeting')).toBe(false);
    expect(hasPermission(staff, { permission: [] }, 'meeting')).toBe(false);
  });

  it('does not treat inherited object keys as module permissions', () => {
    expect(hasPermission(staff, { permission: [], modulePermission: {} }, 'toString' as 'role')).toBe(false);
  });

  it('a granted module path allows view and the listed actions', () => {
    expect(allowsAction(staff, access, '/staff-manager/office')).toBe(true);
    expect(allowsAction(staff, access, '/staff-manager/office', 'create')).toBe(true);
    expect(allowsAction(staff, access, '/staff-manager/office', 'delete')).toBe(false);
    expect(allowsAction(staff, access, '/staff-manager/position')).toBe(false);
  });
});
