import type { LocaleResources } from '../../../platform/i18n';
import { employeeContractEn } from './en';
import { employeeContractVi } from './vi';

/** i18next namespace of the employee-contract module. */
export const EMPLOYEE_CONTRACT_NS = 'employeeContract';

export const employeeContractResources = {
  vi: { [EMPLOYEE_CONTRACT_NS]: employeeContractVi },
  en: { [EMPLOYEE_CONTRACT_NS]: employeeContractEn },
} satisfies LocaleResources;

export type EmployeeContractMessages = typeof employeeContractVi;
