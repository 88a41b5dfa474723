/** EmployeeContract calls; see the module's docs. */
export const employeeContractApi = {};
