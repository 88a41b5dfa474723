import type { MessageCatalogue } from '../shared/messages.js';

export const accountMessages = {
  'account.invalid_credentials': {
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
    en: 'Incorrect username or password',
  },
  'account.username_invalid': { vi: 'Tên đăng nhập không hợp lệ', en: 'Invalid username' },
  'account.login_throttled': {
    vi: 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau ít phút',
    en: 'Too many failed sign-ins, please try again in a few minutes',
  },
  'account.logged_out': { vi: 'Đã đăng xuất', en: 'Signed out' },
} as const satisfies MessageCatalogue;
