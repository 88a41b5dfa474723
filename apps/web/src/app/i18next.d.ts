import 'i18next';
import type { AccountMessages } from '../modules/account';
import type { NotificationMessages } from '../modules/notification';
import type { CommonMessages } from '../platform/i18n';

/** Typed translation keys: `t('login.title')` is checked against the Vietnamese texts. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: CommonMessages;
      account: AccountMessages;
      notification: NotificationMessages;
    };
  }
}
