import { mergeModulePermissions, type ModulePermissionMap, type Page } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller, DataScope } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { constraintOf, isUniqueViolation } from '../../platform/db/pg-errors.js';
import { conflict, notFound } from '../../platform/http/app-error.js';
import { bumpAccessVersion } from './access-state.repository.js';
import type { GrantSubject } from './access.tables.js';
import { hiddenAccounts, requireAccounts } from './account-directory.js';
import { deleteGrant, findGrant, grantsOf, saveGrant, type GrantValue } from './grant.repository.js';
import {
  addMembers,
  deleteNamedSet,
  findNamedSet,
  insertNamedSet,
  listNamedSets,
  lockNamedSet,
  memberIdsOf,
  nameTaken,
  removeMembers,
  replaceMembers,
  touchNamedSet,
  updateNamedSet,
  type NamedSetFilter,
  type NamedSetRowWithCount,
  type NamedSetTables,
} from './named-set.repository.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

/** One kind of named set (role, user group, room) and how it is named in audits and messages. */
export interface NamedSetKind extends NamedSetTables {
  /** Audit entity and record-access name. */
  entity: 'role' | 'user_group' | 'room';
  subject: Extract<GrantSubject, 'role' | 'group' | 'room'>;
  notFoundKey: string;
  nameTakenKey: string;
}

export interface GrantInput {
  permissions: string[];
  module_permission: ModulePermissionMap;
}

export interface NamedSetInput {
  name: string;
  description?: string | null | undefined;
  /** A permission key (roles, groups) or an account system (rooms). */
  system_key: string;
  /** Absent: the grant is left as it is (rooms are granted through their own call). */
  grant?: GrantInput;
  /** Absent: members are left as they are; present: they become exactly these accounts. */
  account_ids?: number[] | undefined;
}

export interface NamedSetView {
  id: number;
  name: string;
  description: string | null;
  system_key: string;
  permissions: string[];
  module_permission: ModulePermissionMap;
  member_count: number;
  created_at: string;
  updated_at: string;
}

export type NamedSetDetail = NamedSetView & { account_ids: number[] };

/** Codes deduplicated and sorted; every module path allows at least `view`, actions in catalogue order. */
export function normaliseGrant(input: GrantInput): GrantValue {
  return {
    permissions: [...new Set(input.permissions)].sort(),
    modulePermission: mergeModulePermissions([input.module_permission]),
  };
}

function viewOf(row: NamedSetRowWithCount, grant: GrantValue): NamedSetView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    system_key: row.systemKey,
    permissions: grant.permissions,
    module_permission: grant.modulePermission,
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function snapshot(view: NamedSetView, accountIds?: number[]): Record<string, unknown> {
  return {
    name: view.name,
    description: view.description,
    system_key: view.system_key,
    permissions: view.permissions,
    module_permission: view.module_permission,
    ...(accountIds ? { account_ids: accountIds } : {}),
  };
}

/**
 * Create, read, update, delete and membership of one kind of named set. Every change runs in one
 * transaction with its audit row and the access-version bump. Membership changes take the caller's
 * data scope: accounts outside it are unknown (400 on `account_ids`), and a replaced member list
 * keeps the members outside it. A delete first asks the modules holding the set (an order flow's step
 * names a room) and is refused with their 409.
 */
export function createNamedSetService(db: Db, kind: NamedSetKind, protection: DeleteGuard) {
  async function load(tx: DbOrTx, id: number): Promise<NamedSetDetail> {
    const row = await findNamedSet(tx, kind, id);
    if (!row) throw notFound(kind.notFoundKey);
    const [grant, accountIds] = await Promise.all([
      findGrant(tx, kind.subject, id),
      memberIdsOf(tx, kind, id),
    ]);
    return { ...viewOf(row, grant), account_ids: accountIds };
  }

  async function lock(tx: DbOrTx, id: number): Promise<NamedSetDetail> {
    if (!(await lockNamedSet(tx, kind, id))) throw notFound(kind.notFoundKey);
    return load(tx, id);
  }

  async function assertNameFree(tx: DbOrTx, systemKey: string, name: string, exceptId?: number) {
    if (await nameTaken(tx, kind, systemKey, name, exceptId)) throw conflict(kind.nameTakenKey, 'name');
  }

  /** A concurrent insert of the same name loses the race at the unique index: same 409. */
  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const constraint = constraintOf(error);
      if (isUniqueViolation(error) && (constraint === undefined || constraint.endsWith('_system_name_uq'))) {
        throw conflict(kind.nameTakenKey, 'name');
      }
      throw error;
    }
  }

  /** The members a replacement leaves: the ones given (all visible to the caller) plus the hidden ones. */
  async function membersAfterReplace(
    tx: DbOrTx,
    current: number[],
    given: number[],
    scope: DataScope,
  ): Promise<number[]> {
    const chosen = await requireAccounts(tx, given, 'account_ids', scope);
    const kept = await hiddenAccounts(tx, current, scope);
    return [...new Set([...chosen, ...kept])].sort((a, b) => a - b);
  }

  return {
    async list(filter: NamedSetFilter): Promise<Page<NamedSetView>> {
      const { rows, total } = await listNamedSets(db, kind, filter);
      const grants = await grantsOf(
        db,
        kind.subject,
        rows.map((r) => r.id),
      );
      const empty: GrantValue = { permissions: [], modulePermission: {} };
      return { results: rows.map((r) => viewOf(r, grants.get(r.id) ?? empty)), total };
    },

    get: (id: number) => load(db, id),

    /**
     * `extend` runs in the creating transaction after the members are in (a room's owner): what it
     * returns joins the audit row; what it throws undoes the whole create.
     */
    create(
      input: NamedSetInput,
      { accountId: actorId, scope }: Caller,
      extend?: (tx: DbOrTx, id: number) => Promise<Record<string, unknown>>,
    ): Promise<NamedSetDetail> {
      return guardUnique(() =>
        db.transaction(async (tx) => {
          const name = input.name.trim();
          await assertNameFree(tx, input.system_key, name);
          const accountIds = input.account_ids
            ? await requireAccounts(tx, input.account_ids, 'account_ids', scope)
            : [];
          const row = await insertNamedSet(
            tx,
            kind,
            { name, description: input.description ?? null, systemKey: input.system_key },
            actorId,
          );
          if (input.grant) await saveGrant(tx, kind.subject, row.id, normaliseGrant(input.grant), actorId);
          await addMembers(tx, kind, row.id, accountIds);
          const extra = extend ? await extend(tx, row.id) : {};
          const created = await load(tx, row.id);
          await recordAudit(tx, {
            entity: kind.entity,
            entityId: row.id,
            action: 'create',
            actorId,
            after: {
              ...snapshot(created, input.account_ids || extend ? created.account_ids : undefined),
              ...extra,
            },
          });
          await bumpAccessVersion(tx);
          return created;
        }),
      );
    },

    update(id: number, input: NamedSetInput, { accountId: actorId, scope }: Caller): Promise<NamedSetDetail> {
      return guardUnique(() =>
        db.transaction(async (tx) => {
          const before = await lock(tx, id);
          const name = input.name.trim();
          await assertNameFree(tx, input.system_key, name, id);
          const accountIds = input.account_ids
            ? await membersAfterReplace(tx, before.account_ids, input.account_ids, scope)
            : undefined;
          await updateNamedSet(
            tx,
            kind,
            id,
            { name, description: input.description ?? null, systemKey: input.system_key },
            actorId,
          );
          if (input.grant) await saveGrant(tx, kind.subject, id, normaliseGrant(input.grant), actorId);
          if (accountIds) await replaceMembers(tx, kind, id, accountIds);
          const after = await load(tx, id);
          const withMembers = accountIds !== undefined;
          await recordAudit(tx, {
            entity: kind.entity,
            entityId: id,
            action: 'update',
            actorId,
            before: snapshot(before, withMembers ? before.account_ids : undefined),
            after: snapshot(after, withMembers ? after.account_ids : undefined),
          });
          await bumpAccessVersion(tx);
          return after;
        }),
      );
    },

    /** Deletes the set, its memberships and its grant. */
    remove(id: number, actorId: number): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await protection.assertDeletable(tx, kind.entity, id);
        await deleteGrant(tx, kind.subject, id);
        await deleteNamedSet(tx, kind, id);
        await recordAudit(tx, {
          entity: kind.entity,
          entityId: id,
          action: 'delete',
          actorId,
          before: snapshot(before, before.account_ids),
        });
        await bumpAccessVersion(tx);
      });
    },

    /** Replaces the grant only (rooms). */
    setGrant(id: number, grant: GrantInput, actorId: number): Promise<NamedSetDetail> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await saveGrant(tx, kind.subject, id, normaliseGrant(grant), actorId);
        await touchNamedSet(tx, kind, id, actorId);
        const after = await load(tx, id);
        await recordAudit(tx, {
          entity: kind.entity,
          entityId: id,
          action: 'update_permissions',
          actorId,
          before: { permissions: before.permissions, module_permission: before.module_permission },
          after: { permissions: after.permissions, module_permission: after.module_permission },
        });
        await bumpAccessVersion(tx);
        return after;
      });
    },

    replaceMembers(
      id: number,
      ids: number[],
      { accountId: actorId, scope }: Caller,
    ): Promise<NamedSetDetail> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        const accountIds = await membersAfterReplace(tx, before.account_ids, ids, scope);
        await replaceMembers(tx, kind, id, accountIds);
        await touchNamedSet(tx, kind, id, actorId);
        const after = await load(tx, id);
        await recordAudit(tx, {
          entity: kind.entity,
          entityId: id,
          action: 'set_members',
          actorId,
          before: { account_ids: before.account_ids },
          after: { account_ids: after.account_ids },
        });
        await bumpAccessVersion(tx);
        return after;
      });
    },

    addMembers(id: number, ids: number[], { accountId: actorId, scope }: Caller): Promise<NamedSetDetail> {
      return db.transaction(async (tx) => {
        await lock(tx, id);
        const accountIds = await requireAccounts(tx, ids, 'account_ids', scope);
        const added = await addMembers(tx, kind, id, accountIds);
        if (added.length === 0) return load(tx, id);
        await touchNamedSet(tx, kind, id, actorId);
        await recordAudit(tx, {
          entity: kind.entity,
          entityId: id,
          action: 'add_members',
          actorId,
          after: { added_account_ids: added },
        });
        await bumpAccessVersion(tx);
        return load(tx, id);
      });
    },

    removeMembers(id: number, ids: number[], { accountId: actorId, scope }: Caller): Promise<NamedSetDetail> {
      return db.transaction(async (tx) => {
        await lock(tx, id);
        if (!scope.unrestricted) await requireAccounts(tx, ids, 'account_ids', scope);
        const removed = await removeMembers(tx, kind, id, [...new Set(ids)]);
        if (removed.length === 0) return load(tx, id);
        await touchNamedSet(tx, kind, id, actorId);
        await recordAudit(tx, {
          entity: kind.entity,
          entityId: id,
          action: 'remove_members',
          actorId,
          before: { removed_account_ids: removed },
        });
        await bumpAccessVersion(tx);
        return load(tx, id);
      });
    },

    /** Member ids, or a 404 when the set does not exist. */
    async memberIds(id: number): Promise<{ set: NamedSetView; accountIds: number[] }> {
      const detail = await load(db, id);
      return { set: detail, accountIds: detail.account_ids };
    },
  };
}

export type NamedSetService = ReturnType<typeof createNamedSetService>;
