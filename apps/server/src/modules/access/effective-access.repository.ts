import { and, eq, inArray, or } from 'drizzle-orm';
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
