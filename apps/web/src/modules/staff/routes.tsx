import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { staffPaths } from './paths';

const layout: LayoutName = 'desktop';

/** Staff records (spec §2.2, §2.11): reads need `employeestaff`, the create pages `employeestaff.manage`. */
export const staffRoutes: readonly ModuleRoute[] = [
  {
    path: staffPaths.root,
    access: 'signed-in',
    layout,
    permission: 'employeestaff',
    page: () => import('./pages/RecordListPage').then((m) => m.RecordListPage),
  },
  {
    path: staffPaths.records,
    access: 'signed-in',
    layout,
    permission: 'employeestaff',
    page: () => import('./pages/RecordListPage').then((m) => m.RecordListPage),
  },
  {
    path: staffPaths.recordCreate,
    access: 'signed-in',
    layout,
    permission: 'employeestaff.manage',
    page: () => import('./pages/RecordFormPages').then((m) => m.RecordCreatePage),
  },
  {
    path: staffPaths.record,
    access: 'signed-in',
    layout,
    permission: 'employeestaff',
    page: () => import('./pages/RecordFormPages').then((m) => m.RecordDetailPage),
  },
  {
    path: staffPaths.accounts,
    access: 'signed-in',
    layout,
    permission: 'employeestaff',
    page: () => import('./pages/AccountStaffListPage').then((m) => m.AccountStaffListPage),
  },
  {
    path: staffPaths.accountCreate,
    access: 'signed-in',
    layout,
    permission: 'employeestaff.manage',
    page: () => import('./pages/RecordFormPages').then((m) => m.AccountStaffCreatePage),
  },
  {
    path: staffPaths.account,
    access: 'signed-in',
    layout,
    permission: 'employeestaff',
    page: () => import('./pages/RecordFormPages').then((m) => m.AccountStaffDetailPage),
  },
  {
    // Own record for everyone signed in; another's needs employeestaff (checked in the page).
    path: staffPaths.profile,
    access: 'signed-in',
    layout,
    page: () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
  },
];
