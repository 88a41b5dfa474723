import { todayInVietnam } from '../shared/formatters.js';
import {
  EMPLOYEE_CONTRACT_TYPE_MAX_MONTHS,
  PROBATION_MAX_DAYS,
  type EmployeeContractStatus,
  type EmployeeContractType,
} from './employee-contract.catalogue.js';

/** Statuses in which nothing may be edited any more; a draft edits everything, the others the note and attachments. */
export const EMPLOYEE_CONTRACT_CLOSED_STATUSES: readonly EmployeeContractStatus[] = [
  'terminated',
  'expired',
  'cancelled',
];

// --- dates ------------------------------------------------------------------------------------------

function utc(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d);
}

/** `date` plus `months` calendar months, clamped to the month's end (`2026-01-31` + 1 → `2026-02-28`). */
export function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d!, lastDay));
  return first.toISOString().slice(0, 10);
}

export function addCalendarDays(date: string, days: number): string {
  return new Date(utc(date) + days * 86_400_000).toISOString().slice(0, 10);
}

// --- cross-field rules --------------------------------------------------------------------------------

/**
 * The latest end date the rules allow for a contract of `type` starting on `start`, which is also
 * the end date the form fills in (docs/decisions/0010): probation start +
 * 59 days (60 days counting both ends), fixed-term 12/24/36 months and seasonal start + that many
 * months − 1 day; `null` for an indefinite contract, which has no end date.
 */
export function employeeContractLatestEnd(type: EmployeeContractType, start: string): string | null {
  if (type === 'probation') return addCalendarDays(start, PROBATION_MAX_DAYS - 1);
  const months = EMPLOYEE_CONTRACT_TYPE_MAX_MONTHS[type];
  return months === undefined ? null : addCalendarDays(addCalendarMonths(start, months), -1);
}

export interface EmployeeContractPeriod {
  contract_type: EmployeeContractType;
  start_date: string;
  end_date?: string | null | undefined;
  signing_date: string;
}

export interface EmployeeContractRuleIssue {
  field: keyof EmployeeContractPeriod;
  message: string;
}

/**
 * The rules that involve several fields or today's date; the create/update schemas run them
 * (so the web form shows them under the fields), and the server runs them again on the merged
 * values of an update.
 * - An indefinite contract has no end date; every other type needs one, after the start date.
 * - Probation lasts at most 60 days counting both ends (start 2026-01-01 → end 2026-03-01 at most).
 * - Fixed-term 12/24/36 months and seasonal (12) end no later than start + that many months − 1 day.
 * - The signing date is not in the future (Vietnam time).
 */
export function employeeContractRuleIssues(
  values: EmployeeContractPeriod,
  today: string = todayInVietnam(),
): EmployeeContractRuleIssue[] {
  const issues: EmployeeContractRuleIssue[] = [];
  const { contract_type: type, start_date: start, end_date: end } = values;
  if (type === 'indefinite') {
    if (end) issues.push({ field: 'end_date', message: 'employee_contract.end_date_not_allowed' });
  } else if (!end) {
    issues.push({ field: 'end_date', message: 'employee_contract.end_date_required' });
  } else if (end <= start) {
    issues.push({ field: 'end_date', message: 'employee_contract.end_before_start' });
  } else {
    const latest = employeeContractLatestEnd(type, start);
    if (latest !== null && end > latest) {
      const message =
        type === 'probation' ? 'employee_contract.probation_too_long' : 'employee_contract.term_too_long';
      issues.push({ field: 'end_date', message });
    }
  }
  if (values.signing_date > today) {
    issues.push({ field: 'signing_date', message: 'employee_contract.signing_in_future' });
  }
  return issues;
}
