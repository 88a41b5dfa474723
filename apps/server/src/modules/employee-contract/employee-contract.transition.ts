import {
  EMPLOYEE_CONTRACT_MASTERDATA,
  EMPLOYEE_CONTRACT_TRANSITIONS,
  type EmployeeContractActionInput,
  type EmployeeContractStatus,
} from '@kenh/contract';
import type { AuditEntry } from '../../platform/audit/audit.js';
import { AppError, badRequest } from '../../platform/http/app-error.js';

const statusLabel = (status: EmployeeContractStatus, locale: 'vi' | 'en') =>
  EMPLOYEE_CONTRACT_MASTERDATA.status.find((s) => s.value === status)?.[locale] ?? status;

export function fieldError(field: string, message: string): AppError {
  return badRequest('error.bad_request', [{ field, message }]);
}

/** What an action changes on a contract: its new status, the reason given, a termination date. */
export interface PlannedTransition {
  to: EmployeeContractStatus;
  reason: string | null;
  terminationDate: string | null;
}

/**
 * The status machine's answer for one action on a contract in status `from` (docs/employee-contract.md):
 * null when the contract is already in the target state (the action is idempotent), the change
 * otherwise, or the refusal — 409 naming both states, 400 for a missing reason or a termination date
 * outside the contract's term. Pure: the single actions and the bulk load share it.
 */
export function planTransition(
  contract: { startDate: string; endDate: string | null },
  from: EmployeeContractStatus,
  input: EmployeeContractActionInput,
): PlannedTransition | null {
  const transition = EMPLOYEE_CONTRACT_TRANSITIONS[input.action];
  if (from === transition.to) return null;
  if (!transition.from.includes(from)) {
    throw new AppError(409, 'employee_contract.action_not_allowed', {
      params: {
        from_vi: statusLabel(from, 'vi'),
        to_vi: statusLabel(transition.to, 'vi'),
        from_en: statusLabel(from, 'en'),
        to_en: statusLabel(transition.to, 'en'),
      },
    });
  }
  const reason = input.reason?.trim() || null;
  if (transition.reason && !reason) throw fieldError('reason', 'employee_contract.reason_required');
  let terminationDate: string | null = null;
  if (transition.endDate) {
    const end = input.end_date;
    if (!end) throw fieldError('end_date', 'employee_contract.termination_date_required');
    if (end < contract.startDate || (contract.endDate !== null && end > contract.endDate)) {
      throw fieldError('end_date', 'employee_contract.termination_date_range');
    }
    terminationDate = end;
  }
  return { to: transition.to, reason, terminationDate };
}

/**
 * What a transition leaves behind, the same for a single action and a bulk load: its status history
 * entry and its audit entry (status, reason and termination date before and after).
 */
export function transitionTrail(
  entity: AuditEntry['entity'],
  contract: { id: number; statusReason: string | null; terminationDate: string | null },
  action: EmployeeContractActionInput['action'],
  from: EmployeeContractStatus,
  planned: PlannedTransition,
  actorId: number,
) {
  return {
    history: {
      contractId: contract.id,
      action,
      fromStatus: from,
      toStatus: planned.to,
      reason: planned.reason,
      actorId,
    },
    audit: {
      entity,
      entityId: contract.id,
      action,
      actorId,
      before: {
        status: from,
        status_reason: contract.statusReason,
        termination_date: contract.terminationDate,
      },
      after: {
        status: planned.to,
        status_reason: planned.reason,
        termination_date: planned.terminationDate ?? contract.terminationDate,
      },
    } satisfies AuditEntry,
  };
}
