import { CREATABLE_ACCOUNT_TYPES } from '@kenh/contract';
import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { accountPaths, userCreatePath } from './paths';
import { accountShellRoutes } from './shell-manifest';

/** The chrome of signed-in account pages: top bar on wide screens, mobile header and bottom bar below. */
const SIGNED_IN_LAYOUT: LayoutName = 'desktop';

/** Account pages, loaded on demand. */
export const accountRoutes: readonly ModuleRoute[] = [
  ...accountShellRoutes,
  {
    path: accountPaths.myAccount,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    page: () => import('./pages/MyAccountPage').then((m) => m.MyAccountPage),
  },
  {
    path: accountPaths.passwordRequest,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user.resetpassword',
    page: () => import('./pages/PasswordRequestPage').then((m) => m.PasswordRequestPage),
  },
  {
    path: accountPaths.registrationRequest,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user',
    page: () => import('./pages/RegistrationRequestPage').then((m) => m.RegistrationRequestPage),
  },
  {
    path: accountPaths.users,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user',
    page: () => import('./pages/UserListPage').then((m) => m.UserListPage),
  },
  {
    path: accountPaths.userCreate,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user.create',
    page: () => import('./pages/CreateTypePage').then((m) => m.CreateTypePage),
  },
  // One address per type, as the spec lists them; the page reads the type from the address.
  ...CREATABLE_ACCOUNT_TYPES.map((type): ModuleRoute => ({
    path: userCreatePath(type),
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user.create',
    page: () => import('./pages/CreateUserPage').then((m) => m.CreateUserPage),
  })),
  {
    path: accountPaths.userEdit,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user.update',
    page: () => import('./pages/EditUserPage').then((m) => m.EditUserPage),
  },
  {
    path: accountPaths.userDetail,
    access: 'signed-in',
    layout: SIGNED_IN_LAYOUT,
    permission: 'user',
    page: () => import('./pages/UserDetailPage').then((m) => m.UserDetailPage),
  },
];
