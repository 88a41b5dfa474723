import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModulePermissionMap } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { permissionGrants, type GrantSubject } from './access.tables.js';

export interface GrantValue {
  permissions: string[];
  modulePermission: ModulePermissionMap;
}

export interface GrantRow extends GrantValue {
  updatedAt: Date | null;
}

export const EMPTY_GRANT: GrantRow = { permissions: [], modulePermission: {}, updatedAt: null };

export async function findGrant(db: DbOrTx, subject: GrantSubject, subjectId: number): Promise<GrantRow> {
  const [row] = await db
    .select({
      permissions: permissionGrants.permissions,
      modulePermission: permissionGrants.modulePermission,
      updatedAt: permissionGrants.updatedAt,
    })
    .from(permissionGrants)
    .where(and(eq(permissionGrants.subjectType, subject), eq(permissionGrants.subjectId, subjectId)))
    .limit(1);
  return row ?? EMPTY_GRANT;
}

/** Replaces the subject's grant (one row per subject). */
export async function saveGrant(
  tx: DbOrTx,
  subject: GrantSubject,
  subjectId: number,
  value: GrantValue,
  actorId: number | null,
): Promise<GrantRow> {
  const [row] = await tx
    .insert(permissionGrants)
    .values({ subjectType: subject, subjectId, ...value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: [permissionGrants.subjectType, permissionGrants.subjectId],
      set: {
        permissions: value.permissions,
        modulePermission: value.modulePermission,
        updatedBy: actorId,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      permissions: permissionGrants.permissions,
      modulePermission: permissionGrants.modulePermission,
      updatedAt: permissionGrants.updatedAt,
    });
  if (!row) throw new Error('saving a permission grant returned nothing');
  return row;
}

export async function deleteGrant(tx: DbOrTx, subject: GrantSubject, subjectId: number): Promise<void> {
  await tx
    .delete(permissionGrants)
    .where(and(eq(permissionGrants.subjectType, subject), eq(permissionGrants.subjectId, subjectId)));
}

/** Grants of many subjects of one type, keyed by subject id (for lists). */
export async function grantsOf(
  db: DbOrTx,
  subject: GrantSubject,
  subjectIds: number[],
): Promise<Map<number, GrantRow>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({
      subjectId: permissionGrants.subjectId,
      permissions: permissionGrants.permissions,
      modulePermission: permissionGrants.modulePermission,
      updatedAt: permissionGrants.updatedAt,
    })
    .from(permissionGrants)
    .where(and(eq(permissionGrants.subjectType, subject), inArray(permissionGrants.subjectId, subjectIds)));
  return new Map(rows.map(({ subjectId, ...grant }) => [subjectId, grant]));
}
