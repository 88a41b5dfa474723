import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { accessPaths } from './paths';

const layout: LayoutName = 'desktop';
const READ = 'role' as const;
const WRITE = 'role.manage' as const;

/** Settings screens (spec §6): reading needs `role`, the create page `role.manage`. */
export const accessRoutes: readonly ModuleRoute[] = [
  {
    path: accessPaths.settings,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/SettingsIndexPage').then((m) => m.SettingsIndexPage),
  },
  {
    path: accessPaths.roles,
    access: 'signed-in',
    layout,
    page: () => import('./pages/RolePage').then((m) => m.RolePage),
  },
  {
    path: accessPaths.groups,
    access: 'signed-in',
    layout,
    page: () => import('./pages/UserGroupListPage').then((m) => m.UserGroupListPage),
  },
  {
    path: accessPaths.groupCreate,
    access: 'signed-in',
    layout,
    permission: WRITE,
    page: () => import('./pages/UserGroupEditPage').then((m) => m.UserGroupCreatePage),
  },
  {
    path: accessPaths.group,
    access: 'signed-in',
    layout,
    page: () => import('./pages/UserGroupEditPage').then((m) => m.UserGroupDetailOrListPage),
  },
  {
    path: accessPaths.functions,
    access: 'signed-in',
    layout,
    page: () => import('./pages/DecentralizationFunctionPage').then((m) => m.DecentralizationFunctionPage),
  },
  {
    path: accessPaths.data,
    access: 'signed-in',
    layout,
    page: () => import('./pages/DecentralizationDataPage').then((m) => m.DecentralizationDataPage),
  },
  {
    path: accessPaths.room,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/RoomPage').then((m) => m.RoomPage),
  },
  {
    path: accessPaths.mySettingSelf,
    access: 'signed-in',
    layout,
    page: () => import('./pages/MySettingPage').then((m) => m.MySettingPage),
  },
  {
    path: accessPaths.mySetting,
    access: 'signed-in',
    layout,
    page: () => import('./pages/MySettingPage').then((m) => m.MySettingPage),
  },
];
