import {
  deriveRole,
  PERMISSION_CODES,
  SIGNED_IN,
  systemKeyOf,
  type ExplainAccess,
  type ExplainAccessQuery,
  type GrantSource,
  type PermissionCode,
  type PermissionRequirement,
} from '@kenh/contract';
import { satisfies, type Caller, type SessionIdentity } from '../../platform/auth/caller.js';
import { UNRESTRICTED_SCOPE } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import type { RecordAccessRegistry } from '../../platform/records/record-access.js';
import { activeSuperuserIds, listAccountSummaries } from '../account/index.js';
import { computeAccess } from './access-loader.js';
import { applicableGrantSources, type GrantWithSubject } from './effective-access.repository.js';
import { ROLE, ROOM, USER_GROUP } from './named-set.kinds.js';
import { setsOfAccount } from './named-set.repository.js';

const CODES: ReadonlySet<string> = new Set(PERMISSION_CODES);

/** The codes a requirement lists (any one suffices); SIGNED_IN needs none. */
function codesOf(requirement: PermissionRequirement): PermissionCode[] {
  if (requirement === SIGNED_IN) return [];
  return typeof requirement === 'string' ? [requirement] : [...requirement];
}

/**
 * Changing a record needs the kind's write code: by the catalogue's convention `<read>.manage`
 * where it exists (`area` → `area.manage`), else the read code itself.
 */
function changeCodes(read: PermissionCode[]): PermissionCode[] {
  return read.map((code) => (CODES.has(`${code}.manage`) ? (`${code}.manage` as PermissionCode) : code));
}

const SOURCE_OF = { account: 'direct', role: 'role', group: 'group', room: 'room' } as const;

function sourcesFor(
  grants: GrantWithSubject[],
  codes: PermissionCode[],
  names: Map<string, string>,
): GrantSource[] {
  const sources: GrantSource[] = [];
  for (const grant of grants) {
    const source = SOURCE_OF[grant.subjectType];
    for (const code of codes) {
      const via = grant.permissions.includes(code)
        ? 'code'
        : Object.hasOwn(grant.modulePermission, code)
          ? 'module'
          : null;
      if (!via) continue;
      const direct = source === 'direct';
      sources.push({
        source,
        id: direct ? null : grant.subjectId,
        name: direct ? null : (names.get(`${source}:${grant.subjectId}`) ?? null),
        code,
        via,
      });
    }
  }
  return sources;
}

/**
 * "Explain access": for an account and a record, the answer the real checks would give and why.
 * It builds the account's caller with the loader's own `computeAccess`, then runs the kind's record
 * rule from the registry (`satisfies`, `inScope`, `canRead`) — the functions every request runs —
 * so the explanation cannot disagree with them (docs/access-control.md, "Explain access").
 */
export function createExplainAccessService(db: Db, records: RecordAccessRegistry) {
  return async (query: ExplainAccessQuery, asker: Caller): Promise<ExplainAccess> => {
    const { results } = await listAccountSummaries(db, {
      ids: [query.account_id],
      scope: asker.scope,
      page: 0,
      pageSize: 1,
    });
    const account = results[0];
    if (!account) throw notFound('access.account_unknown');
    const rule = records.ruleOf(query.kind);
    if (!rule) throw notFound('access.record_kind_invalid');

    const isSuperuser = (await activeSuperuserIds(db)).includes(account.id);
    const identity: SessionIdentity = {
      accountId: account.id,
      sessionId: 'explain-access',
      username: account.username,
      fullname: account.fullname,
      type: account.type,
      systemKey: systemKeyOf(account.system_key),
      isSuperuser,
      // No record rule reads the position (only the derived role shown to the web does).
      position: null,
    };
    const access = await computeAccess(db, identity);
    const caller: Caller = {
      ...identity,
      role: deriveRole(null, isSuperuser),
      permissions: new Set(access.permissions),
      modulePermission: access.modulePermission,
      // As the loader: a super user's scope is lifted.
      scope: isSuperuser ? UNRESTRICTED_SCOPE : access.scope,
    };

    const readCodes = codesOf(rule.permission);
    const required = query.action === 'read' ? readCodes : changeCodes(readCodes);
    const granted = rule.permission === SIGNED_IN || satisfies(caller, required);
    const ownRecord =
      query.action === 'read' &&
      rule.ownRecord !== undefined &&
      (await rule.ownRecord(caller, query.record_id));
    const inScope =
      rule.inScope === 'unscoped' || isSuperuser ? null : await rule.inScope(caller, query.record_id);

    let allowed: boolean;
    if (query.action === 'read') {
      allowed = await records.canRead(caller, query.kind, String(query.record_id));
    } else {
      allowed = isSuperuser || (granted && (rule.inScope === 'unscoped' || inScope === true));
    }
    // A deactivated account has no session: nothing is allowed whatever it is granted.
    if (!account.is_active) allowed = false;

    const names = new Map<string, string>();
    for (const [source, kind] of [
      ['role', ROLE],
      ['group', USER_GROUP],
      ['room', ROOM],
    ] as const) {
      for (const set of await setsOfAccount(db, kind, account.id)) names.set(`${source}:${set.id}`, set.name);
    }
    const grants = await applicableGrantSources(db, account.id, identity.systemKey);

    return {
      account: {
        id: account.id,
        username: account.username,
        fullname: account.fullname,
        system_key: account.system_key,
        permission_key: identity.systemKey,
        is_active: account.is_active,
        is_superuser: isSuperuser,
      },
      kind: query.kind,
      record_id: query.record_id,
      action: query.action,
      allowed,
      permission: { required, granted, sources: sourcesFor(grants, required, names) },
      record: {
        rule: rule.inScope === 'unscoped' ? 'unscoped' : 'scoped',
        in_scope: inScope,
        own_record: ownRecord,
      },
      scope: {
        unrestricted: caller.scope.unrestricted,
        area_ids: [...caller.scope.areaIds],
        zone_ids: [...caller.scope.zoneIds],
        account_ids: [...caller.scope.accountIds],
      },
    };
  };
}
