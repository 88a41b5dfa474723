import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  employeeContractBody,
  employeeContractLatestEnd,
  employeeContractRuleIssues,
  type EmployeeContractBody,
  type EmployeeContractBodyInput,
} from '@kenh/contract';
import { contractResolver, type FormDraft } from '../../../platform/forms';

/** The form while it is filled: an empty select, number or date holds `null`. */
export type ContractFormValues = FormDraft<EmployeeContractBodyInput>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The end date the contract's rule gives (probation start + 59 days, fixed-term start + N months −
 * 1 day, the same rule the server enforces); null for an indefinite contract or while the type or
 * the start date is missing.
 */
export function ruleEndDate({ contract_type, start_date }: ContractFormValues): string | null {
  if (!contract_type || !start_date || !ISO_DAY.test(start_date)) return null;
  return employeeContractLatestEnd(contract_type, start_date);
}

const base = contractResolver<typeof employeeContractBody, ContractFormValues>(employeeContractBody);

/**
 * The contract schema as the form's resolver. An end date left empty is the rule's end date (the
 * form fills it rather than refusing the save). The date rules (end after start, probation ≤ 60
 * days, no end date for indefinite, signing not in the future) show even while other fields are
 * still wrong — zod only runs the schema's cross-field check once every field parses.
 */
export const contractFormResolver: Resolver<ContractFormValues, unknown, EmployeeContractBody> = async (
  draft,
  context,
  options,
) => {
  const values = draft.end_date ? draft : { ...draft, end_date: ruleEndDate(draft) };
  const result = await base(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<ContractFormValues> = { ...result.errors };
  const { contract_type, start_date, end_date, signing_date } = values;
  if (contract_type && start_date && signing_date) {
    for (const issue of employeeContractRuleIssues({ contract_type, start_date, end_date, signing_date })) {
      if (!errors[issue.field]) errors[issue.field] = { type: 'custom', message: issue.message };
    }
  }
  return { values: {}, errors };
};
