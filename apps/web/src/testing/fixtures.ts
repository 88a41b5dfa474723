import type { AccountDetail, LoginResult } from '@kenh/contract';
import { cookies } from './cookie-jar';

export const ADMIN_LOGIN: LoginResult = {
  user: {
    id: 1,
    username: 'admin',
    fullname: 'Nguyễn Văn Quản',
    email: 'admin@kenh.local',
    phone: null,
    type: 'AD',
    system_key: 'AD',
    is_superuser: true,
    is_active: true,
    position: null,
    avatar_url: null,
  },
  profile: [{ name: 'ad_position', value: 'Tổng giám đốc' }],
  permission: ['user', 'role'],
  role: 'SUPER',
  module_permission: { '/user-manager': ['view', 'create'] },
  access_token: 'access-1',
  refresh_token: 'refresh-1',
};

/** A sales staff member: orders, products, groceries and notifications only (demo `nvbanhang`). */
export const STAFF_LOGIN: LoginResult = {
  user: {
    id: 9,
    username: 'nvbanhang',
    fullname: 'Đặng Văn Hải',
    email: null,
    phone: null,
    type: 'AD',
    system_key: 'AD',
    is_superuser: false,
    is_active: true,
    position: 'Nhân viên bán hàng',
    avatar_url: null,
  },
  profile: [],
  permission: ['exporttodistributororder', 'product', 'grocery', 'notification'],
  role: 'STAFF',
  module_permission: {},
  access_token: 'access-9',
  refresh_token: 'refresh-9',
};

/** `login` as the account detail `get_account_by_id` answers. */
export function accountDetailOf(login: LoginResult): AccountDetail {
  return {
    ...login.user,
    parent_id: null,
    area_id: null,
    zone_id: null,
    created_at: '2026-01-05T02:00:00.000Z',
    updated_at: '2026-01-05T02:00:00.000Z',
    profile: login.profile,
  };
}

/**
 * Puts a signed-in session in the cookie jar and local storage, as a login would have left it
 * (cookies without attributes; use the real login to check lifetimes).
 */
export function signInAs(login: LoginResult = ADMIN_LOGIN): void {
  cookies.set('accessToken', login.access_token);
  cookies.set('refreshToken', login.refresh_token);
  cookies.set('userAccount', JSON.stringify({ ...login.user, profile: login.profile }));
  localStorage.setItem('role', JSON.stringify(login.role));
  localStorage.setItem('permission', JSON.stringify(login.permission));
  localStorage.setItem('module_permission', JSON.stringify(login.module_permission));
}
