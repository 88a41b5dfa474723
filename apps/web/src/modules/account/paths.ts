import type { AccountType } from '@kenh/contract';
import { HOME_PATH, LOGIN_PATH } from '../../platform/routing';

/** Vietnamese paths of the account pages; the English twins add `/en`. */
export const accountPaths = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  forgotPassword: '/forgot-password',
  myAccount: '/my-account',
  passwordRequest: '/password-request',
  /** The public partner registration (a page of the partner module), linked from the login form. */
  partnerRegistration: '/register',
  /** Opened by CONFIRM_REGISTER notifications (spec §2.7). */
  registrationRequest: '/user-manager/user-request/:id',
  users: '/user-manager',
  userCreate: '/user-manager/create',
  userEdit: '/user-manager/edit/:id',
  userDetail: '/user-manager/user/:id',
} as const;

export const userCreatePath = (type: AccountType) => `${accountPaths.userCreate}/${type}`;
export const userDetailPath = (id: number) => `/user-manager/user/${id}`;
export const userEditPath = (id: number) => `/user-manager/edit/${id}`;
/** The partner profile screens (partner module) that complete a new NPP / NVTT account. */
export const partnerProfilePath = (type: 'NPP' | 'NVTT', id: number) =>
  type === 'NPP' ? `/npp-manager/${id}` : `/nvtt-manager/${id}`;
