export { employeeContractManifest } from './manifest';
export { employeeContractPaths, contractDetailPath } from './paths';
export { employeeContractResources, type EmployeeContractMessages } from './locales';
