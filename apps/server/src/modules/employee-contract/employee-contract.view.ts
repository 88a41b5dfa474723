import type {
  EmployeeContractDetail,
  EmployeeContractHistoryEntry,
  EmployeeContractListItem,
  EmployeeContractStatus,
  StoredFileInfo,
} from '@kenh/contract';
import { EMPLOYEE_CONTRACT_CLOSED_STATUSES, employeeContractActionsFrom } from '@kenh/contract';
import {
  effectiveStatus,
  type ContractRow,
  type ContractWithStaff,
  type HistoryRow,
} from './employee-contract.repository.js';
import { auditActorOf, type ActorName } from '../../platform/audit/actor-directory.js';
import { isoTime } from '../../platform/db/iso-time.js';

export function listItemView(row: ContractWithStaff, today: string): EmployeeContractListItem {
  return {
    id: row.id,
    code: row.code,
    staff_id: row.staffId,
    staff:
      row.staffCode !== null && row.staffFullname !== null
        ? { id: row.staffId, code: row.staffCode, fullname: row.staffFullname }
        : null,
    contract_type: row.contractType,
    start_date: row.startDate,
    end_date: row.endDate,
    position_title: row.positionTitle,
    basic_salary: row.basicSalary,
    salary_type: row.salaryType,
    accounting_journal: row.accountingJournal,
    signing_date: row.signingDate,
    status: effectiveStatus(row, today),
    termination_date: row.terminationDate,
    created_at: isoTime(row.createdAt),
  };
}

export function editableOf(status: EmployeeContractStatus): EmployeeContractDetail['editable'] {
  if (status === 'draft') return 'all';
  return EMPLOYEE_CONTRACT_CLOSED_STATUSES.includes(status) ? 'none' : 'note';
}

export function historyView(row: HistoryRow, actors: Map<number, ActorName>): EmployeeContractHistoryEntry {
  return {
    id: row.id,
    action: row.action,
    from_status: (row.fromStatus as EmployeeContractStatus | null) ?? null,
    to_status: row.toStatus as EmployeeContractStatus,
    reason: row.reason,
    at: isoTime(row.at),
    actor: auditActorOf(row.actorId, actors),
  };
}

export function detailView(
  row: ContractWithStaff,
  today: string,
  extra: {
    history: EmployeeContractHistoryEntry[];
    attachments: StoredFileInfo[];
    signer: { id: number; fullname: string } | null;
  },
): EmployeeContractDetail {
  const status = effectiveStatus(row, today);
  return {
    ...listItemView(row, today),
    position_id: row.positionId,
    insurance_salary: row.insuranceSalary,
    working_time: row.workingTime,
    insurance_type: row.insuranceType,
    benefits: row.benefits,
    signer_id: row.signerId,
    signer: extra.signer,
    note: row.note,
    status_reason: row.statusReason,
    attachments: extra.attachments,
    history: extra.history,
    available_actions: employeeContractActionsFrom(status),
    editable: editableOf(status),
    updated_at: isoTime(row.updatedAt),
  };
}

/** What the audit trail stores of a contract (field by field diff). */
export function auditSnapshot(row: ContractRow): Record<string, unknown> {
  return {
    code: row.code,
    staff_id: row.staffId,
    contract_type: row.contractType,
    start_date: row.startDate,
    end_date: row.endDate,
    position_title: row.positionTitle,
    position_id: row.positionId,
    basic_salary: row.basicSalary,
    insurance_salary: row.insuranceSalary,
    salary_type: row.salaryType,
    working_time: row.workingTime,
    insurance_type: row.insuranceType,
    benefits: row.benefits,
    accounting_journal: row.accountingJournal,
    signing_date: row.signingDate,
    signer_id: row.signerId,
    note: row.note,
    status: row.status,
    status_reason: row.statusReason,
    termination_date: row.terminationDate,
  };
}
