import { mergeModulePermissions } from '@kenh/contract';
import type { AccessLoader, AppContext, EffectiveAccess } from '../../platform/app-context.js';
import type { DataScope, SessionIdentity } from '../../platform/auth/caller.js';
import { UNRESTRICTED_SCOPE } from '../../platform/auth/data-scope.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { readAccessVersion } from './access-state.repository.js';
import { findDataScope, type DataScopeRow } from './data-scope.repository.js';
import { applicableGrants } from './effective-access.repository.js';

/** Entries kept per process before the cache starts over (a few KB each). */
const MAX_ENTRIES = 10_000;

/** Effective access of one account in one system, straight from the database. */
export async function computeAccess(db: DbOrTx, identity: SessionIdentity): Promise<EffectiveAccess> {
  const [grants, scopeRow] = await Promise.all([
    applicableGrants(db, identity.accountId, identity.systemKey),
    findDataScope(db, identity.accountId),
  ]);
  const permissions = [...new Set(grants.flatMap((g) => g.permissions))].sort();
  const modulePermission = mergeModulePermissions(grants.map((g) => g.modulePermission));
  return { permissions, modulePermission, scope: scopeOfRow(scopeRow, identity.accountId) };
}

/** An account's data scope from its stored row (none, or `unrestricted`: no limit). */
export function scopeOfRow(row: DataScopeRow | undefined, accountId: number): DataScope {
  if (!row || row.unrestricted) return UNRESTRICTED_SCOPE;
  return {
    unrestricted: false,
    areaIds: row.areaIds,
    zoneIds: row.zoneIds,
    // A restricted account always sees the rows that are its own.
    accountIds: [...new Set([...row.accountIds, accountId])],
  };
}

function freeze(access: EffectiveAccess): EffectiveAccess {
  Object.freeze(access.permissions);
  for (const actions of Object.values(access.modulePermission)) Object.freeze(actions);
  Object.freeze(access.modulePermission);
  if (access.scope !== UNRESTRICTED_SCOPE) {
    Object.freeze(access.scope.areaIds);
    Object.freeze(access.scope.zoneIds);
    Object.freeze(access.scope.accountIds);
    Object.freeze(access.scope);
  }
  return Object.freeze(access);
}

/**
 * Effective access per (system key, account), cached in this process. Every call first reads
 * `access_state.version` (one primary-key lookup); entries are valid only for the version they were
 * computed under, so a change committed by any server process is seen by the next request
 * everywhere. See docs/access-control.md, "Caching".
 */
export function createAccessLoader(ctx: Pick<AppContext, 'db'>): AccessLoader {
  const db = ctx.db;
  let cachedVersion = -1;
  const entries = new Map<string, EffectiveAccess>();

  return async (identity) => {
    const version = await readAccessVersion(db);
    if (version > cachedVersion) {
      entries.clear();
      cachedVersion = version;
    }
    const key = `${identity.systemKey}:${identity.accountId}`;
    let access = version === cachedVersion ? entries.get(key) : undefined;
    if (!access) {
      access = freeze(await computeAccess(db, identity));
      // Computed after reading `version`, so it is at least that fresh; an older read bypasses.
      if (version === cachedVersion) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, access);
      }
    }
    // The super-user flag comes with the session, not the cache: it always sees everything.
    return identity.isSuperuser ? { ...access, scope: UNRESTRICTED_SCOPE } : access;
  };
}
