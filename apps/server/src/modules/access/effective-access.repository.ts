import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SystemKey } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import type { MembershipTable, NamedSetTable } from './access.tables.js';
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
    .where(and(eq(members.accountId, accountId), eq(table.systemKey, systemKey)));
}

/**
 * Every grant that applies to an account in a session of `systemKey`, in one query: its direct
 * grant, and the grants of its roles, user groups and rooms of that system.
 */
export async function applicableGrants(
  db: DbOrTx,
  accountId: number,
  systemKey: SystemKey,
): Promise<GrantValue[]> {
  const g = permissionGrants;
  return db
    .select({ permissions: g.permissions, modulePermission: g.modulePermission })
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
