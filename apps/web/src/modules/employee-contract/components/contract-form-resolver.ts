import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  employeeContractBody,
  employeeContractRuleIssues,
  type EmployeeContractBody,
  type EmployeeContractBodyInput,
} from '@kenh/contract';

export type ContractFormValues = EmployeeContractBodyInput;

const base = zodResolver(employeeContractBody);

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
  if (values.contract_type && values.start_date && values.signing_date) {
    for (const issue of employeeContractRuleIssues(values)) {
      const field = issue.field as keyof ContractFormValues;
      if (!errors[field]) errors[field] = { type: 'custom', message: issue.message };
    }
  }
  return { values: {}, errors };
};
