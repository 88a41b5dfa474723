import type { ModuleRoute, WebModuleManifest } from '../../platform/routing';
import { accountPaths } from './paths';

/**
 * The sign-in pages and the home page: the only module pages the app's entry holds
 * (docs/decisions/0023).
 */
export const accountShellRoutes: readonly ModuleRoute[] = [
  {
    path: accountPaths.home,
    access: 'signed-in',
    layout: 'desktop',
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

/** The account module's texts, loaded with its first page. */
export const accountMessages: WebModuleManifest['messages'] = () =>
  import('./locales').then((m) => m.accountResources);

/**
 * The part of the account module the app starts with, before every module's manifest loads (on
 * the first navigation to any other page): the sign-in and home pages and their texts.
 */
export const accountShellManifest: WebModuleManifest = {
  name: 'account',
  routes: accountShellRoutes,
  messages: accountMessages,
};
