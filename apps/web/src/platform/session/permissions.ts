import type { ModuleAction, ModulePermissionMap, PermissionCode } from '@kenh/contract';
import type { SessionAccess, SessionUser } from './session-storage';

/** One permission code, or a list of which any one is enough. */
export type RequiredPermission = PermissionCode | readonly PermissionCode[];

/**
 * Spec §6: a super user passes every check; otherwise one of `required` (any-of) must be one of the
 * user's permission codes or a key of their module permission map — the same rule as the server's
 * `satisfies` (apps/server/src/platform/auth/caller.ts).
 */
export function hasPermission(
  user: Pick<SessionUser, 'is_superuser'> | null,
  access: Pick<SessionAccess, 'permission'> & { modulePermission?: ModulePermissionMap },
  required: RequiredPermission,
): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  const codes: readonly string[] = typeof required === 'string' ? [required] : required;
  const modules = access.modulePermission ?? {};
  return codes.some((code) => access.permission.includes(code) || Object.hasOwn(modules, code));
}

/** The nested module map (spec §6): a granted module path allows `view` and the actions listed. */
export function allowsAction(
  user: Pick<SessionUser, 'is_superuser'> | null,
  access: Pick<SessionAccess, 'modulePermission'>,
  modulePath: string,
  action: ModuleAction = 'view',
): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  const actions = access.modulePermission[modulePath];
  if (!actions) return false;
  return action === 'view' || actions.includes(action);
}
