import { accountResources } from '../modules/account';
import { employeeContractResources } from '../modules/employee-contract';
import { geographyResources } from '../modules/geography';
import { locateResources } from '../modules/locate';
import { notificationResources } from '../modules/notification';
import { organizationResources } from '../modules/organization';
import { staffResources } from '../modules/staff';
import { commonResources, type LocaleResources } from '../platform/i18n';

/**
 * Every namespace at once, for unit tests that render a module's component outside its route
 * (the app itself loads a module's namespace with its pages).
 */
export const ALL_MESSAGES_FOR_TESTS: readonly LocaleResources[] = [
  commonResources,
  accountResources,
  notificationResources,
  geographyResources,
  locateResources,
  organizationResources,
  staffResources,
  employeeContractResources,
];
