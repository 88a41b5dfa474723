import type { MessageCatalogue } from '../shared/messages.js';

export const geographyMessages = {} as const satisfies MessageCatalogue;
