import { commonMessages, type MessageCatalogue } from './shared/messages.js';
import { accountMessages } from './account/account.messages.js';
import { accessMessages } from './access/access.messages.js';
import { platformMessages } from './platform/platform.messages.js';
import { notificationMessages } from './notification/notification.messages.js';

/** Every module's messages, merged; keys are namespaced per module so they cannot collide. */
export const ALL_MESSAGES = {
  ...commonMessages,
  ...accountMessages,
  ...accessMessages,
  ...platformMessages,
  ...notificationMessages,
} as const satisfies MessageCatalogue;

export type MessageKey = keyof typeof ALL_MESSAGES;
