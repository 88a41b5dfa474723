import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FieldError,
  Page,
  Staff,
  StaffDetail,
  StaffFieldsParsed,
  StaffOption,
  allStaffQuery,
  createStaffBody,
  parentIdQuery,
  staffDropdownQuery,
  staffListQuery,
  staffSearchQuery,
  StaffFilter,
} from '@kenh/contract';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { scopeAllows, scopeCondition } from '../../platform/auth/data-scope.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { guardUnique, type UniqueFields } from '../../platform/db/audited-writes.js';
import { badRequest, conflict, forbidden, notFound, withFieldPrefix } from '../../platform/http/app-error.js';
import {
  createAccount,
  findExistingAccountIds,
  listAccountIdsBySystem,
  listAccountSummaries,
  placeAccount,
} from '../account/index.js';
import { findArea, findZone } from '../locate/index.js';
import { findOffice, findOrgUnit, findPosition } from '../organization/index.js';
import {
  accountIn,
  allStaffRows,
  findStaffJoined,
  findStaffRow,
  findStaffRows,
  insertStaff,
  linkedToAccount,
  listStaff,
  managedBy,
  managerAccountIs,
  managerChain,
  relativesOf,
  replaceRelatives,
  reportCount,
  setStaffInactive,
  staffFilterCondition,
  staffIdWithAccount,
  staffIdWithIdNumber,
  staffOptions,
  staffSearch,
  updateStaffRow,
  withoutManager,
  findStaffByAccount,
  type NewStaffRow,
  type StaffListRow,
  type StaffRow,
} from './staff.repository.js';
import { staff } from './staff.tables.js';
import { auditSnapshot, toStaff, toStaffDetail } from './staff-view.js';

type ListQuery = z.output<typeof staffListQuery>;
type AllStaffQuery = z.output<typeof allStaffQuery>;
type SearchQuery = z.output<typeof staffSearchQuery>;
type ParentQuery = z.output<typeof parentIdQuery>;
type DropdownQuery = z.output<typeof staffDropdownQuery>;
type CreateStaffInput = z.output<typeof createStaffBody>;

/** Largest export: the list's count cap (COUNT_CAP). */
export const EXPORT_MAX_ROWS = 10_000;

/** Staff codes "NV00001": one counter for all staff. */
const STAFF_CODE_SCOPE = 'staff';
export const formatStaffCode = (n: number) => `NV${String(n).padStart(5, '0')}`;

/** The caller's data scope over staff: area, zone, or linked account (docs/staff.md). */
export const staffScope = (caller: Caller) =>
  scopeCondition(caller.scope, { area: staff.areaId, zone: staff.zoneId, account: staff.accountId });

/** The same rule for one staff row in memory. */
export const inScope = (caller: Caller, row: Pick<StaffRow, 'areaId' | 'zoneId' | 'accountId'>) =>
  scopeAllows(caller.scope, { area: row.areaId, zone: row.zoneId, account: row.accountId });

async function usernamesOf(db: DbOrTx, rows: { accountId: number | null }[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.accountId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const page = await listAccountSummaries(db, { ids, page: 0, pageSize: ids.length });
  return new Map(page.results.map((a) => [a.id, a.username]));
}

/** Record values from validated fields (references already checked). */
export function rowValues(input: StaffFieldsParsed): Omit<NewStaffRow, 'code' | 'createdBy' | 'updatedBy'> {
  return {
    fullname: input.fullname,
    gender: input.gender ?? null,
    birthDate: input.birth_date ?? null,
    idNumber: input.id_number ?? null,
    idIssueDate: input.id_issue_date ?? null,
    idIssuePlace: input.id_issue_place ?? null,
    permanentAddress: input.permanent_address ?? null,
    currentAddress: input.current_address ?? null,
    maritalStatus: input.marital_status ?? null,
    nationality: input.nationality ?? null,
    ethnicity: input.ethnicity ?? null,
    joinDate: input.join_date ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    accountId: input.account_id ?? null,
    positionId: input.position_id ?? null,
    orgUnitId: input.org_unit_id ?? null,
    officeId: input.office_id ?? null,
    areaId: input.area_id ?? null,
    zoneId: input.zone_id ?? null,
    managerId: input.manager_id ?? null,
    status: input.status,
    note: input.note ?? null,
  };
}

const relativeValues = (input: StaffFieldsParsed) =>
  input.relatives.map((r) => ({
    relation: r.relation,
    fullname: r.fullname,
    birthYear: r.birth_year ?? null,
    phone: r.phone ?? null,
    occupation: r.occupation ?? null,
  }));

/**
 * Checks every reference of a record (all problems at once, as field errors) and fills the area
 * from the zone when only the zone was chosen. `selfId` is the record being updated.
 */
export async function checkReferences(
  db: DbOrTx,
  caller: Caller,
  input: StaffFieldsParsed,
  selfId?: number,
): Promise<{ errors: FieldError[]; positionName: string | null; managerAccountId: number | null }> {
  const errors: FieldError[] = [];
  let positionName: string | null = null;
  let managerAccountId: number | null = null;
  if (input.position_id) {
    const position = await findPosition(db, input.position_id);
    if (!position) errors.push({ field: 'position_id', message: 'staff.position_not_found' });
    else positionName = position.name;
  }
  if (input.org_unit_id && !(await findOrgUnit(db, input.org_unit_id)))
    errors.push({ field: 'org_unit_id', message: 'staff.org_unit_not_found' });
  if (input.office_id && !(await findOffice(db, input.office_id)))
    errors.push({ field: 'office_id', message: 'staff.office_not_found' });
  if (input.area_id && !(await findArea(db, input.area_id)))
    errors.push({ field: 'area_id', message: 'staff.area_not_found' });
  if (input.zone_id) {
    const zone = await findZone(db, input.zone_id);
    if (!zone) errors.push({ field: 'zone_id', message: 'staff.zone_not_found' });
    else if (!input.area_id) input.area_id = zone.areaId;
    else if (zone.areaId !== input.area_id)
      errors.push({ field: 'zone_id', message: 'staff.zone_area_mismatch' });
  }
  if (input.account_id) {
    // Linking writes the staff member's position onto the account (its derived role): an account
    // outside the caller's data scope reads as unknown, like in every other account lookup.
    const [found] = await findExistingAccountIds(db, [input.account_id], caller.scope);
    if (found === undefined) errors.push({ field: 'account_id', message: 'staff.account_not_found' });
  }
  if (input.manager_id) {
    const managerRow = await findStaffRow(db, input.manager_id);
    if (!managerRow) errors.push({ field: 'manager_id', message: 'staff.manager_not_found' });
    else {
      managerAccountId = managerRow.accountId;
      if (selfId !== undefined && (await managerChain(db, input.manager_id)).includes(selfId))
        errors.push({ field: 'manager_id', message: 'staff.manager_cycle' });
    }
  }
  return { errors, positionName, managerAccountId };
}

async function checkUnique(db: DbOrTx, input: StaffFieldsParsed, selfId?: number): Promise<void> {
  if (input.id_number && (await staffIdWithIdNumber(db, input.id_number, selfId)) !== null)
    throw conflict('staff.id_number_taken', 'id_number');
  if (input.account_id && (await staffIdWithAccount(db, input.account_id, selfId)) !== null)
    throw conflict('staff.account_taken', 'account_id');
}

type Placed = Pick<StaffRow, 'accountId' | 'areaId' | 'zoneId'>;

/**
 * The staff record is where a person works (docs/locate.md, "Accounts in an area"): its linked
 * account is placed in the record's area and zone when the record is created, moved or linked to
 * another account — in the same transaction. An account unlinked from the record stays where it is.
 */
async function placeLinkedAccount(tx: DbOrTx, caller: Caller, row: Placed, before?: Placed): Promise<void> {
  if (row.accountId === null) return;
  const moved =
    before === undefined ||
    before.accountId !== row.accountId ||
    before.areaId !== row.areaId ||
    before.zoneId !== row.zoneId;
  if (moved)
    await placeAccount(tx, row.accountId, { areaId: row.areaId, zoneId: row.zoneId }, caller.accountId);
}

/** A unique violation that raced past `checkUnique`: the same 409 naming the field. */
const STAFF_UNIQUE: UniqueFields = {
  staff_id_number_uq: ['staff.id_number_taken', 'id_number'],
  staff_account_id_uq: ['staff.account_taken', 'account_id'],
};

export function createStaffService(db: Db) {
  async function page(
    where: SQL | undefined,
    paging: { page: number; page_size: number; after?: number | undefined },
  ): Promise<Page<Staff>> {
    const result = await listStaff(db, where, {
      page: paging.page,
      pageSize: paging.page_size,
      after: paging.after,
    });
    const usernames = await usernamesOf(db, result.rows);
    return {
      results: result.rows.map((r) => toStaff(r, usernames)),
      total: result.total,
      ...(result.capped ? { total_capped: true } : {}),
    };
  }

  async function detail(tx: DbOrTx, row: StaffListRow): Promise<StaffDetail> {
    const [usernames, relatives, reports] = await Promise.all([
      usernamesOf(tx, [row]),
      relativesOf(tx, row.id),
      reportCount(tx, row.id),
    ]);
    return toStaffDetail(row, usernames, relatives, reports);
  }

  async function detailById(tx: DbOrTx, id: number): Promise<StaffDetail> {
    const row = await findStaffJoined(tx, id);
    if (!row) throw notFound('staff.not_found');
    return detail(tx, row);
  }

  async function createIn(
    tx: DbOrTx,
    caller: Caller,
    input: StaffFieldsParsed,
    login?: CreateStaffInput['login'],
  ): Promise<StaffRow> {
    const refs = await checkReferences(tx, caller, input);
    if (refs.errors.length > 0) throw badRequest('error.bad_request', refs.errors);
    // Outside the caller's data scope: refused before any uniqueness check can tell what exists there.
    if (!inScope(caller, rowValues(input) as StaffRow)) throw forbidden();
    await checkUnique(tx, input);
    if (login) {
      const account = await withFieldPrefix('login', ['username', 'password'], () =>
        createAccount(tx, {
          username: login.username,
          password: login.password,
          fullname: input.fullname,
          type: 'AD',
          email: input.email ?? null,
          phone: input.phone ?? null,
          position: refs.positionName,
          parentId: refs.managerAccountId,
          areaId: input.area_id ?? null,
          zoneId: input.zone_id ?? null,
          actorId: caller.accountId,
        }),
      );
      input.account_id = account.id;
    }
    const values = rowValues(input);
    if (!inScope(caller, values as StaffRow)) throw forbidden();
    const code = formatStaffCode(await takeNextNumber(tx, STAFF_CODE_SCOPE));
    const row = await guardUnique(STAFF_UNIQUE, () =>
      insertStaff(tx, { ...values, code, createdBy: caller.accountId, updatedBy: caller.accountId }),
    );
    const relatives = relativeValues(input);
    await replaceRelatives(tx, row.id, relatives);
    await placeLinkedAccount(tx, caller, row);
    await recordAudit(tx, {
      entity: 'staff',
      entityId: row.id,
      action: 'create',
      actorId: caller.accountId,
      after: auditSnapshot(row, relatives),
    });
    return row;
  }

  async function readable(caller: Caller, id: number): Promise<StaffListRow> {
    const row = await findStaffJoined(db, id);
    if (!row || !inScope(caller, row)) throw notFound('staff.not_found');
    return row;
  }

  return {
    /** `staff_list`, the staff GET list. */
    list(caller: Caller, query: ListQuery): Promise<Page<Staff>> {
      return page(and(staffFilterCondition(query), staffScope(caller)), query);
    },

    /** `all_staff`: staff linked to an account, by the manager's account and the account system. */
    async allStaff(caller: Caller, query: AllStaffQuery): Promise<Page<Staff>> {
      const systemIds = query.system_key ? await listAccountIdsBySystem(db, query.system_key) : undefined;
      return page(
        and(
          linkedToAccount,
          query.account_parent_id ? managerAccountIs(query.account_parent_id) : undefined,
          systemIds ? accountIn(systemIds) : undefined,
          staffSearch(query.search),
          staffScope(caller),
        ),
        query,
      );
    },

    noParent(caller: Caller, query: SearchQuery): Promise<Page<Staff>> {
      return page(and(withoutManager, staffSearch(query.search), staffScope(caller)), query);
    },

    byParent(caller: Caller, query: ParentQuery): Promise<Page<Staff>> {
      return page(and(managedBy(query.id), staffScope(caller)), query);
    },

    async get(caller: Caller, id: number): Promise<StaffDetail> {
      return detail(db, await readable(caller, id));
    },

    /** The caller's own record; null when their account has none. */
    async mine(caller: Caller): Promise<StaffDetail | null> {
      const own = await findStaffByAccount(db, caller.accountId);
      return own ? detailById(db, own.id) : null;
    },

    async canRead(caller: Caller, id: number): Promise<boolean> {
      const row = await findStaffRow(db, id);
      return row !== null && inScope(caller, row);
    },

    async create(caller: Caller, input: StaffFieldsParsed | CreateStaffInput): Promise<StaffDetail> {
      return db.transaction(async (tx) => {
        const login = 'login' in input ? input.login : undefined;
        const row = await createIn(tx, caller, input, login);
        return detailById(tx, row.id);
      });
    },

    async update(caller: Caller, id: number, input: StaffFieldsParsed): Promise<StaffDetail> {
      return db.transaction(async (tx) => {
        const before = await findStaffRow(tx, id);
        if (!before || !inScope(caller, before)) throw notFound('staff.not_found');
        const refs = await checkReferences(tx, caller, input, id);
        if (refs.errors.length > 0) throw badRequest('error.bad_request', refs.errors);
        const values = rowValues(input);
        if (!inScope(caller, values as StaffRow)) throw forbidden();
        await checkUnique(tx, input, id);
        const row = await guardUnique(STAFF_UNIQUE, () =>
          updateStaffRow(tx, id, { ...values, updatedBy: caller.accountId }),
        );
        const beforeRelatives = await relativesOf(tx, id);
        const relatives = relativeValues(input);
        await replaceRelatives(tx, id, relatives);
        await placeLinkedAccount(tx, caller, row!, before);
        await recordAudit(tx, {
          entity: 'staff',
          entityId: id,
          action: 'update',
          actorId: caller.accountId,
          before: auditSnapshot(before, beforeRelatives),
          after: auditSnapshot(row!, relatives),
        });
        return detailById(tx, id);
      });
    },

    /** `inactive_staff`: every id must exist and be in scope; already inactive ones are left alone. */
    async inactivate(caller: Caller, ids: number[]): Promise<{ updated: number }> {
      return db.transaction(async (tx) => {
        const unique = [...new Set(ids)];
        const rows = await findStaffRows(tx, unique, staffScope(caller));
        if (rows.length !== unique.length) throw notFound('staff.not_found');
        const changed = await setStaffInactive(tx, unique, caller.accountId);
        await recordAudits(
          tx,
          changed.map((row) => ({
            entity: 'staff',
            entityId: row.id,
            action: 'inactivate',
            actorId: caller.accountId,
            before: { status: 'active' },
            after: { status: 'inactive' },
          })),
        );
        return { updated: changed.length };
      });
    },

    async dropdown(caller: Caller, query: DropdownQuery): Promise<StaffOption[]> {
      const rows = await staffOptions(
        db,
        and(
          query.all ? undefined : eq(staff.status, 'active'),
          staffSearch(query.search),
          query.exclude_id ? ne(staff.id, query.exclude_id) : undefined,
          staffScope(caller),
        ),
        query.limit,
      );
      return rows.map((r) => ({
        value: r.id,
        label: r.fullname,
        label_child: r.positionName ? `${r.code} · ${r.positionName}` : r.code,
      }));
    },

    /** Rows of the Excel export: the list's filters and scope, at most EXPORT_MAX_ROWS. */
    async exportRows(caller: Caller, filter: StaffFilter): Promise<Staff[]> {
      const rows = await allStaffRows(
        db,
        and(staffFilterCondition(filter), staffScope(caller)),
        EXPORT_MAX_ROWS,
      );
      const usernames = await usernamesOf(db, rows);
      return rows.map((r) => toStaff(r, usernames));
    },

    createIn,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
