import { commonMessages, type MessageCatalogue } from './shared/messages.js';
import { accountMessages } from './account/account.messages.js';
import { accessMessages } from './access/access.messages.js';
import { platformMessages } from './platform/platform.messages.js';
import { locateMessages } from './locate/locate.messages.js';
import { geographyMessages } from './geography/geography.messages.js';
import { organizationMessages } from './organization/organization.messages.js';
import { staffMessages } from './staff/staff.messages.js';
import { employeeContractMessages } from './employee-contract/employee-contract.messages.js';
import { notificationMessages } from './notification/notification.messages.js';
import { partnerMessages } from './partner/partner.messages.js';

/** Every module's messages, merged; keys are namespaced per module so they cannot collide. */
export const ALL_MESSAGES = {
  ...commonMessages,
  ...accountMessages,
  ...accessMessages,
  ...platformMessages,
  ...notificationMessages,
  ...locateMessages,
  ...geographyMessages,
  ...organizationMessages,
  ...staffMessages,
  ...employeeContractMessages,
  ...partnerMessages,
} as const satisfies MessageCatalogue;

export type MessageKey = keyof typeof ALL_MESSAGES;
