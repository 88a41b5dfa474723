import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { SystemKey } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import type { GrantSubject, MembershipTable, NamedSetTable } from './access.tables.js';
import {
  accountRoles,
  permissionGrants,
  roles,
  roomMembers,
  rooms,
  userGroupMembers,
  userGroups,
} from './access.tables.js';
import type { GrantValue } from './grant.repository.js';

/** Account systems whose sessions carry their own permission key; every other one shares "default". */
const OWN_KEY_SYSTEMS = ['AD', 'KH', 'KT'];

/**
 * A set applies in sessions of `systemKey` when its system maps to that key (`systemKeyOf`): an AD
 * set in AD sessions; a "default", NPP, NVTT, CHTH… set (rooms live in every account system) in
 * sessions of every system without a key of its own.
 */
export function appliesInSystem(column: NamedSetTable['systemKey'], systemKey: SystemKey) {
  return systemKey === 'default' ? notInArray(column, OWN_KEY_SYSTEMS) : eq(column, systemKey);
}

/** Ids of the sets of one kind that the account belongs to within one system key. */
function setIdsOf(
  db: DbOrTx,
  table: NamedSetTable,
  members: MembershipTable,
  accountId: number,
  systemKey: SystemKey,
) {
  return db
    .select({ id: members.setId })
    .from(members)
    .innerJoin(table, eq(table.id, members.setId))
    .where(and(eq(members.accountId, accountId), appliesInSystem(table.systemKey, systemKey)));
}

/** One grant that applies, with the subject it belongs to (explain access names it). */
export interface GrantWithSubject extends GrantValue {
  subjectType: GrantSubject;
  subjectId: number;
}

/**
 * Every grant that applies to an account in a session of `systemKey`, in one query: its direct
 * grant, and the grants of its roles, user groups and rooms of that system.
 */
export async function applicableGrantSources(
  db: DbOrTx,
  accountId: number,
  systemKey: SystemKey,
): Promise<GrantWithSubject[]> {
  const g = permissionGrants;
  return db
    .select({
      subjectType: g.subjectType,
      subjectId: g.subjectId,
      permissions: g.permissions,
      modulePermission: g.modulePermission,
    })
    .from(g)
    .where(
      or(
        and(eq(g.subjectType, 'account'), eq(g.subjectId, accountId)),
        and(
          eq(g.subjectType, 'role'),
          inArray(g.subjectId, setIdsOf(db, roles, accountRoles, accountId, systemKey)),
        ),
        and(
          eq(g.subjectType, 'group'),
          inArray(g.subjectId, setIdsOf(db, userGroups, userGroupMembers, accountId, systemKey)),
        ),
        and(
          eq(g.subjectType, 'room'),
          inArray(g.subjectId, setIdsOf(db, rooms, roomMembers, accountId, systemKey)),
        ),
      ),
    );
}

/** The grant values alone (what effective access merges). */
export async function applicableGrants(
  db: DbOrTx,
  accountId: number,
  systemKey: SystemKey,
): Promise<GrantValue[]> {
  return applicableGrantSources(db, accountId, systemKey);
}

/** A grant that allows `code`: the code is listed, or is a key of the module-permission map (`satisfies`). */
function grantAllows(code: string) {
  const g = permissionGrants;
  return or(
    sql`${g.permissions} @> ${JSON.stringify([code])}::jsonb`,
    sql`(${g.modulePermission} -> ${code}) is not null`,
  );
}

/**
 * Accounts whose grants allow `code`, each with the system key the grant applies in: null for a
 * direct grant (every system), the set's key for a role, user group or room. Deleted or inactive
 * accounts are not filtered here (this module does not read the account tables).
 */
export async function grantHolderCandidates(
  db: DbOrTx,
  code: string,
): Promise<{ accountId: number; systemKey: string | null }[]> {
  const g = permissionGrants;
  const direct = await db
    .select({ accountId: g.subjectId })
    .from(g)
    .where(and(eq(g.subjectType, 'account'), grantAllows(code)));
  const holders: { accountId: number; systemKey: string | null }[] = direct.map((r) => ({
    accountId: r.accountId,
    systemKey: null,
  }));
  const kinds = [
    { subject: 'role', table: roles, members: accountRoles },
    { subject: 'group', table: userGroups, members: userGroupMembers },
    { subject: 'room', table: rooms, members: roomMembers },
  ] as const;
  for (const { subject, table, members } of kinds) {
    const rows = await db
      .select({ accountId: members.accountId, systemKey: table.systemKey })
      .from(g)
      .innerJoin(table, eq(table.id, g.subjectId))
      .innerJoin(members, eq(members.setId, table.id))
      .where(and(eq(g.subjectType, subject), grantAllows(code)));
    holders.push(...rows);
  }
  return holders;
}
