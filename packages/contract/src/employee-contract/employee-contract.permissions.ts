import type { PermissionCode } from '../access/permission-codes.js';

// The permission codes alone, in a file of their own: the web's route table needs them at start-up,
// without the contract rules and catalogue (docs/decisions/0017).

export const EMPLOYEE_CONTRACT_MANAGE: PermissionCode = 'employeecontractstaff.manage';
export const EMPLOYEE_CONTRACT_APPROVE: PermissionCode = 'employeecontractstaff.approve';

/**
 * Reading contracts: the contract code, or any staff-group code (spec §6: the contract link needs any
 * of them, and a page the link opens must not answer 403), or a contract action code.
 */
export const EMPLOYEE_CONTRACT_READ: readonly PermissionCode[] = [
  'employeecontractstaff',
  'employeecontractstaff.manage',
  'employeecontractstaff.approve',
  'employeestaff',
  'officestaff',
  'positionstaff',
  'organizationstaff',
  'organizationtypestaff',
];
