import { and, eq, type SQL } from 'drizzle-orm';
import {
  EMPLOYEE_CONTRACT_CLOSED_STATUSES,
  addCalendarDays,
  employeeContractActionPermission,
  employeeContractRuleIssues,
  todayInVietnam,
  type EmployeeContractActionInput,
  type EmployeeContractBody,
  type EmployeeContractDetail,
  type EmployeeContractFilter,
  type EmployeeContractListBody,
  type EmployeeContractListItem,
  type EmployeeContractStatus,
  type EmployeeContractUpdateBody,
  type FieldError,
  type Page,
  type StoredFileInfo,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { recordAudit, recordAudits, type AuditEntry } from '../../platform/audit/audit.js';
import { satisfies, type Caller } from '../../platform/auth/caller.js';
import { scopeAllows } from '../../platform/auth/data-scope.js';
import { peekNextNumber, takeNextNumber, takeNumbers } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { deleteFile, filesOf, findFile, saveUpload, toFileInfo } from '../../platform/files/index.js';
import { AppError, badRequest, forbidden, notFound, unprocessable } from '../../platform/http/app-error.js';
import { findExistingAccountIds, listAccountSummaries } from '../account/index.js';
import { findPosition } from '../organization/index.js';
import { findStaff, type StaffRef } from '../staff/index.js';
import { notifySubmitted } from './employee-contract.notices.js';
import {
  fieldError,
  planTransition,
  transitionTrail,
  type PlannedTransition,
} from './employee-contract.transition.js';
import {
  contractScopeCondition,
  dateFilters,
  effectiveStatus,
  exportContracts,
  findContract,
  findOtherActive,
  historyOf,
  insertContract,
  insertContracts,
  insertHistories,
  insertHistory,
  listContracts,
  lockContract,
  lockStaffContracts,
  searchCondition,
  statusCondition,
  updateContract,
  type ContractRow,
  type ContractWithStaff,
  type NewContractRow,
} from './employee-contract.repository.js';
import { employeeContracts } from './employee-contract.tables.js';
import { auditSnapshot, detailView, historyView, listItemView } from './employee-contract.view.js';

export const CONTRACT_ENTITY = 'employee_contract';

/** "HDLD-2026-0001": the year, then the year's counter (4 digits, more when it passes 9999). */
export function formatContractCode(year: number, n: number): string {
  return `HDLD-${year}-${String(n).padStart(4, '0')}`;
}

/** Contract numbers restart every year: one counter scope per year. */
export const contractCodeScope = (year: number) => `employee-contract.${year}`;

/** A contract to create and the actions it then goes through, in order (`createMany`). */
export interface ContractLoad {
  body: EmployeeContractBody;
  actions: readonly EmployeeContractActionInput[];
}

interface PlannedStep {
  action: EmployeeContractActionInput['action'];
  from: EmployeeContractStatus;
  step: PlannedTransition;
  before: { statusReason: string | null; terminationDate: string | null };
}

/** The one-active-contract rule refused an activation; `code`: the contract already active. */
function staffHasActive(code: string): AppError {
  return new AppError(409, 'employee_contract.staff_has_active', {
    params: { code },
    errors: [{ field: 'staff_id', message: 'employee_contract.staff_has_active_field' }],
  });
}

export function createEmployeeContractService(ctx: AppContext) {
  const db = ctx.db;

  // Details are read after the transaction commits: the actor-name lookup uses its own connection
  // (a second connection would wait for this transaction forever on PGlite's single one).

  /** A contract the caller may see: it exists and its staff member is within the caller's data scope. */
  async function scopedContract(caller: Caller, id: number, tx: DbOrTx = db): Promise<ContractWithStaff> {
    const row = await findContract(tx, id);
    if (
      !row ||
      !scopeAllows(caller.scope, {
        area: row.staffAreaId,
        zone: row.staffZoneId,
        account: row.staffAccountId,
      })
    ) {
      throw notFound('employee_contract.not_found');
    }
    return row;
  }

  function filterCondition(caller: Caller, f: EmployeeContractFilter, today: string): SQL | undefined {
    const c = employeeContracts;
    const within = f.expiring_within_days;
    return and(
      contractScopeCondition(caller.scope),
      searchCondition(f.search),
      f.status ? statusCondition(f.status, today) : undefined,
      f.contract_type ? eq(c.contractType, f.contract_type) : undefined,
      f.staff_id ? eq(c.staffId, f.staff_id) : undefined,
      f.start_from ? dateFilters.startFrom(f.start_from) : undefined,
      f.start_to ? dateFilters.startTo(f.start_to) : undefined,
      f.end_from ? dateFilters.endFrom(f.end_from) : undefined,
      f.end_to ? dateFilters.endTo(f.end_to) : undefined,
      within === null || within === undefined
        ? undefined
        : and(statusCondition('active', today), dateFilters.endTo(addCalendarDays(today, within))),
    );
  }

  async function list(
    caller: Caller,
    body: EmployeeContractListBody,
  ): Promise<Page<EmployeeContractListItem>> {
    const today = todayInVietnam();
    const result = await listContracts(db, filterCondition(caller, body, today), body.page, body.page_size);
    return {
      results: result.rows.map((r) => listItemView(r, today)),
      total: result.total,
      ...(result.capped ? { total_capped: true } : {}),
    };
  }

  async function exportRows(caller: Caller, filter: EmployeeContractFilter, limit: number) {
    const today = todayInVietnam();
    const rows = await exportContracts(db, filterCondition(caller, filter, today), limit + 1);
    return { rows: rows.slice(0, limit).map((r) => listItemView(r, today)), truncated: rows.length > limit };
  }

  async function detail(tx: DbOrTx, id: number): Promise<EmployeeContractDetail> {
    const row = await findContract(tx, id);
    if (!row) throw notFound('employee_contract.not_found');
    const history = await historyOf(tx, id);
    const actors = await ctx.actors.names(
      history.map((h) => h.actorId).filter((a): a is number => a !== null),
    );
    const files = await filesOf(tx, CONTRACT_ENTITY, id);
    let signer: { id: number; fullname: string } | null = null;
    if (row.signerId !== null) {
      const page = await listAccountSummaries(tx, { ids: [row.signerId], page: 0, pageSize: 1 });
      const found = page.results[0];
      if (found) signer = { id: found.id, fullname: found.fullname };
    }
    return detailView(row, todayInVietnam(), {
      history: history.map((h) => historyView(h, actors)),
      attachments: files
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((f) => toFileInfo(f)),
      signer,
    });
  }

  async function getById(caller: Caller, id: number): Promise<EmployeeContractDetail> {
    await scopedContract(caller, id);
    return detail(db, id);
  }

  /** The staff member a contract is for: it exists and is within the caller's data scope. */
  async function checkStaff(caller: Caller, tx: DbOrTx, staffId: number): Promise<StaffRef> {
    const found = await findStaff(tx, staffId);
    if (
      !found ||
      !scopeAllows(caller.scope, { area: found.areaId, zone: found.zoneId, account: found.accountId })
    ) {
      throw fieldError('staff_id', 'employee_contract.staff_not_found');
    }
    return found;
  }

  /** Position id and title: the given ones, else the staff member's position and its name. */
  async function resolvePosition(
    tx: DbOrTx,
    staffRef: StaffRef,
    positionId: number | null | undefined,
    title: string | null | undefined,
  ): Promise<{ positionId: number | null; positionTitle: string }> {
    const id = positionId ?? staffRef.positionId ?? null;
    let name: string | null = null;
    if (id !== null) {
      const position = await findPosition(tx, id);
      if (position) name = position.name;
      else if (positionId !== null && positionId !== undefined) {
        throw fieldError('position_id', 'employee_contract.position_not_found');
      }
    }
    const positionTitle = title?.trim() || name;
    if (!positionTitle) throw fieldError('position_title', 'employee_contract.position_required');
    return { positionId: name === null ? null : id, positionTitle };
  }

  async function checkSigner(tx: DbOrTx, signerId: number | null | undefined): Promise<void> {
    if (signerId === null || signerId === undefined) return;
    const found = await findExistingAccountIds(tx, [signerId]);
    if (found.length === 0) throw fieldError('signer_id', 'employee_contract.signer_not_found');
  }

  function checkRules(values: Parameters<typeof employeeContractRuleIssues>[0]): void {
    const issues = employeeContractRuleIssues(values);
    if (issues.length > 0) {
      const errors: FieldError[] = issues.map((i) => ({ field: i.field, message: i.message }));
      throw badRequest('error.bad_request', errors);
    }
  }

  async function create(caller: Caller, body: EmployeeContractBody): Promise<EmployeeContractDetail> {
    const id = await db.transaction(async (tx) => {
      const staffRef = await checkStaff(caller, tx, body.staff_id);
      const position = await resolvePosition(tx, staffRef, body.position_id, body.position_title);
      await checkSigner(tx, body.signer_id);
      const year = Number(todayInVietnam().slice(0, 4));
      const code = formatContractCode(year, await takeNextNumber(tx, contractCodeScope(year)));
      const row = await insertContract(tx, {
        ...valuesOf(body),
        ...position,
        code,
        status: 'draft',
        createdBy: caller.accountId,
        updatedBy: caller.accountId,
      });
      await insertHistory(tx, {
        contractId: row.id,
        action: 'create',
        fromStatus: null,
        toStatus: 'draft',
        reason: null,
        actorId: caller.accountId,
      });
      await recordAudit(tx, {
        entity: CONTRACT_ENTITY,
        entityId: row.id,
        action: 'create',
        actorId: caller.accountId,
        after: auditSnapshot(row),
      });
      return row.id;
    });
    return detail(db, id);
  }

  /**
   * Many contracts at once, each with the actions it then goes through (the demo company's ~200):
   * the same checks, codes and status machine as `create` and `runAction`, written in a few
   * multi-row inserts instead of a transaction and a detail read per call. Only contracts still
   * waiting for approval at the end notify the approvers — a notice for a step already taken in the
   * same load would be stale on arrival. Returns the new ids in the given order.
   */
  async function createMany(caller: Caller, loads: readonly ContractLoad[]): Promise<number[]> {
    if (loads.length === 0) return [];
    return db.transaction(async (tx) => {
      const today = todayInVietnam();
      const year = Number(today.slice(0, 4));
      const first = await takeNumbers(tx, contractCodeScope(year), loads.length);
      const signers = new Set<number>();
      /** Staff given an active contract by this load: staff id → that contract's code. */
      const activeIn = new Map<number, string>();
      const planned: { values: NewContractRow; staffName: string; steps: PlannedStep[] }[] = [];
      for (const [i, { body, actions }] of loads.entries()) {
        const staffRef = await checkStaff(caller, tx, body.staff_id);
        const position = await resolvePosition(tx, staffRef, body.position_id, body.position_title);
        if (body.signer_id != null && !signers.has(body.signer_id)) {
          await checkSigner(tx, body.signer_id);
          signers.add(body.signer_id);
        }
        const values: NewContractRow = {
          ...valuesOf(body),
          ...position,
          code: formatContractCode(year, first + i),
          status: 'draft',
          statusReason: null,
          terminationDate: null,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        };
        const steps: PlannedStep[] = [];
        for (const input of actions) {
          const from = effectiveStatus({ status: values.status!, endDate: values.endDate ?? null }, today);
          if (!satisfies(caller, employeeContractActionPermission(input.action, from))) throw forbidden();
          const step = planTransition(
            { startDate: values.startDate, endDate: values.endDate ?? null },
            from,
            input,
          );
          if (!step) continue;
          if (step.to === 'active') {
            const other =
              activeIn.get(body.staff_id) ?? (await findOtherActive(tx, body.staff_id, 0, today))?.code;
            if (other !== undefined) throw staffHasActive(other);
            activeIn.set(body.staff_id, values.code);
          }
          steps.push({
            action: input.action,
            from,
            step,
            before: {
              statusReason: values.statusReason ?? null,
              terminationDate: values.terminationDate ?? null,
            },
          });
          values.status = step.to;
          values.statusReason = step.reason;
          values.terminationDate = step.terminationDate ?? values.terminationDate ?? null;
        }
        planned.push({ values, staffName: staffRef.fullname, steps });
      }
      const rows = await insertContracts(
        tx,
        planned.map((p) => p.values),
      );
      const actorId = caller.accountId;
      const history: Parameters<typeof insertHistories>[1][number][] = [];
      const audits: AuditEntry[] = [];
      for (const [i, row] of rows.entries()) {
        history.push({
          contractId: row.id,
          action: 'create',
          fromStatus: null,
          toStatus: 'draft',
          reason: null,
          actorId,
        });
        audits.push({
          entity: CONTRACT_ENTITY,
          entityId: row.id,
          action: 'create',
          actorId,
          after: auditSnapshot({ ...row, status: 'draft', statusReason: null, terminationDate: null }),
        });
        for (const { action, from, step, before } of planned[i]!.steps) {
          const trail = transitionTrail(
            CONTRACT_ENTITY,
            { id: row.id, ...before },
            action,
            from,
            step,
            actorId,
          );
          history.push(trail.history);
          audits.push(trail.audit);
        }
      }
      await insertHistories(tx, history);
      await recordAudits(tx, audits);
      const pending = rows.flatMap((row, i) =>
        row.status === 'pending' ? [{ id: row.id, code: row.code, staffName: planned[i]!.staffName }] : [],
      );
      await notifySubmitted(tx, pending, actorId);
      return rows.map((row) => row.id);
    });
  }

  async function update(
    caller: Caller,
    id: number,
    body: EmployeeContractUpdateBody,
  ): Promise<EmployeeContractDetail> {
    await db.transaction(async (tx) => {
      await lockContract(tx, id);
      const before = await scopedContract(caller, id, tx);
      const status = effectiveStatus(before, todayInVietnam());
      if (EMPLOYEE_CONTRACT_CLOSED_STATUSES.includes(status)) throw unprocessable('employee_contract.closed');
      const sent = Object.entries(body).filter(([, v]) => v !== undefined);
      let patch: Partial<NewContractRow>;
      if (status !== 'draft') {
        if (sent.some(([k]) => k !== 'note')) throw unprocessable('employee_contract.only_note_editable');
        patch = body.note === undefined ? {} : { note: body.note || null };
      } else {
        const merged: EmployeeContractBody = {
          staff_id: body.staff_id ?? before.staffId,
          contract_type: body.contract_type ?? before.contractType,
          start_date: body.start_date ?? before.startDate,
          end_date: body.end_date === undefined ? before.endDate : body.end_date,
          position_title: body.position_title === undefined ? before.positionTitle : body.position_title,
          position_id: body.position_id === undefined ? before.positionId : body.position_id,
          basic_salary: body.basic_salary ?? before.basicSalary,
          insurance_salary:
            body.insurance_salary === undefined ? before.insuranceSalary : body.insurance_salary,
          salary_type: body.salary_type ?? before.salaryType,
          working_time: body.working_time ?? before.workingTime,
          insurance_type: body.insurance_type ?? before.insuranceType,
          benefits: body.benefits ?? before.benefits,
          accounting_journal: body.accounting_journal ?? before.accountingJournal,
          signing_date: body.signing_date ?? before.signingDate,
          signer_id: body.signer_id === undefined ? before.signerId : body.signer_id,
          note: body.note === undefined ? before.note : body.note,
        };
        checkRules(merged);
        const staffRef =
          merged.staff_id === before.staffId
            ? await findStaff(tx, before.staffId)
            : await checkStaff(caller, tx, merged.staff_id);
        if (!staffRef) throw fieldError('staff_id', 'employee_contract.staff_not_found');
        const position = await resolvePosition(tx, staffRef, merged.position_id, merged.position_title);
        if (merged.signer_id !== before.signerId) await checkSigner(tx, merged.signer_id);
        patch = { ...valuesOf(merged), ...position };
      }
      patch.updatedBy = caller.accountId;
      await updateContract(tx, id, patch);
      const after = (await findContract(tx, id))!;
      await recordAudit(tx, {
        entity: CONTRACT_ENTITY,
        entityId: id,
        action: 'update',
        actorId: caller.accountId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
    });
    return detail(db, id);
  }

  /**
   * Runs a status action (docs/employee-contract.md): permission per action, idempotent when the
   * contract is already in the target state, 409 naming both states when the machine refuses.
   */
  async function runAction(
    caller: Caller,
    id: number,
    input: EmployeeContractActionInput,
  ): Promise<{ detail: EmployeeContractDetail; changed: boolean }> {
    const changed = await db.transaction(async (tx) => {
      await lockContract(tx, id);
      const row = await scopedContract(caller, id, tx);
      const today = todayInVietnam();
      const from = effectiveStatus(row, today);
      if (!satisfies(caller, employeeContractActionPermission(input.action, from))) throw forbidden();
      const planned = planTransition(row, from, input);
      if (!planned) return false;
      const patch: Partial<NewContractRow> = {
        status: planned.to,
        statusReason: planned.reason,
        updatedBy: caller.accountId,
      };
      if (planned.terminationDate) patch.terminationDate = planned.terminationDate;
      if (planned.to === 'active') {
        await lockStaffContracts(tx, row.staffId);
        const other = await findOtherActive(tx, row.staffId, id, today);
        if (other) throw staffHasActive(other.code);
      }
      await updateContract(tx, id, patch);
      const trail = transitionTrail(CONTRACT_ENTITY, row, input.action, from, planned, caller.accountId);
      await insertHistory(tx, trail.history);
      await recordAudit(tx, trail.audit);
      if (input.action === 'submit') {
        await notifySubmitted(
          tx,
          [{ id, code: row.code, staffName: row.staffFullname ?? '' }],
          caller.accountId,
        );
      }
      return true;
    });
    return { detail: await detail(db, id), changed };
  }

  async function addAttachment(
    caller: Caller,
    id: number,
    upload: { filename: string; data: Buffer },
  ): Promise<StoredFileInfo> {
    return db.transaction(async (tx) => {
      const row = await scopedContract(caller, id, tx);
      if (EMPLOYEE_CONTRACT_CLOSED_STATUSES.includes(effectiveStatus(row, todayInVietnam()))) {
        throw unprocessable('employee_contract.closed');
      }
      const stored = await saveUpload(ctx, tx, upload, {
        entity: CONTRACT_ENTITY,
        entityId: id,
        uploadedBy: caller.accountId,
      });
      await recordAudit(tx, {
        entity: CONTRACT_ENTITY,
        entityId: id,
        action: 'add_attachment',
        actorId: caller.accountId,
        after: { attachment: `${stored.originalName} (${stored.id})` },
      });
      return toFileInfo(stored);
    });
  }

  async function removeAttachment(caller: Caller, id: number, fileId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await scopedContract(caller, id, tx);
      const file = await findFile(tx, fileId);
      if (!file || file.ownerEntity !== CONTRACT_ENTITY || file.ownerId !== String(id)) {
        throw notFound('employee_contract.attachment_not_found');
      }
      if (EMPLOYEE_CONTRACT_CLOSED_STATUSES.includes(effectiveStatus(row, todayInVietnam()))) {
        throw unprocessable('employee_contract.closed');
      }
      await deleteFile(tx, fileId);
      await recordAudit(tx, {
        entity: CONTRACT_ENTITY,
        entityId: id,
        action: 'remove_attachment',
        actorId: caller.accountId,
        before: { attachment: `${file.originalName} (${file.id})` },
      });
    });
  }

  async function nextCode(): Promise<{ next_code: string }> {
    const year = Number(todayInVietnam().slice(0, 4));
    return { next_code: formatContractCode(year, await peekNextNumber(db, contractCodeScope(year))) };
  }

  /** Record rule for history and attachments (after the read code): the contract within the data scope. */
  async function inScope(caller: Caller, id: number): Promise<boolean> {
    const row = await findContract(db, id);
    return (
      row !== undefined &&
      scopeAllows(caller.scope, { area: row.staffAreaId, zone: row.staffZoneId, account: row.staffAccountId })
    );
  }

  return {
    list,
    exportRows,
    getById,
    create,
    createMany,
    update,
    runAction,
    addAttachment,
    removeAttachment,
    nextCode,
    inScope,
  };
}

export type EmployeeContractService = ReturnType<typeof createEmployeeContractService>;

/** Columns of a contract from a (validated) body; code, status and audit columns are set by the caller. */
function valuesOf(body: EmployeeContractBody): Omit<NewContractRow, 'code' | 'positionTitle'> & {
  staffId: number;
} {
  return {
    staffId: body.staff_id,
    contractType: body.contract_type,
    startDate: body.start_date,
    endDate: body.end_date ?? null,
    basicSalary: body.basic_salary,
    insuranceSalary: body.insurance_salary ?? null,
    salaryType: body.salary_type,
    workingTime: body.working_time,
    insuranceType: body.insurance_type,
    benefits: body.benefits,
    accountingJournal: body.accounting_journal,
    signingDate: body.signing_date,
    signerId: body.signer_id ?? null,
    note: body.note || null,
  };
}

export type { ContractRow };
