import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountOption, AccountType, Page, ProfileEntry, SystemKey } from '@kenh/contract';
import type { ActorName } from '../../platform/audit/actor-directory.js';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { countCapped, offsetWithinCap } from '../../platform/db/capped-count.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { accountScopeCondition } from './account-scope.js';
import { accountProfiles, accounts } from './account.tables.js';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

/** Shape other modules see (AccountSummary in index.ts). */
export interface AccountSummary {
  id: number;
  username: string;
  fullname: string;
  type: AccountType;
  system_key: string;
  is_active: boolean;
}

export const notDeleted = eq(accounts.isDeleted, false);

/** Case- and diacritic-insensitive match on full name or username (trigram index). */
export function searchCondition(search: string | undefined): SQL | undefined {
  return foldedContains(sql`${accounts.fullname} || ' ' || ${accounts.username}`, search);
}

export async function insertAccount(db: DbOrTx, values: NewAccountRow): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('insert into accounts returned nothing');
  return row;
}

/**
 * Many accounts in multi-row inserts (demo data, imports), answering their ids in input order. The
 * caller has checked the rows (usernames free, passwords hashed); one statement per 500 rows.
 */
export async function insertAccounts(db: DbOrTx, rows: readonly NewAccountRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const inserted = await db.insert(accounts).values(chunk).returning({ id: accounts.id });
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function findAccountById(db: DbOrTx, id: number, extra?: SQL): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), notDeleted, extra))
    .limit(1);
  return row;
}

/**
 * The row holding a username: refused registrations give theirs back (the unique index skips them),
 * so they are never the holder.
 */
const holdsUsername = (username: string) =>
  and(
    sql`lower(${accounts.username}) = lower(${username})`,
    sql`${accounts.registrationStatus} is distinct from 'refused'`,
  );

/** Sign-in lookup; deleted accounts are returned too so the caller can refuse them in constant time. */
export async function findAccountByUsername(db: DbOrTx, username: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(holdsUsername(username)).limit(1);
  return row;
}

export async function usernameExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(holdsUsername(username)).limit(1);
  return row !== undefined;
}

export async function emailTaken(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.email}) = lower(${email})`,
        notDeleted,
        exceptId === undefined ? undefined : sql`${accounts.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The active, not deleted account with this e-mail (e-mails are unique among live accounts). */
export async function findActiveAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = lower(${email})`, notDeleted, eq(accounts.isActive, true)))
    .limit(1);
  return row;
}

export async function updateAccount(
  db: DbOrTx,
  id: number,
  patch: Partial<NewAccountRow>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}

export async function setPassword(db: DbOrTx, id: number, passwordHash: string, actorId: number | null) {
  await db
    .update(accounts)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(eq(accounts.id, id));
}

export async function countActiveSuperusers(db: DbOrTx, exceptIds: number[] = []): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(
      and(
        eq(accounts.isSuperuser, true),
        eq(accounts.isActive, true),
        notDeleted,
        exceptIds.length > 0 ? notInArray(accounts.id, exceptIds) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function findAccountsByIds(db: DbOrTx, ids: number[], extra?: SQL): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(and(inArray(accounts.id, ids), notDeleted, extra))
    .orderBy(asc(accounts.id));
}

export async function setActive(db: DbOrTx, ids: number[], isActive: boolean, actorId: number) {
  if (ids.length === 0) return;
  await db
    .update(accounts)
    .set({ isActive, updatedBy: actorId, updatedAt: sql`now()` })
    .where(inArray(accounts.id, ids));
}

/** One page of the account list, newest first (its plan is kept by account.list-plans.test.ts). */
export function accountPageQuery(db: DbOrTx, condition: SQL | undefined, page: number, pageSize: number) {
  return db
    .select()
    .from(accounts)
    .where(condition)
    .orderBy(desc(accounts.id))
    .limit(pageSize)
    .offset(offsetWithinCap(page, pageSize));
}

export async function listAccounts(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: AccountRow[]; total: number; capped: boolean }> {
  const condition = and(notDeleted, where);
  const [rows, totals] = await Promise.all([
    accountPageQuery(db, condition, page, pageSize),
    countCapped(db, accounts, condition),
  ]);
  return { rows, total: totals.total, capped: totals.capped };
}

/** The Excel export: the list's condition, newest first, at most `limit` rows. */
export async function listAccountsForExport(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db.select().from(accounts).where(and(notDeleted, where)).orderBy(desc(accounts.id)).limit(limit);
}

export async function dropdownAccounts(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<Pick<AccountRow, 'id' | 'fullname' | 'username'>[]> {
  return db
    .select({ id: accounts.id, fullname: accounts.fullname, username: accounts.username })
    .from(accounts)
    .where(and(notDeleted, where))
    .orderBy(asc(accounts.fullname), asc(accounts.id))
    .limit(limit);
}

// --- profile entries ---------------------------------------------------------------------------

export async function profileOf(db: DbOrTx, accountId: number): Promise<ProfileEntry[]> {
  return db
    .select({ name: accountProfiles.name, value: accountProfiles.value })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId))
    .orderBy(asc(accountProfiles.name));
}

export async function replaceProfile(db: DbOrTx, accountId: number, entries: ProfileEntry[]): Promise<void> {
  await db.delete(accountProfiles).where(eq(accountProfiles.accountId, accountId));
  if (entries.length === 0) return;
  await db.insert(accountProfiles).values(entries.map((e) => ({ accountId, name: e.name, value: e.value })));
}

// --- the account directory other modules use ----------------------------------------------------

/** The ids of these that name live accounts — within `scope` when given (the caller's data scope). */
export async function findExistingAccountIds(
  db: DbOrTx,
  ids: number[],
  scope?: DataScope,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, unique), notDeleted, scope ? accountScopeCondition(scope) : undefined))
    .orderBy(asc(accounts.id));
  return rows.map((r) => r.id);
}

export interface AccountSummaryFilter {
  ids?: number[];
  excludeIds?: number[];
  systemKey?: string;
  /** Only accounts whose manager in the staff hierarchy is this account. */
  parentId?: number;
  search?: string;
  /** Only accounts within this data scope (the caller's); undefined: no limit. */
  scope?: DataScope;
  page: number;
  pageSize: number;
}

const summaryColumns = {
  id: accounts.id,
  username: accounts.username,
  fullname: accounts.fullname,
  type: accounts.type,
  system_key: accounts.systemKey,
  is_active: accounts.isActive,
};

export async function listAccountSummaries(
  db: DbOrTx,
  filter: AccountSummaryFilter,
): Promise<Page<AccountSummary>> {
  if (filter.ids && filter.ids.length === 0) return { results: [], total: 0 };
  const condition = and(
    notDeleted,
    filter.ids ? inArray(accounts.id, filter.ids) : undefined,
    filter.excludeIds && filter.excludeIds.length > 0
      ? notInArray(accounts.id, filter.excludeIds)
      : undefined,
    filter.systemKey ? eq(accounts.systemKey, filter.systemKey) : undefined,
    filter.parentId === undefined ? undefined : eq(accounts.parentId, filter.parentId),
    searchCondition(filter.search),
    filter.scope ? accountScopeCondition(filter.scope) : undefined,
  );
  const [results, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(accounts)
      .where(condition)
      .orderBy(asc(accounts.id))
      .limit(filter.pageSize)
      .offset(offsetWithinCap(filter.page, filter.pageSize)),
    countCapped(db, accounts, condition),
  ]);
  return { results, total: totals.total, ...(totals.capped ? { total_capped: true } : {}) };
}

/** The account named `username` (deleted ones aside), e.g. a demo account a seed refers to. */
export async function findAccountSummaryByUsername(
  db: DbOrTx,
  username: string,
): Promise<AccountSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(accounts)
    .where(and(notDeleted, eq(accounts.username, username)))
    .limit(1);
  return row ?? null;
}

export async function listAccountIdsBySystem(db: DbOrTx, systemKey?: string): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(notDeleted, systemKey ? eq(accounts.systemKey, systemKey) : undefined))
    .orderBy(asc(accounts.id));
  return rows.map((r) => r.id);
}

/** Usernames and full names by id (deleted accounts included: history still names them). */
const actorNames = preparedQuery<{ ids: number[] }, ({ id: number } & ActorName)[]>('actor_names', (db) =>
  db
    .select({ id: accounts.id, username: accounts.username, fullname: accounts.fullname })
    .from(accounts)
    .where(sql`${accounts.id} = any(${sql.placeholder('ids')})`),
);

export async function actorNamesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, ActorName>> {
  if (ids.length === 0) return new Map();
  const rows = await actorNames(db, { ids });
  return new Map(rows.map((r) => [r.id, { username: r.username, fullname: r.fullname }]));
}

// --- reads the notification module needs (recipients, picker, foreign key) ---------------------

/** The accounts primary key, for a foreign key of another module's table (`.references(accountIdColumn)`). */
export const accountIdColumn = (): AnyPgColumn => accounts.id;

const active = and(notDeleted, eq(accounts.isActive, true));

/** System-key condition: "default" means every account system other than AD, KH and KT. */
function systemKeyCondition(systems: readonly SystemKey[]): SQL | undefined {
  const named = systems.filter((s) => s !== 'default');
  const parts: SQL[] = [];
  if (named.length > 0) parts.push(inArray(accounts.systemKey, named));
  if (systems.includes('default')) parts.push(sql`${accounts.systemKey} not in ('AD', 'KH', 'KT')`);
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** Active (not deleted, not deactivated) account ids among `ids`, ascending. */
export async function activeAccountIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(active, inArray(accounts.id, unique)))
    .orderBy(asc(accounts.id));
  return rows.map((r) => r.id);
}

/** Active account ids of whole systems (system keys AD, KH, KT, default = any other), ascending. */
export async function activeAccountIdsOfSystems(
  db: DbOrTx,
  systems: readonly SystemKey[],
): Promise<number[]> {
  if (systems.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(active, systemKeyCondition(systems)))
    .orderBy(asc(accounts.id));
  return rows.map((r) => r.id);
}

/** Picker options (full name, username) of active accounts, optionally of one system key. */
export async function accountOptions(
  db: DbOrTx,
  filter: {
    search?: string | undefined;
    systemKey?: SystemKey | undefined;
    /** Only accounts within this data scope (the caller's); undefined: no limit. */
    scope?: DataScope | undefined;
    limit: number;
  },
): Promise<AccountOption[]> {
  const rows = await dropdownAccounts(
    db,
    and(
      eq(accounts.isActive, true),
      searchCondition(filter.search),
      filter.systemKey ? systemKeyCondition([filter.systemKey]) : undefined,
      filter.scope ? accountScopeCondition(filter.scope) : undefined,
    ),
    filter.limit,
  );
  return rows.map((r) => ({ value: r.id, label: r.fullname, label_child: r.username }));
}
