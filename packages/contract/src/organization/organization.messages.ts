import type { MessageCatalogue } from '../shared/messages.js';

export const organizationMessages = {} as const satisfies MessageCatalogue;
