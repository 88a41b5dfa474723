import type { PermissionCode } from '../access/permission-codes.js';
import { defineStatusMachine, transitionPermissions } from '../shared/status-machine.js';
import {
  EMPLOYEE_CONTRACT_ACTIONS,
  EMPLOYEE_CONTRACT_STATUSES,
  type EmployeeContractAction,
  type EmployeeContractStatus,
} from './employee-contract.catalogue.js';
import { EMPLOYEE_CONTRACT_APPROVE, EMPLOYEE_CONTRACT_MANAGE } from './employee-contract.permissions.js';

/** A draft or pending contract is cancelled by whoever wrote it or whoever approves it. */
const MANAGE_OR_APPROVE = [EMPLOYEE_CONTRACT_MANAGE, EMPLOYEE_CONTRACT_APPROVE];

/**
 * The status machine of an employee contract (docs/employee-contract.md), the one description the
 * server enforces and the web shows buttons from: submit needs `manage`; approve, reject, activate
 * and terminate need `approve`; cancel needs `manage` or `approve` while the contract is a draft or
 * pending, `approve` once approved. Ended contracts allow nothing.
 */
export const employeeContractStatusMachine = defineStatusMachine<
  EmployeeContractStatus,
  EmployeeContractAction
>({
  draft: {
    submit: { to: 'pending', permission: EMPLOYEE_CONTRACT_MANAGE },
    cancel: { to: 'cancelled', permission: MANAGE_OR_APPROVE, danger: true },
  },
  pending: {
    approve: { to: 'approved', permission: EMPLOYEE_CONTRACT_APPROVE },
    reject: { to: 'draft', permission: EMPLOYEE_CONTRACT_APPROVE, danger: true },
    cancel: { to: 'cancelled', permission: MANAGE_OR_APPROVE, danger: true },
  },
  approved: {
    activate: { to: 'active', permission: EMPLOYEE_CONTRACT_APPROVE },
    cancel: { to: 'cancelled', permission: EMPLOYEE_CONTRACT_APPROVE, danger: true },
  },
  active: {
    terminate: { to: 'terminated', permission: EMPLOYEE_CONTRACT_APPROVE, danger: true },
  },
  terminated: {},
  expired: {},
  cancelled: {},
});

/** What an action asks for besides the contract: a reason (reject, terminate, cancel), the last working day (terminate). */
export const EMPLOYEE_CONTRACT_ACTION_INPUTS: Record<
  EmployeeContractAction,
  { reason: boolean; endDate: boolean }
> = {
  submit: { reason: false, endDate: false },
  approve: { reason: false, endDate: false },
  reject: { reason: true, endDate: false },
  activate: { reason: false, endDate: false },
  terminate: { reason: true, endDate: true },
  cancel: { reason: true, endDate: false },
};

/** One action seen across the machine: the statuses it runs from, where it leads, what it asks for. */
export interface EmployeeContractTransition {
  from: readonly EmployeeContractStatus[];
  to: EmployeeContractStatus;
  /** The action needs a reason (reject, terminate, cancel). */
  reason: boolean;
  /** The action needs the last working day (terminate). */
  endDate: boolean;
}

/** The machine's steps for one action, status by status. */
function stepsOf(action: EmployeeContractAction) {
  return EMPLOYEE_CONTRACT_STATUSES.flatMap((from) => {
    const transition = employeeContractStatusMachine[from][action];
    return transition ? [{ from, transition }] : [];
  });
}

function transitionOf(action: EmployeeContractAction): EmployeeContractTransition {
  const steps = stepsOf(action);
  const first = steps[0];
  if (!first) throw new Error(`No contract status allows "${action}"`);
  return {
    from: steps.map((s) => s.from),
    to: first.transition.to,
    ...EMPLOYEE_CONTRACT_ACTION_INPUTS[action],
  };
}

/** Per action, the machine read the other way round (the server's view when it runs one). */
export const EMPLOYEE_CONTRACT_TRANSITIONS = Object.fromEntries(
  EMPLOYEE_CONTRACT_ACTIONS.map((action) => [action, transitionOf(action)]),
) as Record<EmployeeContractAction, EmployeeContractTransition>;

/**
 * Who may run `action` on a contract in status `from`: any one of the codes. From a status the
 * machine does not allow it in (the server then answers "already done" or 409), whoever may run it
 * from some status — so a caller without any of those codes learns nothing about the contract.
 */
export function employeeContractActionPermission(
  action: EmployeeContractAction,
  from: EmployeeContractStatus,
): readonly PermissionCode[] {
  const here = employeeContractStatusMachine[from][action];
  if (here) return transitionPermissions(here);
  return [...new Set(stepsOf(action).flatMap((s) => transitionPermissions(s.transition)))];
}

/** Actions the machine allows from a status (permissions aside), in the machine's order. */
export function employeeContractActionsFrom(status: EmployeeContractStatus): EmployeeContractAction[] {
  return EMPLOYEE_CONTRACT_ACTIONS.filter((action) => employeeContractStatusMachine[status][action]);
}
