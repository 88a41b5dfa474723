import { deriveRole } from '@kenh/contract';
import type { AccessLoader } from '../app-context.js';
import type { CallerResolver, SessionVerifier } from './caller.js';

/** A caller = a verified session plus what the access module grants it, with the spec's derived role. */
export function composeCallerResolver(
  verifySession: SessionVerifier,
  loadAccess: AccessLoader,
): CallerResolver {
  return async (token) => {
    const identity = await verifySession(token);
    if (!identity) return null;
    const access = await loadAccess(identity);
    return {
      ...identity,
      role: deriveRole(identity.position, identity.isSuperuser),
      permissions: new Set(access.permissions),
      modulePermission: access.modulePermission,
      scope: access.scope,
    };
  };
}
