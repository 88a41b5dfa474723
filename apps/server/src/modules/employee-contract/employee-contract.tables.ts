import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  EMPLOYEE_CONTRACT_ACTIONS,
  EMPLOYEE_CONTRACT_STATUSES,
  EMPLOYEE_CONTRACT_TYPES,
  INSURANCE_TYPES,
  SALARY_TYPES,
  WORKING_TIMES,
  type EmployeeContractBenefitLine,
} from '@kenh/contract';
import { authorColumns, timestamps, timestamptz } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { staff } from '../staff/index.js';

/** Stored statuses: `expired` is never stored, it is read from `active` + a past end date. */
const STORED_STATUSES = EMPLOYEE_CONTRACT_STATUSES.filter((s) => s !== 'expired') as [string, ...string[]];

/** Employee (labour) contracts, see docs/employee-contract.md. */
export const employeeContracts = pgTable(
  'employee_contracts',
  {
    id: serial('id').primaryKey(),
    /** "HDLD-2026-0001", from `code_counters` (scope `employee-contract.<year>`). */
    code: text('code').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    contractType: text('contract_type', { enum: EMPLOYEE_CONTRACT_TYPES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null only for indefinite-term contracts. */
    endDate: date('end_date', { mode: 'string' }),
    positionTitle: text('position_title').notNull(),
    /** Position record at signing (organisation module; no foreign key, like the staff table). */
    positionId: integer('position_id'),
    /** Whole đồng. */
    basicSalary: bigint('basic_salary', { mode: 'number' }).notNull(),
    insuranceSalary: bigint('insurance_salary', { mode: 'number' }),
    salaryType: text('salary_type', { enum: SALARY_TYPES }).notNull(),
    workingTime: text('working_time', { enum: WORKING_TIMES }).notNull(),
    insuranceType: text('insurance_type', { enum: INSURANCE_TYPES }).notNull(),
    benefits: jsonb('benefits').$type<EmployeeContractBenefitLine[]>().notNull().default([]),
    accountingJournal: text('accounting_journal').notNull(),
    signingDate: date('signing_date', { mode: 'string' }).notNull(),
    signerId: integer('signer_id').references(accountIdColumn, { onDelete: 'set null' }),
    note: text('note'),
    status: text('status', { enum: STORED_STATUSES }).notNull().default('draft'),
    /** Reason of the last reject, terminate or cancel. */
    statusReason: text('status_reason'),
    /** Last working day, set by terminate. */
    terminationDate: date('termination_date', { mode: 'string' }),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('employee_contracts_code_uq').on(t.code),
    index('employee_contracts_staff_idx').on(t.staffId, t.status),
    index('employee_contracts_status_idx').on(t.status, t.id),
    index('employee_contracts_type_idx').on(t.contractType),
    index('employee_contracts_start_idx').on(t.startDate),
    index('employee_contracts_end_idx').on(t.endDate),
    index('employee_contracts_code_trgm_idx').using('gin', sql`fold_text(${t.code}) gin_trgm_ops`),
  ],
);

/** Status changes of a contract (who, when, from, to, why), oldest first. */
export const employeeContractStatusHistory = pgTable(
  'employee_contract_status_history',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => employeeContracts.id, { onDelete: 'cascade' }),
    action: text('action', { enum: [...EMPLOYEE_CONTRACT_ACTIONS, 'create'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actorId: integer('actor_id'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('employee_contract_status_history_contract_idx').on(t.contractId, t.id)],
);
