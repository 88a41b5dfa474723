import type { MessageCatalogue } from '../shared/messages.js';

export const staffMessages = {} as const satisfies MessageCatalogue;
