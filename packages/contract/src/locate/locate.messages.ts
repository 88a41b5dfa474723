import type { MessageCatalogue } from '../shared/messages.js';

export const locateMessages = {} as const satisfies MessageCatalogue;
