import { EMPLOYEE_CONTRACT_MANAGE, EMPLOYEE_CONTRACT_READ } from '@kenh/contract';
import type { ModuleRoute } from '../../platform/routing';
import { employeeContractPaths } from './paths';

/**
 * Employee contract pages (spec §6: the contract link needs any staff-group code, so the list and the
 * detail accept any of them, like the server's reads; creating needs the manage code).
 */
export const employeeContractRoutes: readonly ModuleRoute[] = [
  {
    path: employeeContractPaths.list,
    access: 'signed-in',
    layout: 'desktop',
    permission: EMPLOYEE_CONTRACT_READ,
    page: () => import('./pages/ContractListPage').then((m) => m.ContractListPage),
  },
  {
    path: employeeContractPaths.create,
    access: 'signed-in',
    layout: 'desktop',
    permission: EMPLOYEE_CONTRACT_MANAGE,
    page: () => import('./pages/ContractCreatePage').then((m) => m.ContractCreatePage),
  },
  {
    path: employeeContractPaths.detail,
    access: 'signed-in',
    layout: 'desktop',
    permission: EMPLOYEE_CONTRACT_READ,
    page: () => import('./pages/ContractDetailPage').then((m) => m.ContractDetailPage),
  },
  {
    // The printable contract: no chrome around it (its print styles show only the document).
    path: employeeContractPaths.print,
    access: 'signed-in',
    layout: 'empty',
    permission: EMPLOYEE_CONTRACT_READ,
    page: () => import('./pages/ContractPrintPage').then((m) => m.ContractPrintPage),
  },
];
