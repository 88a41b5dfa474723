import { accountManifest } from '../modules/account';
import { employeeContractManifest } from '../modules/employee-contract';
import { geographyManifest } from '../modules/geography';
import { locateManifest } from '../modules/locate';
import { notificationManifest } from '../modules/notification';
import { organizationManifest } from '../modules/organization';
import { staffManifest } from '../modules/staff';
import type { WebModuleManifest } from '../platform/routing';

/**
 * The app's modules: one line each. The router, top bar, bottom navigation, home page, page guards
 * and route inventory are all built from this list (docs/decisions/0006-web-module-manifests.md).
 */
export const MODULES: readonly WebModuleManifest[] = [
  accountManifest,
  notificationManifest,
  geographyManifest,
  locateManifest,
  organizationManifest,
  staffManifest,
  employeeContractManifest,
];
