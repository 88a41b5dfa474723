import { lazy } from 'react';
import { addStaffRecordSection } from '../staff';

/**
 * A staff record shows its labour contracts (issue 10 §6). Contracts build on staff, so this module
 * fills the staff page's section slot rather than the staff module importing contracts; the
 * component loads with the first staff record opened.
 */
addStaffRecordSection({
  key: 'employee-contracts',
  order: 10,
  component: lazy(() => import('./components/StaffContracts').then((m) => ({ default: m.StaffContracts }))),
});
