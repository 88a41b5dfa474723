import type {
  DerivedRole,
  ModulePermissionMap,
  PermissionCode,
  PermissionRequirement,
  SystemKey,
} from '@kenh/contract';
import { SIGNED_IN } from '@kenh/contract';

/** Data scope of a restricted account (areas, zones, accounts; OR-ed): see docs/access-control.md. */
export interface DataScope {
  unrestricted: boolean;
  areaIds: number[];
  zoneIds: number[];
  accountIds: number[];
}

/** What a valid, unrevoked session says about its account (from the account module). */
export interface SessionIdentity {
  accountId: number;
  sessionId: string;
  username: string;
  fullname: string;
  type: string;
  systemKey: SystemKey;
  isSuperuser: boolean;
  position: string | null;
}

/** Verifies an access token and its session; null when invalid, expired or revoked. */
export type SessionVerifier = (token: string) => Promise<SessionIdentity | null>;

/** Who is calling, resolved once per request from the bearer token. */
export interface Caller extends SessionIdentity {
  role: DerivedRole;
  permissions: ReadonlySet<string>;
  modulePermission: ModulePermissionMap;
  scope: DataScope;
}

/** Spec §6: a super user passes; otherwise one permission code or module permission code matches. */
export function satisfies(caller: Caller, requirement: PermissionRequirement): boolean {
  if (requirement === SIGNED_IN) return true;
  if (caller.isSuperuser) return true;
  const codes: readonly PermissionCode[] = typeof requirement === 'string' ? [requirement] : requirement;
  return codes.some((code) => caller.permissions.has(code) || Object.hasOwn(caller.modulePermission, code));
}

/**
 * Resolves a bearer token to a caller, or null when the token is invalid, expired, or its session
 * was revoked (logout, deactivation, password change). Provided by the app's composition root.
 */
export type CallerResolver = (token: string) => Promise<Caller | null>;
