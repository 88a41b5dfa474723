import type { ReactNode } from 'react';
import type { ModuleAction } from '@kenh/contract';
import { useSessionAccess } from './access-store';
import { allowsAction, hasPermission, type RequiredPermission } from './permissions';
import { useSessionUser } from './session-store';

/** Whether the signed-in user holds `required` (any-of; a super user always does), spec §6. */
export function usePermission(required: RequiredPermission): boolean {
  const user = useSessionUser();
  const access = useSessionAccess();
  return hasPermission(user, access, required);
}

/** A permission check bound to the signed-in user, for filtering lists of entries. */
export function usePermissionCheck(): (required: RequiredPermission) => boolean {
  const user = useSessionUser();
  const access = useSessionAccess();
  return (required) => hasPermission(user, access, required);
}

/** Whether the module path allows `action` (default `view`), spec §6 nested map. */
export function useAllowsAction(modulePath: string, action: ModuleAction = 'view'): boolean {
  const user = useSessionUser();
  const access = useSessionAccess();
  return allowsAction(user, access, modulePath, action);
}

/** Renders `children` only when the user holds `permission` (any-of), otherwise `fallback`. */
export function Can({
  permission,
  fallback = null,
  children,
}: {
  permission: RequiredPermission;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return usePermission(permission) ? children : fallback;
}
