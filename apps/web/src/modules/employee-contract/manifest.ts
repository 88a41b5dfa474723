import { lazy } from 'react';
import { EMPLOYEE_CONTRACT_READ } from '@kenh/contract';
import type { WebModuleManifest } from '../../platform/routing';
import { employeeContractPaths } from './paths';
import { employeeContractRoutes } from './routes';

/** Labour contracts of the staff (spec §2.11: the contract link needs any staff-group code). */
export const employeeContractManifest: WebModuleManifest = {
  name: 'employee-contract',
  routes: employeeContractRoutes,
  messages: () => import('./locales').then((m) => m.employeeContractResources),
  topNav: [
    {
      group: 'staff',
      order: 20,
      label: 'nav.entries.employeeContract',
      path: employeeContractPaths.list,
      permission: EMPLOYEE_CONTRACT_READ,
    },
  ],
  guards: [{ prefix: employeeContractPaths.list, permission: EMPLOYEE_CONTRACT_READ }],
  waiting: [
    {
      key: 'expiring-contracts',
      label: 'home.counts.expiringContracts',
      permission: EMPLOYEE_CONTRACT_READ,
      load: (context) => import('./home-counts').then((m) => m.expiringContracts(context)),
    },
  ],
  // A staff record shows its labour contracts; the section's code loads with the first record opened.
  recordSections: [
    {
      slot: 'staff.record',
      key: 'employee-contracts',
      order: 10,
      component: lazy(() =>
        import('./components/StaffContracts').then((m) => ({ default: m.StaffContracts })),
      ),
    },
  ],
};
