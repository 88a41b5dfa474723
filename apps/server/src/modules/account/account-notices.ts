import { notificationPaths, type PermissionCode, type RegistrationType } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { escapeMarkup } from '../../platform/markup/notice-text.js';
import type { AccountNotice } from './account.ports.js';

/** Where an account sits, as data scopes see it. */
export interface NoticeSubject {
  area: number | null;
  zone: number | null;
  account: number;
}

/**
 * Active account ids holding a permission (super users included) — with `about`, only those whose
 * data scope contains that account — provided by the access module through a port
 * (account.ports.ts): the account module does not import the access module.
 */
export type StaffHolding = (db: DbOrTx, code: PermissionCode, about?: NoticeSubject) => Promise<number[]>;

/*
 * Notifications the account module sends to staff. Their texts are stored in Vietnamese: the product
 * is Vietnamese-first, a notification is written once for many readers, and the panel shows the
 * stored text as it is (docs/accounts.md, "Notifications to staff").
 */

const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  NVTT: 'nhân viên thị trường',
  NPP: 'nhà phân phối',
  CTV: 'cộng tác viên',
  WAREHOUSE: 'tài khoản kho',
};

/** FORGET_PASSWORD: a user asked staff for a new password (the password-request screen). */
export function passwordRequestNotice(
  request: { id: number },
  account: { username: string; fullname: string },
): AccountNotice {
  return {
    module: 'FORGET_PASSWORD',
    title: 'Yêu cầu cấp lại mật khẩu',
    content: `Tài khoản ${escapeMarkup(account.username)} (${escapeMarkup(account.fullname)}) yêu cầu cấp lại mật khẩu`,
    path: notificationPaths.passwordRequest(),
    custom_id: String(request.id),
  };
}

/** CONFIRM_REGISTER: a partner registered and waits for confirmation (the registration page). */
export function registrationNotice(account: {
  id: number;
  username: string;
  fullname: string;
  type: RegistrationType;
}): AccountNotice {
  return {
    module: 'CONFIRM_REGISTER',
    title: 'Yêu cầu đăng ký tài khoản',
    content: `${escapeMarkup(account.fullname)} (${escapeMarkup(account.username)}) đăng ký tài khoản ${REGISTRATION_TYPE_LABELS[account.type]}, đang chờ xác nhận`,
    path: notificationPaths.registration(account.id),
    custom_id: String(account.id),
  };
}
