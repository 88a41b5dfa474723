import { describe, expect, it } from 'vitest';
import { allowedActions } from '../shared/status-machine.js';
import { EMPLOYEE_CONTRACT_ACTIONS, EMPLOYEE_CONTRACT_STATUSES } from './employee-contract.catalogue.js';
import {
  EMPLOYEE_CONTRACT_APPROVE as APPROVE,
  EMPLOYEE_CONTRACT_MANAGE as MANAGE,
} from './employee-contract.permissions.js';
import {
  EMPLOYEE_CONTRACT_TRANSITIONS,
  employeeContractActionPermission,
  employeeContractActionsFrom,
  employeeContractStatusMachine,
} from './employee-contract.status.js';

describe('employee contract status machine', () => {
  it('gives the server the same per-action transitions as before the machine', () => {
    expect(EMPLOYEE_CONTRACT_TRANSITIONS).toEqual({
      submit: { from: ['draft'], to: 'pending', reason: false, endDate: false },
      approve: { from: ['pending'], to: 'approved', reason: false, endDate: false },
      reject: { from: ['pending'], to: 'draft', reason: true, endDate: false },
      activate: { from: ['approved'], to: 'active', reason: false, endDate: false },
      terminate: { from: ['active'], to: 'terminated', reason: true, endDate: true },
      cancel: { from: ['draft', 'pending', 'approved'], to: 'cancelled', reason: true, endDate: false },
    });
  });

  it('lets "manage" or "approve" cancel a draft or pending contract, only "approve" an approved one', () => {
    expect(employeeContractActionPermission('cancel', 'draft')).toEqual([MANAGE, APPROVE]);
    expect(employeeContractActionPermission('cancel', 'pending')).toEqual([MANAGE, APPROVE]);
    expect(employeeContractActionPermission('cancel', 'approved')).toEqual([APPROVE]);
    const managerOnly = (code: string) => code === MANAGE;
    const actions = (status: 'draft' | 'approved') =>
      allowedActions(employeeContractStatusMachine, status, managerOnly).map((a) => a.action);
    expect(actions('draft')).toEqual(['submit', 'cancel']);
    expect(actions('approved')).toEqual([]);
  });

  it('asks, from a status the action does not run in, for whoever may run it elsewhere', () => {
    for (const status of EMPLOYEE_CONTRACT_STATUSES) {
      expect(employeeContractActionPermission('submit', status)).toEqual([MANAGE]);
      for (const action of ['approve', 'reject', 'activate', 'terminate'] as const) {
        expect(employeeContractActionPermission(action, status)).toEqual([APPROVE]);
      }
    }
    expect(employeeContractActionPermission('cancel', 'cancelled')).toEqual([MANAGE, APPROVE]);
  });

  it('lists the actions of each status in the catalogue order, none once the contract has ended', () => {
    expect(employeeContractActionsFrom('draft')).toEqual(['submit', 'cancel']);
    expect(employeeContractActionsFrom('pending')).toEqual(['approve', 'reject', 'cancel']);
    expect(employeeContractActionsFrom('approved')).toEqual(['activate', 'cancel']);
    expect(employeeContractActionsFrom('active')).toEqual(['terminate']);
    for (const status of ['terminated', 'expired', 'cancelled'] as const) {
      expect(employeeContractActionsFrom(status)).toEqual([]);
    }
    expect(EMPLOYEE_CONTRACT_ACTIONS.every((a) => EMPLOYEE_CONTRACT_TRANSITIONS[a].from.length > 0)).toBe(
      true,
    );
  });
});
