// Adds the contracts section to staff records as soon as the module is part of the app.
import './staff-section';
export { employeeContractManifest } from './manifest';
export { employeeContractPaths, contractDetailPath } from './paths';
export { employeeContractResources, type EmployeeContractMessages } from './locales';
