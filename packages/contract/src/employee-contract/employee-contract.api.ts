import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import { storedFile } from '../platform/platform.schemas.js';
import {
  EMPLOYEE_CONTRACT_APPROVE,
  EMPLOYEE_CONTRACT_MANAGE,
  EMPLOYEE_CONTRACT_READ,
} from './employee-contract.permissions.js';
import {
  employeeContractAttachmentParams,
  employeeContractActionInput,
  employeeContractBody,
  employeeContractDetail,
  employeeContractListBody,
  employeeContractListItem,
  employeeContractUpdateBody,
  employeeContractMasterdataParams,
  employeeContractNextCode,
  employeeContractNumberOption,
  employeeContractStringOption,
} from './employee-contract.schemas.js';

const tags = ['employee-contract'] as const;

/**
 * Employee (labour) contracts under the staff service prefix (docs/employee-contract.md). Reads need
 * any staff-group code (EMPLOYEE_CONTRACT_READ); writes `employeecontractstaff.manage`; status actions are
 * checked per action by the server (`employeeContractActionPermission`).
 */
export const employeeContractApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/staff/api/employee_contract_list',
    summary:
      'Contracts, newest first: search (code, staff name), status, type, staff, dates, expiring soon; data scope by the staff',
    tags,
    permission: EMPLOYEE_CONTRACT_READ,
    body: employeeContractListBody,
    response: pageOf(employeeContractListItem),
  }),
  nextCode: defineEndpoint({
    method: 'GET',
    path: '/staff/api/employee_contract/next_code',
    summary: 'The code the next contract will probably get (HDLD-2026-0001); the create assigns the real one',
    tags,
    permission: EMPLOYEE_CONTRACT_READ,
    response: employeeContractNextCode,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/staff/api/employee_contract/:id',
    summary: 'One contract with benefits, attachments, status history and the actions its status allows',
    tags,
    permission: EMPLOYEE_CONTRACT_READ,
    params: idParam,
    response: employeeContractDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/staff/api/employee_contract',
    summary: 'Create a contract as a draft; the server assigns the next code',
    tags,
    permission: EMPLOYEE_CONTRACT_MANAGE,
    body: employeeContractBody,
    response: employeeContractDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/staff/api/employee_contract/:id',
    summary: 'Edit a draft (any field); a pending, approved or active contract only its note',
    tags,
    permission: EMPLOYEE_CONTRACT_MANAGE,
    params: idParam,
    body: employeeContractUpdateBody,
    response: employeeContractDetail,
  }),
  action: defineEndpoint({
    method: 'GET',
    path: '/staff/api/employee_contract_action/:id',
    summary:
      'Status action (submit, approve, reject, activate, terminate, cancel) as the product calls it; idempotent; 409 when the status does not allow it',
    tags,
    permission: [EMPLOYEE_CONTRACT_MANAGE, EMPLOYEE_CONTRACT_APPROVE],
    params: idParam,
    query: employeeContractActionInput,
    response: employeeContractDetail,
  }),
  actionPost: defineEndpoint({
    method: 'POST',
    path: '/staff/api/employee_contract_action/:id',
    summary: 'The same status action with a JSON body (preferred: a GET should not change state)',
    tags,
    permission: [EMPLOYEE_CONTRACT_MANAGE, EMPLOYEE_CONTRACT_APPROVE],
    params: idParam,
    body: employeeContractActionInput,
    response: employeeContractDetail,
  }),
  addAttachment: defineEndpoint({
    method: 'POST',
    path: '/staff/api/employee_contract/:id/attachment',
    summary: 'Attach a file (multipart `file`: image, PDF or Office) to a contract that is not closed',
    tags,
    permission: EMPLOYEE_CONTRACT_MANAGE,
    params: idParam,
    multipart: true,
    response: storedFile,
  }),
  removeAttachment: defineEndpoint({
    method: 'DELETE',
    path: '/staff/api/employee_contract/:id/attachment/:file_id',
    summary: 'Remove an attachment from a contract that is not closed',
    tags,
    permission: EMPLOYEE_CONTRACT_MANAGE,
    params: employeeContractAttachmentParams,
    response: z.object({}),
  }),
  masterdata: defineEndpoint({
    method: 'GET',
    path: '/staff/api/employee_contract_masterdata/:x',
    summary:
      'Options of contract_type, salary_type, working_time, insurance_type or status (localised labels)',
    tags,
    permission: EMPLOYEE_CONTRACT_READ,
    params: employeeContractMasterdataParams,
    response: z.array(employeeContractStringOption),
  }),
  benefitDropdown: defineEndpoint({
    method: 'GET',
    path: '/staff/api/benefit_dropdown',
    summary: 'Benefits and allowances a contract may grant (value = benefit id, label_child = its code)',
    tags,
    permission: EMPLOYEE_CONTRACT_READ,
    response: z.array(employeeContractNumberOption),
  }),
  accountingJournalDropdown: defineEndpoint({
    method: 'GET',
    path: '/staff/api/accounting_jurnal_dropdown',
    summary: 'Accounting accounts salaries post to ("account number — name"); spelling as in the product',
    tags,
    permission: EMPLOYEE_CONTRACT_READ,
    response: z.array(employeeContractStringOption),
  }),
} as const;

/**
 * Excel export of the contract list (binary xlsx, not an envelope, so not a `defineEndpoint`): POST
 * with the list's filters as JSON body (paging ignored, at most EXPORT_MAX_ROWS rows), same permission
 * and data scope as the list.
 */
export const EMPLOYEE_CONTRACT_EXPORT_PATH = '/staff/api/employee_contract_export';
export const EMPLOYEE_CONTRACT_EXPORT_MAX_ROWS = 10_000;
