import type { ComponentType } from 'react';
import { usePermission } from '../session/use-permission';
import { lazyComponent } from './lazy-component';
import type { PagePermission } from './routes';

/** The message of spec §2.8, loaded only when a check fails. */
const NoPermission = lazyComponent(() => import('../layout/NoPermission').then((m) => m.NoPermission));

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
