import type { ModuleRoute } from '../../platform/routing';
import { accountPaths } from './paths';

/** Account pages, loaded on demand. */
export const accountRoutes: readonly ModuleRoute[] = [
  {
    path: accountPaths.home,
    access: 'signed-in',
    layout: 'default',
    page: () => import('./pages/HomePage').then((m) => m.HomePage),
  },
  {
    path: accountPaths.login,
    access: 'guest',
    layout: 'empty',
    page: () => import('./pages/LoginPage').then((m) => m.LoginPage),
  },
  {
    path: accountPaths.forgotPassword,
    access: 'guest',
    layout: 'forgot-password',
    page: () => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  },
];
