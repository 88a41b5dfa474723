import { useCallback } from 'react';
import {
  BENEFITS,
  EMPLOYEE_CONTRACT_MASTERDATA,
  EMPLOYEE_CONTRACT_STATUSES,
  isOneOf,
  employeeContractLabel,
  formatVnd,
  journalLabel,
  type EmployeeContractAction,
} from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import type { HistorySource, KitHistoryAction } from '../../../platform/pages';
import { useContractTexts } from '../texts';

const LABELLED = ['contract_type', 'salary_type', 'working_time', 'insurance_type'] as const;
const MONEY = ['basic_salary', 'insurance_salary'];

const isBenefitLines = (value: unknown): value is { benefit_id: number; amount: number }[] =>
  Array.isArray(value) &&
  value.every(
    (line) => typeof line === 'object' && line !== null && 'benefit_id' in line && 'amount' in line,
  );

/** What the contract's audit trail records beyond the kit's own actions (create, update, activate, cancel). */
type ContractHistoryAction =
  Exclude<EmployeeContractAction, KitHistoryAction> | 'add_attachment' | 'remove_attachment';

/**
 * The contract's audit trail as the history tab shows it: the contract's own actions and the
 * audited fields' labels, and the coded values (type, status, salary, benefits, account) in words instead of codes.
 */
export function useContractHistory(id: number): HistorySource<ContractHistoryAction> {
  const tc = useContractTexts();
  const locale = useLocale();
  const formatValue = useCallback(
    (field: string, value: unknown) => {
      if (value === null || value === undefined) return undefined;
      const kind = LABELLED.find((k) => k === field);
      if (kind && typeof value === 'string') {
        return employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
      }
      if (field === 'status' && isOneOf(EMPLOYEE_CONTRACT_STATUSES, value)) return tc(`status.${value}`);
      if (MONEY.includes(field) && typeof value === 'number') return formatVnd(value);
      if (field === 'accounting_journal' && typeof value === 'string') return journalLabel(value, locale);
      if (field === 'benefits' && isBenefitLines(value)) {
        const name = (id: number) => BENEFITS.find((b) => b.value === id)?.[locale] ?? String(id);
        return value.map((b) => `${name(b.benefit_id)}: ${formatVnd(b.amount)}`).join('; ') || undefined;
      }
      return undefined;
    },
    [tc, locale],
  );
  return {
    entity: 'employee_contract',
    id,
    fieldLabels: {
      code: tc('fields.code'),
      staff_id: tc('fields.staff'),
      contract_type: tc('fields.contractType'),
      start_date: tc('fields.startDate'),
      end_date: tc('fields.endDate'),
      position_title: tc('fields.positionTitle'),
      position_id: tc('fields.position'),
      basic_salary: tc('fields.basicSalary'),
      insurance_salary: tc('fields.insuranceSalary'),
      salary_type: tc('fields.salaryType'),
      working_time: tc('fields.workingTime'),
      insurance_type: tc('fields.insuranceType'),
      benefits: tc('fields.benefits'),
      accounting_journal: tc('fields.accountingJournal'),
      signing_date: tc('fields.signingDate'),
      signer_id: tc('fields.signer'),
      note: tc('fields.note'),
      status: tc('fields.status'),
      status_reason: tc('fields.statusReason'),
      termination_date: tc('fields.terminationDate'),
      attachment: tc('fields.attachments'),
    },
    formatValue,
    actionLabels: {
      submit: tc('historyAction.submit'),
      approve: tc('historyAction.approve'),
      reject: tc('historyAction.reject'),
      terminate: tc('historyAction.terminate'),
      add_attachment: tc('historyAction.add_attachment'),
      remove_attachment: tc('historyAction.remove_attachment'),
    },
  };
}
