import { DEMO_ROLES, type PermissionCode } from '@kenh/contract';

export interface DemoAccount {
  username: string;
  superuser: boolean;
  permission: readonly PermissionCode[];
}

/** A demo account holding the named demo roles (the contract's `DEMO_ROLES`, which the seed grants). */
const account = (username: string, ...roles: string[]): DemoAccount => ({
  username,
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

/** The demo accounts the navigation tests sign in as, with the roles the seed gives them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', superuser: true, permission: [] },
  account('chutich', 'Ban giám đốc'),
  account('truongvung', 'Quản lý kinh doanh'),
  account('giamsat', 'Quản lý kinh doanh'),
  account('nvthitruong', 'Nhân viên kinh doanh'),
  account('nhansu', 'Nhân sự'),
  account('quantri', 'Quản trị tài khoản'),
  account('ketoan', 'Kế toán'),
  account('npp.minhphat', 'Đối tác'),
  account('kho.binhduong', 'Kho vận'),
];
