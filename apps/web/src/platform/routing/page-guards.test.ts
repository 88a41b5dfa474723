import { describe, expect, it } from 'vitest';
import { guardForPath, isUnderPrefix, routePermission } from './page-guards';

describe('page guard table (spec §6)', () => {
  it.each([
    ['/order', 'exporttodistributororder'],
    ['/order/export', 'exporttodistributororder'],
    ['/order/export/:id', 'exporttodistributororder'],
    ['/order/export/create', 'exporttodistributororder'],
    ['/promotion', 'promotion'],
    ['/promotion/create', 'promotion'],
    ['/promotion/:id', 'promotion'],
    ['/settings/role', 'role'],
    ['/my-setting', 'role'],
    ['/my-setting/:id?', 'role'],
    ['/report-v2', 'salesreport'],
    ['/report-v2/report-sales', 'salesreport'],
    ['/ecommerce-manager/ecommerce-incentives', 'incentivesecommerce'],
    ['/ecommerce-manager/ecommerce-incentives/:id', 'incentivesecommerce'],
    ['/ecommerce-manager/accumulate-points', 'settingaccumulatepointsecommerce'],
  ])('%s needs %s', (path, permission) => {
    expect(guardForPath(path)).toBe(permission);
  });

  it.each([
    '/',
    '/order-history',
    '/orders',
    '/m-order/export',
    '/settings',
    '/settings/user-group',
    '/report',
    '/ecommerce-manager/order',
    '/my-account',
  ])('%s has no page check', (path) => {
    expect(guardForPath(path)).toBeUndefined();
  });

  it('matches whole segments only', () => {
    expect(isUnderPrefix('/order/export', '/order')).toBe(true);
    expect(isUnderPrefix('/order', '/order')).toBe(true);
    expect(isUnderPrefix('/orderx', '/order')).toBe(false);
  });

  it("a route's own permission wins over the table", () => {
    expect(routePermission({ path: '/promotion', permission: 'role' })).toBe('role');
    expect(routePermission({ path: '/promotion' })).toBe('promotion');
    expect(routePermission({ path: '/password-request', permission: 'user.resetpassword' })).toBe(
      'user.resetpassword',
    );
  });
});
