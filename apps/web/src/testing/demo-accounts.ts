import { DEMO_ROLES, type AccountType, type PermissionCode } from '@kenh/contract';

export interface DemoAccount {
  username: string;
  type: AccountType;
  superuser: boolean;
  permission: readonly PermissionCode[];
}

/** A demo account holding the named demo roles (the contract's `DEMO_ROLES`, which the seed grants). */
const account = (username: string, type: AccountType, ...roles: string[]): DemoAccount => ({
  username,
  type,
  superuser: false,
  permission: [
    ...new Set(
      roles.flatMap((name) => {
        const role = DEMO_ROLES.find((r) => r.name === name);
        if (!role) throw new Error(`no demo role "${name}"`);
        return role.permissions;
      }),
    ),
  ],
});

/**
 * The demo accounts the navigation tests sign in as, with the types and roles the seed gives them
 * (apps/server/src/modules/account/account.demo.ts).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', type: 'AD', superuser: true, permission: [] },
  account('chutich', 'AD', 'Ban giám đốc'),
  account('truongvung', 'AD', 'Quản lý kinh doanh'),
  account('giamsat', 'AD', 'Quản lý kinh doanh'),
  account('nvthitruong', 'AD', 'Nhân viên kinh doanh'),
  account('nhansu', 'AD', 'Nhân sự'),
  account('quantri', 'AD', 'Quản trị tài khoản'),
  account('ketoan', 'KT', 'Kế toán'),
  account('npp.minhphat', 'NPP', 'Đối tác'),
  account('kho.binhduong', 'WAREHOUSE', 'Kho vận'),
];
