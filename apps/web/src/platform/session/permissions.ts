import type { ModuleAction, PermissionCode } from '@kenh/contract';
import type { SessionAccess, SessionUser } from './session-storage';

/**
 * Spec §6: a super user passes every check; otherwise one of the user's permission codes must be one
 * of `required` (any-of).
 */
export function hasPermission(
  user: Pick<SessionUser, 'is_superuser'> | null,
  access: Pick<SessionAccess, 'permission'>,
  required: PermissionCode | readonly PermissionCode[],
): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  const codes: readonly string[] = typeof required === 'string' ? [required] : required;
  return codes.some((code) => access.permission.includes(code));
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
