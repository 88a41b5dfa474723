import { hasPermission, useSessionAccess, useSessionUser } from '../../../platform/session';

/** Whether the signed-in user may create, change and delete areas and zones (`area.manage`). */
export function useCanManageAreas(): boolean {
  const user = useSessionUser();
  const access = useSessionAccess();
  return hasPermission(user, access, 'area.manage');
}
