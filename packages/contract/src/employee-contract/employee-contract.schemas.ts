import { z } from 'zod';
import { MAX_AMOUNT_IN_WORDS } from '../shared/amount-in-words.js';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, text } from '../shared/scalars.js';
import { auditActor, storedFile } from '../platform/platform.schemas.js';
import {
  ACCOUNTING_JOURNAL_CODES,
  BENEFIT_IDS,
  EMPLOYEE_CONTRACT_ACTIONS,
  EMPLOYEE_CONTRACT_STATUSES,
  EMPLOYEE_CONTRACT_TYPES,
  INSURANCE_TYPES,
  EMPLOYEE_CONTRACT_MASTERDATA_KINDS,
  SALARY_TYPES,
  WORKING_TIMES,
} from './employee-contract.catalogue.js';
import { employeeContractRuleIssues } from './employee-contract.rules.js';

const choose = { message: 'validation.select_required' };

/** A calendar date `YYYY-MM-DD`. */
export const employeeContractDate = z.iso.date({ message: 'employee_contract.invalid_date' });
const requiredDate = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .pipe(employeeContractDate);

/** Whole đồng, 0 … 8 999 999 999 999 999 (what the money input and amountInWords accept). */
export const employeeContractAmount = z
  .number({ message: 'validation.required' })
  .int({ message: 'employee_contract.amount_invalid' })
  .min(0, { message: 'employee_contract.amount_invalid' })
  .max(MAX_AMOUNT_IN_WORDS, { message: 'employee_contract.amount_invalid' });

const requiredId = z.number(choose).int(choose).positive(choose);

export const employeeContractBenefitLine = z.object({
  benefit_id: z
    .number(choose)
    .int(choose)
    .refine((v) => BENEFIT_IDS.includes(v), { message: 'employee_contract.benefit_unknown' }),
  amount: employeeContractAmount,
});
export type EmployeeContractBenefitLine = z.infer<typeof employeeContractBenefitLine>;

const benefitLines = z
  .array(employeeContractBenefitLine)
  .max(BENEFIT_IDS.length)
  .refine((lines) => new Set(lines.map((l) => l.benefit_id)).size === lines.length, {
    message: 'employee_contract.benefit_duplicate',
  });

/** Every field of a contract as a form sends it (the code and status are the server's). */
export const employeeContractFields = {
  staff_id: requiredId,
  contract_type: z.enum(EMPLOYEE_CONTRACT_TYPES, choose),
  start_date: requiredDate,
  end_date: employeeContractDate.nullish(),
  /** The position written on the contract; empty = the name of the position below. */
  position_title: text().nullish(),
  /** The position record at signing; empty = the staff member's current position. */
  position_id: id.nullish(),
  basic_salary: employeeContractAmount,
  insurance_salary: employeeContractAmount.nullish(),
  salary_type: z.enum(SALARY_TYPES, choose),
  working_time: z.enum(WORKING_TIMES, choose),
  insurance_type: z.enum(INSURANCE_TYPES, choose),
  benefits: benefitLines.default([]),
  accounting_journal: z.enum(ACCOUNTING_JOURNAL_CODES as [string, ...string[]], choose),
  signing_date: requiredDate,
  /** The account that signs for the company. */
  signer_id: id.nullish(),
  note: text(2000).nullish(),
};

type EmployeeContractFieldValues = z.infer<z.ZodObject<typeof employeeContractFields>>;

function withRules(values: EmployeeContractFieldValues, ctx: z.RefinementCtx) {
  for (const issue of employeeContractRuleIssues(values)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, input: values[issue.field] });
  }
}

/** Create body; the web's create and draft-edit forms use it as their resolver. */
export const employeeContractBody = z.object(employeeContractFields).superRefine(withRules);
export type EmployeeContractBody = z.infer<typeof employeeContractBody>;
export type EmployeeContractBodyInput = z.input<typeof employeeContractBody>;

/**
 * Update body: any subset of the fields. A draft accepts them all (the merged contract must pass the
 * same rules); a pending, approved or active contract only its `note` (docs/employee-contract.md).
 */
export const employeeContractUpdateBody = z
  .object({ ...employeeContractFields, benefits: benefitLines })
  .partial();
export type EmployeeContractUpdateBody = z.infer<typeof employeeContractUpdateBody>;

const nullableOptional = <T extends z.ZodType>(schema: T) => schema.nullish();

export const employeeContractFilterFields = {
  /** Contract code or staff name/code, diacritics ignored. */
  search: nullableOptional(text()),
  status: nullableOptional(z.enum(EMPLOYEE_CONTRACT_STATUSES)),
  contract_type: nullableOptional(z.enum(EMPLOYEE_CONTRACT_TYPES)),
  staff_id: nullableOptional(id),
  start_from: nullableOptional(employeeContractDate),
  start_to: nullableOptional(employeeContractDate),
  end_from: nullableOptional(employeeContractDate),
  end_to: nullableOptional(employeeContractDate),
  /** Active contracts whose end date is within this many days from today. */
  expiring_within_days: nullableOptional(z.coerce.number().int().min(0).max(3650)),
};

export const employeeContractFilter = z.object(employeeContractFilterFields);
export type EmployeeContractFilter = z.infer<typeof employeeContractFilter>;

export const employeeContractListBody = z.object({ ...employeeContractFilterFields, ...pagingFields });
export type EmployeeContractListBody = z.infer<typeof employeeContractListBody>;

export const employeeContractStaffSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  fullname: z.string(),
});

export const employeeContractListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  staff_id: z.number().int(),
  staff: employeeContractStaffSchema.nullable(),
  contract_type: z.enum(EMPLOYEE_CONTRACT_TYPES),
  start_date: z.string(),
  end_date: z.string().nullable(),
  position_title: z.string(),
  basic_salary: z.number().int(),
  salary_type: z.enum(SALARY_TYPES),
  accounting_journal: z.string(),
  signing_date: z.string(),
  /** Effective status: an active contract past its end date reads `expired`. */
  status: z.enum(EMPLOYEE_CONTRACT_STATUSES),
  termination_date: z.string().nullable(),
  created_at: isoDateTime,
});
export type EmployeeContractListItem = z.infer<typeof employeeContractListItem>;

export const employeeContractHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum([...EMPLOYEE_CONTRACT_ACTIONS, 'create']),
  from_status: z.enum(EMPLOYEE_CONTRACT_STATUSES).nullable(),
  to_status: z.enum(EMPLOYEE_CONTRACT_STATUSES),
  reason: z.string().nullable(),
  at: isoDateTime,
  actor: auditActor,
});
export type EmployeeContractHistoryEntry = z.infer<typeof employeeContractHistoryEntry>;

export const employeeContractDetail = employeeContractListItem.extend({
  position_id: z.number().int().nullable(),
  insurance_salary: z.number().int().nullable(),
  working_time: z.enum(WORKING_TIMES),
  insurance_type: z.enum(INSURANCE_TYPES),
  benefits: z.array(employeeContractBenefitLine),
  signer_id: z.number().int().nullable(),
  signer: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  note: z.string().nullable(),
  /** Reason given by the last reject, terminate or cancel. */
  status_reason: z.string().nullable(),
  attachments: z.array(storedFile),
  /** Status changes, oldest first. */
  history: z.array(employeeContractHistoryEntry),
  /** Actions the status machine allows now (the caller's permissions aside). */
  available_actions: z.array(z.enum(EMPLOYEE_CONTRACT_ACTIONS)),
  /** What an update may change now: everything (draft), the note only, or nothing. */
  editable: z.enum(['all', 'note', 'none']),
  updated_at: isoDateTime,
});
export type EmployeeContractDetail = z.infer<typeof employeeContractDetail>;

export const employeeContractActionInput = z.object({
  action: z.enum(EMPLOYEE_CONTRACT_ACTIONS, choose),
  reason: text(1000).nullish(),
  /** Terminate: the last working day. */
  end_date: employeeContractDate.nullish(),
});
export type EmployeeContractActionInput = z.infer<typeof employeeContractActionInput>;

export const employeeContractMasterdataParams = z.object({ x: z.enum(EMPLOYEE_CONTRACT_MASTERDATA_KINDS) });

export const employeeContractStringOption = z.object({
  value: z.string(),
  label: z.string(),
  label_child: z.string().optional(),
});
export const employeeContractNumberOption = z.object({
  value: z.number().int(),
  label: z.string(),
  label_child: z.string().optional(),
});

export const employeeContractNextCode = z.object({ next_code: z.string() });

export const employeeContractAttachmentParams = z.object({ id, file_id: z.string().min(1).max(64) });
