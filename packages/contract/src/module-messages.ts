import type { MessageCatalogue } from './shared/messages.js';
import { locateMessages } from './locate/locate.messages.js';
import { geographyMessages } from './geography/geography.messages.js';
import { organizationMessages } from './organization/organization.messages.js';
import { staffMessages } from './staff/staff.messages.js';
import { employeeContractMessages } from './employee-contract/employee-contract.messages.js';
import { partnerMessages } from './partner/partner.messages.js';
import { productMessages } from './product/product.messages.js';
import { priceListMessages } from './price-list/price-list.messages.js';
import { orderMessages } from './order/order.messages.js';
import { orderExportMessages } from './order/order-export.messages.js';
import { orderDocumentMessages } from './order/order-document.messages.js';
import { companyProfileMessages } from './organization/company-profile.messages.js';
import { stockExportMessages, warehouseMessages } from './warehouse/warehouse.messages.js';
import { transportMessages } from './transport/transport.messages.js';

/**
 * The business modules' messages. The web app loads them with its first module page, not with the
 * sign-in page (docs/decisions/0017); a new module's catalogue goes here.
 */
export const MODULE_MESSAGES = {
  ...locateMessages,
  ...geographyMessages,
  ...organizationMessages,
  ...staffMessages,
  ...employeeContractMessages,
  ...partnerMessages,
  ...productMessages,
  ...priceListMessages,
  ...orderMessages,
  ...orderExportMessages,
  ...orderDocumentMessages,
  ...companyProfileMessages,
  ...warehouseMessages,
  ...stockExportMessages,
  ...transportMessages,
} as const satisfies MessageCatalogue;
