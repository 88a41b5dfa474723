import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Account,
  AccountDetail,
  AccountFilter,
  AccountOption,
  CreateUserBody,
  Page,
  UpdateUserBody,
  accountDropdownQuery,
  accountListQuery,
  accountsByAdminQuery,
} from '@kenh/contract';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import { satisfies, type Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../platform/http/app-error.js';
import { accountFilterCondition } from './account-filter.js';
import { accountScopeAllows, accountScopeCondition } from './account-scope.js';
import { accountView, auditSnapshot } from './account-view.js';
import {
  countActiveSuperusers,
  dropdownAccounts,
  emailTaken,
  findAccountById,
  findAccountsByIds,
  listAccounts,
  listAccountsForExport,
  profileOf,
  replaceProfile,
  searchCondition,
  setActive,
  updateAccount,
  type AccountRow,
} from './account.repository.js';
import { accounts } from './account.tables.js';
import { derivedRoleCondition } from './derived-role-condition.js';
import { createAccount } from './create-account.js';
import { revokeAccountSessions, revokeAccountsSessions } from './session.repository.js';
import type { AccountPortFunctions } from './account.ports.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

type ListQuery = z.infer<typeof accountListQuery>;
type ByAdminQuery = z.infer<typeof accountsByAdminQuery>;
type DropdownQuery = z.infer<typeof accountDropdownQuery>;

const toPage = (result: { rows: AccountRow[]; total: number; capped: boolean }): Page<Account> => ({
  results: result.rows.map(accountView),
  total: result.total,
  ...(result.capped ? { total_capped: true } : {}),
});

/** True when `parentId` is `accountId` or one of the accounts below it. */
async function wouldCycle(db: DbOrTx, accountId: number, parentId: number): Promise<boolean> {
  if (accountId === parentId) return true;
  const rows = await db.execute<{ id: number }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from accounts where id = ${parentId}
      union all
      select a.id, a.parent_id, c.depth + 1 from accounts a join chain c on a.id = c.parent_id
      where c.depth < 100
    )
    select id from chain where id = ${accountId} limit 1`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list.length > 0;
}

/** At most this many rows go into one Excel export (narrow the filters for more). */
export const ACCOUNT_EXPORT_MAX_ROWS = 10_000;

/** Accounts as the user-manager screens see them: CRUD, status, scope. */
export function createAccountService(
  db: Db,
  hooks: Pick<AccountPortFunctions, 'onAccountDeleted' | 'roleMembers' | 'accountSaved'>,
  protection: DeleteProtectionRegistry,
) {
  const filterCondition = (caller: Caller, filter: AccountFilter) =>
    accountFilterCondition(filter, hooks.roleMembers, caller);

  /** An account the caller may act on: live, and within the caller's data scope. */
  async function scopedAccount(caller: Caller, id: number, tx: DbOrTx = db): Promise<AccountRow> {
    const row = await findAccountById(tx, id, accountScopeCondition(caller.scope, caller.accountId));
    if (!row) throw notFound('account.not_found');
    return row;
  }

  async function detail(tx: DbOrTx, row: AccountRow): Promise<AccountDetail> {
    return { ...accountView(row), profile: await profileOf(tx, row.id) };
  }

  async function checkParent(tx: DbOrTx, parentId: number | null | undefined, selfId?: number) {
    if (parentId === null || parentId === undefined) return;
    const parent = await findAccountById(tx, parentId);
    if (!parent)
      throw badRequest('error.bad_request', [{ field: 'parent_id', message: 'account.parent_not_found' }]);
    if (selfId !== undefined && (await wouldCycle(tx, selfId, parentId))) {
      throw badRequest('error.bad_request', [{ field: 'parent_id', message: 'account.parent_cycle' }]);
    }
  }

  async function list(caller: Caller, query: ListQuery): Promise<Page<Account>> {
    return toPage(await listAccounts(db, filterCondition(caller, query), query.page, query.page_size));
  }

  /** The rows of the Excel export: the list's filters and scope, newest first, capped. */
  async function exportRows(caller: Caller, filter: AccountFilter): Promise<Account[]> {
    const rows = await listAccountsForExport(db, filterCondition(caller, filter), ACCOUNT_EXPORT_MAX_ROWS);
    return rows.map(accountView);
  }

  async function listByAdmin(caller: Caller, query: ByAdminQuery): Promise<Page<Account>> {
    const where = and(eq(accounts.parentId, caller.accountId), searchCondition(query.search));
    return toPage(await listAccounts(db, where, query.page, query.page_size));
  }

  async function dropdown(caller: Caller, query: DropdownQuery): Promise<AccountOption[]> {
    const where = and(
      accountScopeCondition(caller.scope, caller.accountId),
      searchCondition(query.search),
      query.type ? eq(accounts.type, query.type) : undefined,
      query.system_key ? eq(accounts.systemKey, query.system_key) : undefined,
      query.is_active === undefined ? undefined : eq(accounts.isActive, query.is_active),
      query.role ? derivedRoleCondition(query.role) : undefined,
    );
    const rows = await dropdownAccounts(db, where, query.limit);
    return rows.map((r) => ({ value: r.id, label: r.fullname, label_child: r.username }));
  }

  /** Your own account always; anyone else's with `user`, inside your data scope. */
  async function getById(caller: Caller, id: number): Promise<AccountDetail> {
    if (id !== caller.accountId && !satisfies(caller, 'user')) throw forbidden();
    return detail(db, await scopedAccount(caller, id));
  }

  async function getByIds(caller: Caller, ids: number[]): Promise<{ results: Account[] }> {
    const rows = await findAccountsByIds(db, ids, accountScopeCondition(caller.scope, caller.accountId));
    return { results: rows.map(accountView) };
  }

  async function create(caller: Caller, body: CreateUserBody): Promise<AccountDetail> {
    const placed = { id: null, areaId: body.area_id ?? null, zoneId: body.zone_id ?? null };
    if (!accountScopeAllows(caller.scope, placed)) throw forbidden();
    return db.transaction(async (tx) => {
      await checkParent(tx, body.parent_id);
      const row = await createAccount(tx, {
        username: body.username,
        password: body.password,
        fullname: body.fullname,
        type: body.type,
        email: body.email ?? null,
        phone: body.phone ?? null,
        position: body.position ?? null,
        parentId: body.parent_id ?? null,
        areaId: body.area_id ?? null,
        zoneId: body.zone_id ?? null,
        profile: body.profile ?? [],
        actorId: caller.accountId,
      });
      await hooks.accountSaved(tx, row);
      return detail(tx, row);
    });
  }

  async function update(caller: Caller, id: number, body: UpdateUserBody): Promise<AccountDetail> {
    return db.transaction(async (tx) => {
      const before = await scopedAccount(caller, id, tx);
      // Moved only within the caller's data scope: an account in its area stays out of another's.
      const placed = {
        id,
        areaId: body.area_id === undefined ? before.areaId : body.area_id,
        zoneId: body.zone_id === undefined ? before.zoneId : body.zone_id,
      };
      if (!accountScopeAllows(caller.scope, placed, caller.accountId)) throw forbidden();
      const beforeProfile = await profileOf(tx, id);
      await checkParent(tx, body.parent_id, id);
      if (body.email && (await emailTaken(tx, body.email, id)))
        throw conflict('account.email_taken', 'email');
      const patch: Partial<typeof accounts.$inferInsert> = { updatedBy: caller.accountId };
      if (body.fullname !== undefined) patch.fullname = body.fullname;
      if (body.email !== undefined) patch.email = body.email;
      if (body.phone !== undefined) patch.phone = body.phone;
      if (body.position !== undefined) patch.position = body.position;
      if (body.parent_id !== undefined) patch.parentId = body.parent_id;
      if (body.area_id !== undefined) patch.areaId = body.area_id;
      if (body.zone_id !== undefined) patch.zoneId = body.zone_id;
      const after = (await updateAccount(tx, id, patch))!;
      await hooks.accountSaved(tx, after);
      if (body.profile) await replaceProfile(tx, id, body.profile);
      const afterProfile = await profileOf(tx, id);
      await recordAudit(tx, {
        entity: 'account',
        entityId: id,
        action: 'update',
        actorId: caller.accountId,
        before: auditSnapshot(before, beforeProfile),
        after: auditSnapshot(after, afterProfile),
      });
      return { ...accountView(after), profile: afterProfile };
    });
  }

  /** Guards shared by deactivate and delete: not yourself, not the last active super user. */
  async function guardRemoval(tx: DbOrTx, caller: Caller, target: AccountRow, selfKey: string) {
    if (target.id === caller.accountId) throw unprocessable(selfKey);
    if (target.isSuperuser && target.isActive && (await countActiveSuperusers(tx, [target.id])) === 0) {
      throw unprocessable('account.last_superuser');
    }
  }

  async function deactivate(caller: Caller, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await scopedAccount(caller, id, tx);
      await guardRemoval(tx, caller, before, 'account.cannot_deactivate_self');
      if (!before.isActive) return;
      await setActive(tx, [id], false, caller.accountId);
      await revokeAccountSessions(tx, id);
      await recordAudit(tx, {
        entity: 'account',
        entityId: id,
        action: 'deactivate',
        actorId: caller.accountId,
        before: { is_active: true },
        after: { is_active: false },
      });
    });
  }

  async function activateMany(caller: Caller, ids: number[]): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const rows = await findAccountsByIds(tx, unique, accountScopeCondition(caller.scope, caller.accountId));
      if (rows.length !== unique.length) throw notFound('account.not_found');
      // A pending registration is activated by confirming it (with the call of its type).
      if (rows.some((r) => r.registrationStatus === 'pending')) {
        throw conflict('account.registration_confirm_first');
      }
      const inactive = rows.filter((r) => !r.isActive);
      await setActive(
        tx,
        inactive.map((r) => r.id),
        true,
        caller.accountId,
      );
      for (const row of inactive) {
        await recordAudit(tx, {
          entity: 'account',
          entityId: row.id,
          action: 'activate',
          actorId: caller.accountId,
          before: { is_active: false },
          after: { is_active: true },
        });
      }
      return { updated: inactive.length };
    });
  }

  /**
   * Deactivates several accounts, all or nothing: any unknown or out-of-scope id is a 404, the
   * caller's own account a 422, and so is leaving no active super user; nothing changes then.
   */
  async function deactivateMany(caller: Caller, ids: number[]): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const rows = await findAccountsByIds(tx, unique, accountScopeCondition(caller.scope, caller.accountId));
      if (rows.length !== unique.length) throw notFound('account.not_found');
      if (unique.includes(caller.accountId)) throw unprocessable('account.cannot_deactivate_self');
      const active = rows.filter((r) => r.isActive);
      if (active.some((r) => r.isSuperuser) && (await countActiveSuperusers(tx, unique)) === 0) {
        throw unprocessable('account.last_superuser');
      }
      const activeIds = active.map((r) => r.id);
      await setActive(tx, activeIds, false, caller.accountId);
      await revokeAccountsSessions(tx, activeIds);
      await recordAudits(
        tx,
        activeIds.map((id) => ({
          entity: 'account' as const,
          entityId: id,
          action: 'deactivate',
          actorId: caller.accountId,
          before: { is_active: true },
          after: { is_active: false },
        })),
      );
      return { updated: activeIds.length };
    });
  }

  async function remove(caller: Caller, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await scopedAccount(caller, id, tx);
      await guardRemoval(tx, caller, before, 'account.cannot_delete_self');
      await protection.assertDeletable(tx, 'account', id);
      await updateAccount(tx, id, {
        isDeleted: true,
        isActive: false,
        deletedAt: sql`now()` as unknown as Date,
        updatedBy: caller.accountId,
      });
      await revokeAccountSessions(tx, id);
      await hooks.onAccountDeleted(tx, id);
      await recordAudit(tx, {
        entity: 'account',
        entityId: id,
        action: 'delete',
        actorId: caller.accountId,
        before: auditSnapshot(before, await profileOf(tx, id)),
        after: null,
      });
    });
  }

  return {
    list,
    exportRows,
    listByAdmin,
    dropdown,
    getById,
    getByIds,
    create,
    update,
    deactivate,
    activateMany,
    deactivateMany,
    remove,
    scopedAccount,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
