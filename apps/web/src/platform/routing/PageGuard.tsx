import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { stripLocale } from '../i18n/language';
import { useSessionUser } from '../session/session-store';
import { usePermission } from '../session/use-permission';
import { lazyComponent } from './lazy-component';
import { declaredGuards } from './module-registry';
import { guardForPath } from './page-guards';
import { LazyNotFoundPage } from './RouteErrorBoundary';
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

/**
 * The page for an address no route answers (spec §8: 404). Under a guarded prefix of spec §6
 * (e.g. `/settings/role` before its module lands) a signed-in user without the permission gets the
 * no-permission message instead, as the page itself would show: the check never depends on
 * whether the page exists yet.
 */
export function UnknownRoutePage() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const required = guardForPath(stripLocale(pathname), declaredGuards());
  const allowed = usePermission(required ?? []);
  if (user && required !== undefined && !allowed) return <NoPermission />;
  return <LazyNotFoundPage />;
}
