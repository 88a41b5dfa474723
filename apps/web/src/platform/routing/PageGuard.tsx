import type { ComponentType } from 'react';
import { NoPermission } from '../layout/NoPermission';
import { usePermission } from '../session/use-permission';
import type { PagePermission } from './routes';

/**
 * The page wrapped in its page check (spec §6: a super user always passes): without the permission
 * the layout shows the no-permission message of spec §2.8 instead. Pages without a check are
 * returned as they are.
 */
export function guardedPage(Page: ComponentType, permission: PagePermission | undefined): ComponentType {
  if (permission === undefined) return Page;
  const required = permission;
  function GuardedPage() {
    return usePermission(required) ? <Page /> : <NoPermission />;
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}
