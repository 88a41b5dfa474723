import { STAFF_ACCOUNT_TYPES } from '@kenh/contract';
import type { WebModuleManifest } from '../../platform/routing';
import { staffPaths } from './paths';
import { staffRoutes } from './routes';

/** Staff records and the accounts of staff; everyone's own record from the home page. */
export const staffManifest: WebModuleManifest = {
  name: 'staff',
  routes: staffRoutes,
  messages: () => import('./locales').then((m) => m.staffResources),
  topNav: [
    { group: 'staff', order: 10, label: 'nav.entries.staffRecords', path: staffPaths.records },
    { group: 'staff', order: 15, label: 'nav.entries.staffAccounts', path: staffPaths.accounts },
  ],
  home: [
    {
      card: 'personal',
      order: 20,
      label: 'nav.entries.myProfile',
      path: staffPaths.ownProfile,
      // A partner's account (distributor, store…) has no staff record to show.
      accountTypes: STAFF_ACCOUNT_TYPES,
    },
  ],
  guards: [
    { prefix: staffPaths.records, permission: 'employeestaff' },
    { prefix: staffPaths.accounts, permission: 'employeestaff' },
  ],
};
