import type { MessageCatalogue } from './shared/messages.js';
import { MODULE_MESSAGES } from './module-messages.js';
import { SHELL_MESSAGES } from './shell-messages.js';

export { MODULE_MESSAGES } from './module-messages.js';
export { SHELL_MESSAGES, SHELL_MESSAGE_MODULES } from './shell-messages.js';

/** Every module's messages, merged; keys are namespaced per module so they cannot collide. */
export const ALL_MESSAGES = { ...SHELL_MESSAGES, ...MODULE_MESSAGES } as const satisfies MessageCatalogue;

export type MessageKey = keyof typeof ALL_MESSAGES;
