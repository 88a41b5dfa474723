import type { AccountAccess, AccountGrant, SubjectGrant } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/app-error.js';
import { bumpAccessVersion } from './access-state.repository.js';
import { requireAccount, requireAccounts } from './account-directory.js';
import type { ZonesWithinScope } from './access.ports.js';
import { createDataScopeService } from './data-scope.service.js';
import { findGrant, saveGrant, type GrantRow } from './grant.repository.js';
import { ROLE, ROOM, USER_GROUP } from './named-set.kinds.js';
import { findNamedSet, setsOfAccount } from './named-set.repository.js';
import { createNamedSetService, normaliseGrant, type GrantInput } from './named-set.service.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';

function grantView(grant: GrantRow) {
  return {
    permissions: grant.permissions,
    module_permission: grant.modulePermission,
    updated_at: grant.updatedAt ? grant.updatedAt.toISOString() : null,
  };
}

const refs = (rows: { id: number; name: string; systemKey: string }[]) =>
  rows.map((r) => ({ id: r.id, name: r.name, system_key: r.systemKey }));

/** Direct grants to one account, room grants, and the overview of one account's access. */
export function createGrantService(db: Db, zonesWithinScope: ZonesWithinScope, protection: DeleteGuard) {
  const roomService = createNamedSetService(db, ROOM, protection);
  const dataScopes = createDataScopeService(db, zonesWithinScope);

  async function accountGrant(accountId: number): Promise<AccountGrant> {
    await requireAccount(db, accountId);
    return { account_id: accountId, ...grantView(await findGrant(db, 'account', accountId)) };
  }

  /**
   * Replaces the account's direct grant; an account unknown to the caller (missing, or outside its
   * data scope) is a field error on `account_id`.
   */
  async function setAccountGrant(
    accountId: number,
    input: GrantInput,
    caller: Caller,
  ): Promise<AccountGrant> {
    const actorId = caller.accountId;
    return db.transaction(async (tx) => {
      await requireAccounts(tx, [accountId], 'account_id', caller.scope);
      const before = await findGrant(tx, 'account', accountId);
      const after = await saveGrant(tx, 'account', accountId, normaliseGrant(input), actorId);
      await recordAudit(tx, {
        entity: 'account_grant',
        entityId: accountId,
        action: before.updatedAt ? 'update' : 'create',
        actorId,
        before: before.updatedAt
          ? { permissions: before.permissions, module_permission: before.modulePermission }
          : null,
        after: { permissions: after.permissions, module_permission: after.modulePermission },
      });
      await bumpAccessVersion(tx);
      return { account_id: accountId, ...grantView(after) };
    });
  }

  async function requireRoomField(roomId: number) {
    if (!(await findNamedSet(db, ROOM, roomId))) {
      throw badRequest('error.bad_request', [{ field: 'room_id', message: 'access.room_not_found' }]);
    }
  }

  return {
    accountGrant,
    setAccountGrant,

    async subjectGrant(subject: {
      account_id?: number | undefined;
      room_id?: number | undefined;
    }): Promise<SubjectGrant> {
      if (subject.room_id !== undefined) {
        await requireRoomField(subject.room_id);
        const grant = await findGrant(db, 'room', subject.room_id);
        return {
          subject_type: 'room',
          subject_id: subject.room_id,
          ...grantView(grant),
        } satisfies SubjectGrant;
      }
      const accountId = subject.account_id!;
      await requireAccounts(db, [accountId], 'account_id');
      const grant = await findGrant(db, 'account', accountId);
      return { subject_type: 'account', subject_id: accountId, ...grantView(grant) } satisfies SubjectGrant;
    },

    /** The grant of exactly one account or one room (the contract refuses both or neither). */
    async setSubjectGrant(
      subject: { account_id?: number | undefined; room_id?: number | undefined },
      input: GrantInput,
      caller: Caller,
    ): Promise<SubjectGrant> {
      if (subject.room_id !== undefined) {
        await requireRoomField(subject.room_id);
        const room = await roomService.setGrant(subject.room_id, input, caller.accountId);
        const grant = await findGrant(db, 'room', room.id);
        return { subject_type: 'room', subject_id: room.id, ...grantView(grant) };
      }
      const saved = await setAccountGrant(subject.account_id!, input, caller);
      const { account_id, ...grant } = saved;
      return { subject_type: 'account', subject_id: account_id, ...grant };
    },

    async accountAccess(accountId: number): Promise<AccountAccess> {
      await requireAccount(db, accountId);
      const [direct, roleRows, groupRows, roomRows, scope] = await Promise.all([
        findGrant(db, 'account', accountId),
        setsOfAccount(db, ROLE, accountId),
        setsOfAccount(db, USER_GROUP, accountId),
        setsOfAccount(db, ROOM, accountId),
        dataScopes.get(accountId),
      ]);
      return {
        account_id: accountId,
        direct: grantView(direct),
        roles: refs(roleRows),
        groups: refs(groupRows),
        rooms: refs(roomRows),
        data_scope: scope,
      };
    },
  };
}
