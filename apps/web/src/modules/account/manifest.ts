import type { WebModuleManifest } from '../../platform/routing';
import { accountPaths } from './paths';
import { accountRoutes } from './routes';
import { accountMessages } from './shell-manifest';

/** The account module: sign-in, home, own account, password requests, partner registrations, the user manager. */
export const accountManifest: WebModuleManifest = {
  name: 'account',
  routes: accountRoutes,
  messages: accountMessages,
  topNav: [
    {
      group: 'settings',
      section: 'roles',
      order: 30,
      label: 'nav.entries.passwordRequests',
      path: accountPaths.passwordRequest,
    },
    {
      group: 'settings',
      section: 'roles',
      order: 20,
      label: 'nav.entries.userManager',
      path: accountPaths.users,
    },
  ],
  bottomNav: [{ slot: 'user-manager', path: accountPaths.users }],
  guards: [{ prefix: accountPaths.users, permission: 'user' }],
  home: [
    { card: 'personal', order: 10, label: 'nav.myAccount', path: accountPaths.myAccount },
    // Whoever may handle requests reaches them, gear or not.
    {
      card: 'settings',
      order: 30,
      label: 'nav.entries.passwordRequests',
      path: accountPaths.passwordRequest,
    },
    // Holders of `user` without the gear's `role` reach the user manager from home (and the bottom bar).
    { card: 'settings', order: 20, label: 'nav.entries.userManager', path: accountPaths.users },
  ],
  waiting: [
    {
      key: 'password-requests',
      label: 'home.counts.passwordRequests',
      permission: 'user.resetpassword',
      load: (context) => import('./home-counts').then((m) => m.pendingPasswordRequests(context)),
    },
    {
      key: 'registrations',
      label: 'home.counts.registrations',
      permission: 'user',
      load: (context) => import('./home-counts').then((m) => m.pendingRegistrations(context)),
    },
  ],
};
