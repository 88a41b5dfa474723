import type { WebModuleManifest } from '../../platform/routing';
import { accessPaths } from './paths';
import { accessRoutes } from './routes';

/**
 * Settings screens: roles (the gear's "/settings/role", spec §2.11), user groups, function and data
 * permissions with "explain access", rooms, personal settings. Every page needs `role` (spec §6).
 */
export const accessManifest: WebModuleManifest = {
  name: 'access',
  routes: accessRoutes,
  messages: () => import('./locales').then((m) => m.accessResources),
  topNav: [
    { group: 'settings', section: 'roles', order: 10, label: 'nav.entries.roles', path: accessPaths.roles },
  ],
  home: [
    { card: 'settings', order: 1, label: 'nav.entries.settingsIndex', path: accessPaths.settings },
    { card: 'settings', order: 2, label: 'nav.entries.roles', path: accessPaths.roles },
    { card: 'settings', order: 3, label: 'nav.entries.userGroups', path: accessPaths.groups },
    { card: 'settings', order: 4, label: 'nav.entries.functionPermissions', path: accessPaths.functions },
    { card: 'settings', order: 5, label: 'nav.entries.dataPermissions', path: accessPaths.data },
    { card: 'personal', order: 20, label: 'nav.entries.mySetting', path: accessPaths.mySettingSelf },
  ],
  guards: [
    { prefix: accessPaths.groups, permission: 'role' },
    { prefix: accessPaths.functions, permission: 'role' },
    { prefix: accessPaths.data, permission: 'role' },
    { prefix: '/user-manager/room', permission: 'role' },
  ],
};
