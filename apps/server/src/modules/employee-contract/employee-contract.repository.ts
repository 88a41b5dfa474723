import { and, asc, eq, getTableColumns, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeContractStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import type { DataScope } from '../../platform/auth/caller.js';
import { scopeCondition } from '../../platform/auth/data-scope.js';
import { foldedPattern } from '../../platform/db/folded-search.js';
import { defineDisplayFetch, defineListQuery } from '../../platform/db/list-query.js';
import { staff, staffSearch } from '../staff/index.js';
import { employeeContractStatusHistory, employeeContracts } from './employee-contract.tables.js';

export type ContractRow = typeof employeeContracts.$inferSelect;
export type NewContractRow = typeof employeeContracts.$inferInsert;
export type HistoryRow = typeof employeeContractStatusHistory.$inferSelect;

/** A contract with the facts of its staff member that lists show and the data scope checks. */
export interface ContractWithStaff extends ContractRow {
  staffCode: string | null;
  staffFullname: string | null;
  staffAreaId: number | null;
  staffZoneId: number | null;
  staffAccountId: number | null;
}

/** Columns the data scope is checked against: the staff member's area, zone and account. */
const contractScopeColumns = { area: staff.areaId, zone: staff.zoneId, account: staff.accountId };

/**
 * Contracts of staff in the caller's data scope, as a condition on the contract table alone (a
 * semi-join), so a page's ids come from one table; undefined = no restriction.
 */
export function contractScopeCondition(scope: DataScope): SQL | undefined {
  const onStaff = scopeCondition(scope, contractScopeColumns);
  return (
    onStaff && inArray(employeeContracts.staffId, sql`(select ${staff.id} from ${staff} where ${onStaff})`)
  );
}

/** Contracts newest first. */
export const contractPages = defineListQuery({
  table: employeeContracts,
  id: employeeContracts.id,
  sorts: { newest: { column: employeeContracts.id, direction: 'desc' } },
  defaultSort: 'newest',
});

const withStaff = {
  staffCode: staff.code,
  staffFullname: staff.fullname,
  staffAreaId: staff.areaId,
  staffZoneId: staff.zoneId,
  staffAccountId: staff.accountId,
};

/**
 * Contract code, or the staff member's name/code (the staff table's own trigram expression, so its
 * index answers the sub-select), diacritics ignored.
 */
export function searchCondition(search: string | null | undefined): SQL | undefined {
  const pattern = foldedPattern(search);
  if (!pattern) return undefined;
  return or(
    sql`fold_text(${employeeContracts.code}) like ${pattern}`,
    // The staff module owns its search expression (and the index built on it).
    inArray(
      employeeContracts.staffId,
      sql`(select ${staff.id} from ${staff} where ${staffSearch(search ?? undefined)})`,
    ),
  );
}

/** Effective status condition: `active` and `expired` split the stored `active` rows at today. */
export function statusCondition(status: EmployeeContractStatus, today: string): SQL | undefined {
  const c = employeeContracts;
  if (status === 'expired') return and(eq(c.status, 'active'), sql`${c.endDate} < ${today}`);
  if (status === 'active') return and(eq(c.status, 'active'), or(isNull(c.endDate), gte(c.endDate, today)));
  return eq(c.status, status);
}

/** Effective status of a row: an active contract whose end date has passed is expired. */
export function effectiveStatus(
  row: Pick<ContractRow, 'status' | 'endDate'>,
  today: string,
): EmployeeContractStatus {
  if (row.status === 'active' && row.endDate !== null && row.endDate < today) return 'expired';
  return row.status as EmployeeContractStatus;
}

/** One page: its ids from the contract table, then those contracts with their staff member. */
export async function listContracts(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: ContractWithStaff[]; total: number; capped: boolean }> {
  const { ids, total, capped } = await contractPages.pageIds(db, { where, page, pageSize });
  return { rows: await contractDisplay.rows(db, ids), total, capped };
}

/** Rows for the export: the same filter, newest first, at most `limit`. */
export function exportContracts(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<ContractWithStaff[]> {
  return selectWithStaff(db)
    .where(where)
    .orderBy(...contractPages.orderBy())
    .limit(limit);
}

/** Contracts with the facts of their staff member (for a page's ids, one record or an export). */
export const selectWithStaff = (db: DbOrTx) =>
  db
    .select({ ...getColumns(), ...withStaff })
    .from(employeeContracts)
    .innerJoin(staff, eq(staff.id, employeeContracts.staffId));

/** The display fetch of a page: its contracts with their staff member. */
export const contractDisplay = defineDisplayFetch(
  'employee_contract_display',
  employeeContracts.id,
  selectWithStaff,
);

const getColumns = () => getTableColumns(employeeContracts);

export async function findContract(db: DbOrTx, id: number): Promise<ContractWithStaff | undefined> {
  const [row] = await selectWithStaff(db).where(eq(employeeContracts.id, id)).limit(1);
  return row;
}

/** Locks the contract row for the rest of the transaction (status actions and updates). */
export async function lockContract(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`select id from employee_contracts where id = ${id} for update`);
}

/** Serialises activations for one staff member (the one-active-contract rule) until commit. */
export async function lockStaffContracts(tx: DbOrTx, staffId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employee_contract.staff'), ${staffId})`);
}

/** Another contract of the staff member that is active today (not expired), if any. */
export async function findOtherActive(
  db: DbOrTx,
  staffId: number,
  exceptId: number,
  today: string,
): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db
    .select({ id: employeeContracts.id, code: employeeContracts.code })
    .from(employeeContracts)
    .where(
      and(
        eq(employeeContracts.staffId, staffId),
        ne(employeeContracts.id, exceptId),
        statusCondition('active', today),
      ),
    )
    .limit(1);
  return row;
}

export async function insertContract(db: DbOrTx, values: NewContractRow): Promise<ContractRow> {
  const [row] = await db.insert(employeeContracts).values(values).returning();
  if (!row) throw new Error('insert into employee_contracts returned nothing');
  return row;
}

/** Several contracts in one statement (a bulk load), returned with their ids in the given order. */
export async function insertContracts(db: DbOrTx, values: readonly NewContractRow[]): Promise<ContractRow[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(employeeContracts)
    .values([...values])
    .returning();
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return values.map((v) => {
    const row = byCode.get(v.code);
    if (!row) throw new Error(`insert into employee_contracts did not return ${v.code}`);
    return row;
  });
}

export async function updateContract(db: DbOrTx, id: number, patch: Partial<NewContractRow>): Promise<void> {
  await db
    .update(employeeContracts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(employeeContracts.id, id));
}

export async function insertHistory(
  db: DbOrTx,
  entry: Omit<typeof employeeContractStatusHistory.$inferInsert, 'id' | 'at'>,
): Promise<void> {
  await db.insert(employeeContractStatusHistory).values(entry);
}

export async function insertHistories(
  db: DbOrTx,
  entries: readonly Omit<typeof employeeContractStatusHistory.$inferInsert, 'id' | 'at'>[],
): Promise<void> {
  if (entries.length > 0) await db.insert(employeeContractStatusHistory).values([...entries]);
}

export function historyOf(db: DbOrTx, contractId: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(employeeContractStatusHistory)
    .where(eq(employeeContractStatusHistory.contractId, contractId))
    .orderBy(asc(employeeContractStatusHistory.id));
}

/** Date-range helpers for the list filters. */
export const dateFilters = {
  startFrom: (d: string) => gte(employeeContracts.startDate, d),
  startTo: (d: string) => lte(employeeContracts.startDate, d),
  endFrom: (d: string) => gte(employeeContracts.endDate, d),
  endTo: (d: string) => lte(employeeContracts.endDate, d),
};

export async function countContractsOfStaff(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employeeContracts)
    .where(eq(employeeContracts.staffId, staffId));
  return row?.n ?? 0;
}

export async function countContractsWithPosition(db: DbOrTx, positionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employeeContracts)
    .where(eq(employeeContracts.positionId, positionId));
  return row?.n ?? 0;
}
