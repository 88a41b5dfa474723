import { HOME_PATH, LOGIN_PATH } from '../../platform/routing';

/** Vietnamese paths of the account pages; the English twins add `/en`. */
export const accountPaths = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  forgotPassword: '/forgot-password',
  myAccount: '/my-account',
  passwordRequest: '/password-request',
  /** Opened by CONFIRM_REGISTER notifications (spec §2.7). */
  registrationRequest: '/user-manager/user-request/:id',
} as const;
