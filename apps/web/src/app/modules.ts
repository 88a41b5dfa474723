import { accessManifest } from '../modules/access/manifest';
import { accountManifest } from '../modules/account/manifest';
import { employeeContractManifest } from '../modules/employee-contract/manifest';
import { geographyManifest } from '../modules/geography/manifest';
import { locateManifest } from '../modules/locate/manifest';
import { notificationManifest } from '../modules/notification/manifest';
import { organizationManifest } from '../modules/organization/manifest';
import { staffManifest } from '../modules/staff/manifest';
import { partnerManifest } from '../modules/partner/manifest';
import { productManifest } from '../modules/product/manifest';
import { priceListManifest } from '../modules/price-list/manifest';
import { orderManifest } from '../modules/order/manifest';
import { warehouseManifest } from '../modules/warehouse/manifest';
import { transportManifest } from '../modules/transport/manifest';
import type { WebModuleManifest } from '../platform/routing';

/**
 * The app's modules: one line each. The router, top bar, bottom navigation, home page, page guards
 * and route inventory are all built from this list (docs/decisions/0006-web-module-manifests.md).
 */
export const MODULES: readonly WebModuleManifest[] = [
  accountManifest,
  accessManifest,
  notificationManifest,
  geographyManifest,
  locateManifest,
  organizationManifest,
  staffManifest,
  employeeContractManifest,
  partnerManifest,
  productManifest,
  priceListManifest,
  orderManifest,
  warehouseManifest,
  transportManifest,
];
