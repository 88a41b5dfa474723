import { commonMessages, type MessageCatalogue } from './shared/messages.js';
import { accountMessages } from './account/account.messages.js';
import { accessMessages } from './access/access.messages.js';
import { platformMessages } from './platform/platform.messages.js';
import { notificationMessages } from './notification/notification.messages.js';

/** The modules whose messages the shell carries (their guest pages need no other catalogue). */
export const SHELL_MESSAGE_MODULES: readonly string[] = ['account', 'access', 'platform', 'notification'];

/** What the web app's shell shows before any module page: validation, sign-in, platform, notifications. */
export const SHELL_MESSAGES = {
  ...commonMessages,
  ...accountMessages,
  ...accessMessages,
  ...platformMessages,
  ...notificationMessages,
} as const satisfies MessageCatalogue;
