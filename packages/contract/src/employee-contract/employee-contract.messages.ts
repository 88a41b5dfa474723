import type { MessageCatalogue } from '../shared/messages.js';

export const employeeContractMessages = {} as const satisfies MessageCatalogue;
