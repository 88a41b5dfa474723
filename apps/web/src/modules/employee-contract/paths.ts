import type { EmployeeContractFilter } from '@kenh/contract';

/** Vietnamese paths of the employee-contract pages; the English twins add `/en`. */
export const employeeContractPaths = {
  list: '/staff-manager/employee-contract',
  create: '/staff-manager/employee-contract/create',
  detail: '/staff-manager/employee-contract/:id',
  print: '/staff-manager/employee-contract/:id/print',
} as const;

export const contractDetailPath = (id: number | string) => `/staff-manager/employee-contract/${id}`;
export const contractPrintPath = (id: number | string) => `/staff-manager/employee-contract/${id}/print`;

/**
 * The list narrowed by a filter (`?staff_id=7`): the address holds the list endpoint's own field
 * names, as the list page reads them (docs/decisions/0008).
 */
export function contractListPath(filter: EmployeeContractFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${employeeContractPaths.list}?${query}` : employeeContractPaths.list;
}

/** The query parameter of the create page that chooses the staff member (`?staff_id=12`). */
export const CREATE_STAFF_PARAM = 'staff_id';
export const contractCreatePath = (staffId: number) =>
  `${employeeContractPaths.create}?${CREATE_STAFF_PARAM}=${staffId}`;
