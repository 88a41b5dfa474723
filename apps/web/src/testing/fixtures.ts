import type { LoginResult } from '@kenh/contract';

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
