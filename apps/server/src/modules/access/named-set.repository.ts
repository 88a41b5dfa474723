import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { MembershipTable, NamedSetTable } from './access.tables.js';
import { foldedContains } from './search.js';

/** Tables of one kind of named set: roles, user groups or rooms. */
export interface NamedSetTables {
  table: NamedSetTable;
  members: MembershipTable;
}

export type NamedSetRow = NamedSetTable['$inferSelect'];
export type NamedSetRowWithCount = NamedSetRow & { memberCount: number };

export interface NamedSetValues {
  name: string;
  description: string | null;
  systemKey: string;
}

export interface NamedSetFilter {
  search?: string | undefined;
  systemKey?: string | undefined;
  page: number;
  pageSize: number;
}

function memberCount({ table, members }: NamedSetTables) {
  return sql<number>`(select count(*)::int from ${members} where ${members.setId} = ${table.id})`;
}

/** A set's own columns plus its member count, as every read of a set returns it. */
function namedSetColumns(kind: NamedSetTables) {
  const { table } = kind;
  return {
    id: table.id,
    name: table.name,
    description: table.description,
    systemKey: table.systemKey,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    createdBy: table.createdBy,
    updatedBy: table.updatedBy,
    memberCount: memberCount(kind),
  };
}

export async function listNamedSets(
  db: DbOrTx,
  kind: NamedSetTables,
  filter: NamedSetFilter,
): Promise<{ rows: NamedSetRowWithCount[]; total: number }> {
  const { table } = kind;
  const condition = and(
    filter.systemKey ? eq(table.systemKey, filter.systemKey) : undefined,
    foldedContains(table.name, filter.search),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(namedSetColumns(kind))
      .from(table)
      .where(condition)
      .orderBy(desc(table.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(condition),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findNamedSet(
  db: DbOrTx,
  kind: NamedSetTables,
  id: number,
): Promise<NamedSetRowWithCount | undefined> {
  const { table } = kind;
  const [row] = await db.select(namedSetColumns(kind)).from(table).where(eq(table.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction (concurrent edits of one set serialise). */
export async function lockNamedSet(tx: DbOrTx, kind: NamedSetTables, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(eq(kind.table.id, id))
    .for('update');
  return rows.length > 0;
}

/** Names compare case-insensitively within one system key. */
export async function nameTaken(
  db: DbOrTx,
  kind: NamedSetTables,
  systemKey: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const { table } = kind;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.systemKey, systemKey),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertNamedSet(
  tx: DbOrTx,
  kind: NamedSetTables,
  values: NamedSetValues,
  actorId: number | null,
): Promise<NamedSetRow> {
  const [row] = await tx
    .insert(kind.table)
    .values({ ...values, createdBy: actorId, updatedBy: actorId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateNamedSet(
  tx: DbOrTx,
  kind: NamedSetTables,
  id: number,
  values: NamedSetValues,
  actorId: number | null,
): Promise<void> {
  await tx
    .update(kind.table)
    .set({ ...values, updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(kind.table.id, id));
}

/** Marks the set as changed (e.g. its members or grant) without touching its fields. */
export async function touchNamedSet(tx: DbOrTx, kind: NamedSetTables, id: number, actorId: number | null) {
  await tx
    .update(kind.table)
    .set({ updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(kind.table.id, id));
}

/** Deletes the set; its memberships go with it (foreign key cascade). */
export async function deleteNamedSet(tx: DbOrTx, kind: NamedSetTables, id: number): Promise<void> {
  await tx.delete(kind.table).where(eq(kind.table.id, id));
}

// ---- membership ---------------------------------------------------------------------------

export async function memberIdsOf(db: DbOrTx, kind: NamedSetTables, setId: number): Promise<number[]> {
  const rows = await db
    .select({ accountId: kind.members.accountId })
    .from(kind.members)
    .where(eq(kind.members.setId, setId))
    .orderBy(asc(kind.members.accountId));
  return rows.map((r) => r.accountId);
}

/** Distinct member account ids of several sets, ascending. */
export async function memberIdsOfSets(
  db: DbOrTx,
  kind: NamedSetTables,
  setIds: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(setIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectDistinct({ accountId: kind.members.accountId })
    .from(kind.members)
    .where(inArray(kind.members.setId, unique))
    .orderBy(asc(kind.members.accountId));
  return rows.map((r) => r.accountId);
}

/** Adds members; ones already present are left as they are. Returns the ids actually added. */
export async function addMembers(
  tx: DbOrTx,
  kind: NamedSetTables,
  setId: number,
  accountIds: number[],
): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx
    .insert(kind.members)
    .values(accountIds.map((accountId) => ({ setId, accountId })))
    .onConflictDoNothing()
    .returning({ accountId: kind.members.accountId });
  return rows.map((r) => r.accountId).sort((a, b) => a - b);
}

/** Removes members; returns the ids actually removed. */
export async function removeMembers(
  tx: DbOrTx,
  kind: NamedSetTables,
  setId: number,
  accountIds: number[],
): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx
    .delete(kind.members)
    .where(and(eq(kind.members.setId, setId), inArray(kind.members.accountId, accountIds)))
    .returning({ accountId: kind.members.accountId });
  return rows.map((r) => r.accountId).sort((a, b) => a - b);
}

/** Makes the member set exactly `accountIds`. */
export async function replaceMembers(
  tx: DbOrTx,
  kind: NamedSetTables,
  setId: number,
  accountIds: number[],
): Promise<void> {
  const keep: SQL | undefined =
    accountIds.length > 0 ? notInArray(kind.members.accountId, accountIds) : undefined;
  await tx.delete(kind.members).where(and(eq(kind.members.setId, setId), keep));
  await addMembers(tx, kind, setId, accountIds);
}

/** The sets (of this kind) an account belongs to, for the account-access overview. */
export async function setsOfAccount(
  db: DbOrTx,
  kind: NamedSetTables,
  accountId: number,
): Promise<{ id: number; name: string; systemKey: string }[]> {
  const { table, members } = kind;
  return db
    .select({ id: table.id, name: table.name, systemKey: table.systemKey })
    .from(members)
    .innerJoin(table, eq(table.id, members.setId))
    .where(eq(members.accountId, accountId))
    .orderBy(asc(table.name), asc(table.id));
}

/** Removes an account from every set of this kind (the account is being deleted). */
export async function removeAccountEverywhere(tx: DbOrTx, kind: NamedSetTables, accountId: number) {
  await tx.delete(kind.members).where(eq(kind.members.accountId, accountId));
}
