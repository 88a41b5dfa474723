import type { PermissionCode } from '@kenh/contract';

/**
 * The permission sets of the server's demo accounts (apps/server/src/seed/demo-accounts.ts, which
 * the web may not import): each role's codes, and the roles of the accounts the navigation tests
 * sign in as. Keep in step with the seed.
 */
const ROLES = {
  board: [
    'employeestaff',
    'employeecontractstaff',
    'officestaff',
    'positionstaff',
    'organizationstaff',
    'employeecontractstaff.approve',
    'area',
    'plan',
    'promotion',
    'exporttodistributororder',
    'salesreport',
    'document',
    'notificationdocument',
    'meeting',
    'product',
    'grocery',
    'notification',
    'user',
    'notification.create',
  ],
  hr: [
    'employeestaff',
    'employeecontractstaff',
    'officestaff',
    'positionstaff',
    'organizationstaff',
    'organizationtypestaff',
    'employeestaff.manage',
    'employeecontractstaff.manage',
    'officestaff.manage',
    'positionstaff.manage',
    'organizationstaff.manage',
    'organizationtypestaff.manage',
    'area',
    'document',
    'meeting',
    'notification',
    'notification.create',
  ],
  salesManager: [
    'plan',
    'promotion',
    'exporttodistributororder',
    'salesreport',
    'product',
    'unitproduct',
    'pricelistproduct',
    'categoryproduct',
    'grocery',
    'area',
    'meeting',
    'notification',
  ],
  salesStaff: ['exporttodistributororder', 'product', 'grocery', 'notification'],
  accountant: ['pricelistproduct', 'exporttodistributororder', 'salesreport', 'product', 'notification'],
  accountAdmin: [
    'user',
    'user.create',
    'user.update',
    'user.delete',
    'user.resetpassword',
    'role',
    'role.manage',
    'faq',
    'area',
    'area.manage',
    'notification',
    'notification.create',
    'audit',
  ],
  partner: ['product', 'exporttodistributororder', 'notification'],
  logistics: ['shipmentstransport', 'drivertransport', 'vehicletransport', 'product', 'notification'],
} satisfies Record<string, PermissionCode[]>;

export interface DemoAccount {
  username: string;
  superuser: boolean;
  permission: readonly PermissionCode[];
}

const account = (username: string, ...roles: (keyof typeof ROLES)[]): DemoAccount => ({
  username,
  superuser: false,
  permission: [...new Set(roles.flatMap((role) => ROLES[role]))],
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', superuser: true, permission: [] },
  account('chutich', 'board'),
  account('truongvung', 'salesManager'),
  account('giamsat', 'salesManager'),
  account('nvthitruong', 'salesStaff'),
  account('nhansu', 'hr'),
  account('quantri', 'accountAdmin'),
  account('ketoan', 'accountant'),
  account('npp.minhphat', 'partner'),
  account('kho.binhduong', 'logistics'),
];
