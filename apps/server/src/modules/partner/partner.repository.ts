import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { PARTNER_TYPES, type CustomerChannel, type PartnerStatus, type PartnerType } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import { scopeCondition } from '../../platform/auth/data-scope.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { defineDisplayFetch, defineListQuery, filterOn, nameOf } from '../../platform/db/list-query.js';
import { accounts, accountSearchCondition, notDeleted } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { nvttStandards, partnerProfiles as p, storeStandards } from './partner.tables.js';

export type ProfileRow = typeof p.$inferSelect;
export type NewProfileRow = typeof p.$inferInsert;

/** A profile with its account and the names it shows (sub-selects per row, no join). */
const columns = {
  ...getTableColumns(p),
  id: p.accountId,
  username: accounts.username,
  fullname: accounts.fullname,
  phone: accounts.phone,
  email: accounts.email,
  isActive: accounts.isActive,
  registrationStatus: accounts.registrationStatus,
  accountCreatedAt: accounts.createdAt,
  areaName: nameOf(areas.name, areas.id, p.areaId),
  zoneName: nameOf(zones.name, zones.id, p.zoneId),
  distributorName: nameOf(accounts.fullname, accounts.id, p.distributorId),
  fieldStaffName: nameOf(accounts.fullname, accounts.id, p.fieldStaffId),
  standardName: sql<
    string | null
  >`coalesce((select ${storeStandards.name} from ${storeStandards} where ${storeStandards.id} = ${p.storeStandardId}), (select ${nvttStandards.name} from ${nvttStandards} where ${nvttStandards.id} = ${p.nvttStandardId}))`,
};
export type PartnerRow = ProfileRow & {
  id: number;
  username: string;
  fullname: string;
  phone: string | null;
  email: string | null;
  isActive: boolean;
  registrationStatus: 'pending' | 'confirmed' | 'refused' | null;
  accountCreatedAt: Date;
  areaName: string | null;
  zoneName: string | null;
  distributorName: string | null;
  fieldStaffName: string | null;
  standardName: string | null;
};

const select = (db: DbOrTx) => db.select(columns).from(p).innerJoin(accounts, eq(accounts.id, p.accountId));

/**
 * Partners a restricted caller may see: the platform's rule on the profile's area and zone (kept
 * equal to the account's) and the account id — the same rule as the account lists.
 */
export function partnerScopeCondition(scope: DataScope): SQL | undefined {
  return scopeCondition(scope, { area: p.areaId, zone: p.zoneId, account: p.accountId });
}

/** Conditions on account columns, as a semi-join on the profile's key (the list walks profiles). */
function accountCondition(condition: SQL | undefined): SQL | undefined {
  return condition && sql`${p.accountId} in (select ${accounts.id} from ${accounts} where ${condition})`;
}

const STATUS_CONDITION: Record<PartnerStatus, SQL> = {
  active: sql`${accounts.isActive} = true`,
  inactive: sql`${accounts.isActive} = false and ${accounts.registrationStatus} is distinct from 'pending'`,
  pending: sql`${accounts.registrationStatus} = 'pending'`,
};

export interface PartnerFilter {
  scope: DataScope;
  types?: readonly PartnerType[] | undefined;
  search?: string | undefined;
  areaId?: number | undefined;
  zoneId?: number | undefined;
  distributorId?: number | undefined;
  fieldStaffId?: number | undefined;
  standardId?: number | undefined;
  status?: PartnerStatus | undefined;
  channel?: CustomerChannel | undefined;
}

/** The filters of every partner list, on the profile table (account facts through a semi-join). */
export function partnerWhere(f: PartnerFilter): SQL | undefined {
  const standard =
    f.standardId === undefined
      ? undefined
      : sql`(${p.storeStandardId} = ${f.standardId} or ${p.nvttStandardId} = ${f.standardId})`;
  return and(
    partnerScopeCondition(f.scope),
    f.types && f.types.length > 0 ? inArray(p.type, [...f.types]) : undefined,
    filterOn.eq(p.areaId, f.areaId),
    filterOn.eq(p.zoneId, f.zoneId),
    filterOn.eq(p.distributorId, f.distributorId),
    filterOn.eq(p.fieldStaffId, f.fieldStaffId),
    filterOn.eq(p.customerChannel, f.channel),
    standard,
    accountCondition(
      and(notDeleted, f.status && STATUS_CONDITION[f.status], accountSearchCondition(f.search)),
    ),
  );
}

/** Newest first (the account id). */
export const partnerPages = defineListQuery({
  table: p,
  id: p.accountId,
  sorts: { newest: { column: p.accountId, direction: 'desc' } },
  defaultSort: 'newest',
});

const partnerDisplay = defineDisplayFetch('partner-display', p.accountId, (db) => select(db));

export async function listPartnerRows(
  db: DbOrTx,
  filter: PartnerFilter & { page: number; pageSize: number; after?: number | undefined },
): Promise<{ rows: PartnerRow[]; total: number; capped: boolean }> {
  const { ids, total, capped } = await partnerPages.pageIds(db, { ...filter, where: partnerWhere(filter) });
  return { rows: await partnerDisplay.rows(db, ids), total, capped };
}

/** Every row of a filter in list order (exports), at most `limit`. */
export async function allPartnerRows(
  db: DbOrTx,
  filter: PartnerFilter,
  limit: number,
): Promise<PartnerRow[]> {
  const rows = await select(db)
    .where(partnerWhere(filter))
    .orderBy(...partnerPages.orderBy('newest'))
    .limit(limit);
  return rows;
}

export async function findPartnerRow(db: DbOrTx, id: number, extra?: SQL): Promise<PartnerRow | undefined> {
  const [row] = await select(db)
    .where(and(eq(p.accountId, id), notDeleted, extra))
    .limit(1);
  return row;
}

/** The profile alone, locked for a write. */
export async function lockProfile(db: DbOrTx, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(p).where(eq(p.accountId, id)).for('update').limit(1);
  return row;
}

/** The store standards of these profiles, locked for the bulk change that follows (one statement). */
export async function lockStoreStandards(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: p.accountId, standardId: p.storeStandardId })
    .from(p)
    .where(inArray(p.accountId, [...ids]))
    .orderBy(p.accountId)
    .for('update');
  return new Map(rows.map((r) => [r.id, r.standardId]));
}

/** Live partners among `ids` of one type within a scope (references and bulk writes). */
export async function partnerIdsOfType(
  db: DbOrTx,
  ids: readonly number[],
  type: PartnerType,
  scope: DataScope,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: p.accountId })
    .from(p)
    .where(
      and(
        inArray(p.accountId, [...new Set(ids)]),
        eq(p.type, type),
        partnerScopeCondition(scope),
        accountCondition(notDeleted),
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertProfile(db: DbOrTx, values: NewProfileRow): Promise<void> {
  await db.insert(p).values(values);
}

/** Many profiles in multi-row inserts of 500 (demo data, imports). */
export async function insertProfiles(db: DbOrTx, rows: readonly NewProfileRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(p).values(rows.slice(i, i + 500));
}

/**
 * Keeps a partner account's profile in step with its account (created or edited on the account
 * screens, or registered by the public): a profile for a new partner, the account's area and zone
 * on an existing one. The partner screens fill in the rest.
 */
export async function syncProfileWithAccount(db: DbOrTx, account: SyncedAccount): Promise<void> {
  if (!(PARTNER_TYPES as readonly string[]).includes(account.type)) return;
  await db
    .insert(p)
    .values({
      accountId: account.id,
      type: account.type as PartnerType,
      areaId: knownArea(account.areaId),
      zoneId: knownZone(account.zoneId),
      taxCode: account.taxCode,
      addressText: account.address,
      createdBy: account.createdBy,
      updatedBy: account.updatedBy,
    })
    .onConflictDoUpdate({
      target: p.accountId,
      set: { areaId: knownArea(account.areaId), zoneId: knownZone(account.zoneId), updatedAt: new Date() },
    });
}

// The account module keeps area and zone ids without a foreign key (it sits below locate): an id
// locate does not know becomes null here instead of failing the account's own write.
const knownArea = (id: number | null) =>
  id === null ? null : sql<number>`(select ${areas.id} from ${areas} where ${areas.id} = ${id})`;
const knownZone = (id: number | null) =>
  id === null ? null : sql<number>`(select ${zones.id} from ${zones} where ${zones.id} = ${id})`;

export interface SyncedAccount {
  id: number;
  type: string;
  areaId: number | null;
  zoneId: number | null;
  taxCode: string | null;
  address: string | null;
  createdBy: number | null;
  updatedBy: number | null;
}

export async function updateProfile(db: DbOrTx, id: number, values: Partial<NewProfileRow>): Promise<void> {
  await db
    .update(p)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(p.accountId, id));
}

/** Stores (CHTH) and field staff (NVTT) attached to a partner. */
export async function dependantCounts(
  db: DbOrTx,
  id: number,
): Promise<{ stores: number; fieldStaff: number }> {
  const [row] = await db
    .select({
      stores: sql<number>`count(*) filter (where ${p.type} = 'CHTH')::int`,
      fieldStaff: sql<number>`count(*) filter (where ${p.type} = 'NVTT')::int`,
    })
    .from(p)
    .where(and(sql`(${p.distributorId} = ${id} or ${p.fieldStaffId} = ${id})`, accountCondition(notDeleted)));
  return { stores: row?.stores ?? 0, fieldStaff: row?.fieldStaff ?? 0 };
}

/** Options (id, name, type) of a filter, by name. */
export async function partnerOptions(
  db: DbOrTx,
  filter: PartnerFilter,
  limit: number,
): Promise<{ value: number; label: string; type: PartnerType }[]> {
  return db
    .select({ value: p.accountId, label: accounts.fullname, type: p.type })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.accountId))
    .where(partnerWhere(filter))
    .orderBy(accounts.fullname, p.accountId)
    .limit(limit);
}

/** Field staff and stores that move in a transfer from `fromId` (docs/partners.md, "Transfer"). */
export async function transferCandidates(
  db: DbOrTx,
  fromId: number,
  nvttIds: readonly number[] | undefined,
): Promise<{
  fieldStaff: { id: number; fullname: string; fieldStaffId: number | null }[];
  stores: { id: number; fullname: string; fieldStaffId: number | null }[];
}> {
  const pick = { id: p.accountId, fullname: accounts.fullname, fieldStaffId: p.fieldStaffId };
  const base = (type: PartnerType, extra?: SQL) =>
    db
      .select(pick)
      .from(p)
      .innerJoin(accounts, eq(accounts.id, p.accountId))
      .where(and(eq(p.type, type), eq(p.distributorId, fromId), notDeleted, extra))
      .orderBy(p.accountId)
      .for('update', { of: p });
  const fieldStaff = await base('NVTT', nvttIds ? inArray(p.accountId, [...nvttIds]) : undefined);
  const stores = await base('CHTH', nvttIds ? inArray(p.fieldStaffId, [...nvttIds]) : undefined);
  return { fieldStaff, stores };
}

export async function setDistributor(
  db: DbOrTx,
  ids: readonly number[],
  distributorId: number,
  actorId: number,
) {
  if (ids.length === 0) return;
  await db
    .update(p)
    .set({ distributorId, updatedBy: actorId, updatedAt: new Date() })
    .where(inArray(p.accountId, [...ids]));
}

export async function setStoreStandard(
  db: DbOrTx,
  ids: readonly number[],
  standardId: number,
  actorId: number,
) {
  await db
    .update(p)
    .set({ storeStandardId: standardId, updatedBy: actorId, updatedAt: new Date() })
    .where(inArray(p.accountId, [...ids]));
}

/** Profiles holding a standard (its delete is refused while any does). */
export async function countHolders(db: DbOrTx, kind: 'store' | 'nvtt', standardId: number): Promise<number> {
  const column = kind === 'store' ? p.storeStandardId : p.nvttStandardId;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(eq(column, standardId));
  return row?.n ?? 0;
}

/** Profiles placed in an area / a zone (the locate module keeps them from being deleted). */
export async function countProfilesOfArea(db: DbOrTx, areaId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(eq(p.areaId, areaId));
  return row?.n ?? 0;
}
export async function countProfilesOfZone(db: DbOrTx, zoneId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(eq(p.zoneId, zoneId));
  return row?.n ?? 0;
}
