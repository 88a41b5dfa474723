export { employeeContractRoutes } from './routes';
export { employeeContractPaths, contractDetailPath } from './paths';
export { employeeContractResources, type EmployeeContractMessages } from './locales';
