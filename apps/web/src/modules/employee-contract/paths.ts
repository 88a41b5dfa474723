/** Vietnamese paths of the employee-contract pages; the English twins add `/en`. */
export const employeeContractPaths = {
  list: '/staff-manager/employee-contract',
  create: '/staff-manager/employee-contract/create',
  detail: '/staff-manager/employee-contract/:id',
} as const;

export const contractDetailPath = (id: number | string) => `/staff-manager/employee-contract/${id}`;
