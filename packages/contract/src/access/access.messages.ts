import type { MessageCatalogue } from '../shared/messages.js';

export const accessMessages = {} as const satisfies MessageCatalogue;
