import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  employeeContractBody,
  employeeContractRuleIssues,
  type EmployeeContractBody,
  type EmployeeContractBodyInput,
} from '@kenh/contract';
import { contractResolver, type FormDraft } from '../../../platform/forms';

/** The form while it is filled: an empty select or number holds `null`. */
export type ContractFormValues = FormDraft<EmployeeContractBodyInput>;

const base = contractResolver<typeof employeeContractBody, ContractFormValues>(employeeContractBody);

/**
 * The contract schema as the form's resolver, plus the date rules (end after start, probation ≤ 60
 * days, no end date for indefinite, signing not in the future) shown even while other fields are
 * still wrong — zod only runs the schema's cross-field check once every field parses.
 */
export const contractFormResolver: Resolver<ContractFormValues, unknown, EmployeeContractBody> = async (
  values,
  context,
  options,
) => {
  const result = await base(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors = { ...result.errors } as FieldErrors<ContractFormValues>;
  const { contract_type, start_date, end_date, signing_date } = values;
  if (contract_type && start_date && signing_date) {
    for (const issue of employeeContractRuleIssues({ contract_type, start_date, end_date, signing_date })) {
      const field = issue.field as keyof ContractFormValues;
      if (!errors[field]) errors[field] = { type: 'custom', message: issue.message };
    }
  }
  return { values: {}, errors };
};
