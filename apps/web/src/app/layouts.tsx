import { EmptyLayout } from '../platform/layout/EmptyLayout';
import { PageLoading } from '../platform/layout/PageLoading';
import { lazyComponent } from '../platform/routing';
import { useSessionUser } from '../platform/session';

/**
 * The layouts, loaded with the first page that uses one, so the desktop chrome (top bar, menus,
 * mobile header, bottom bar) stays out of the bundle of /login.
 */
const layouts = () => import('../platform/layout/layouts');

/** Fetches the layouts' code ahead (idle time on /login, so the first page after signing in opens at once). */
export function preloadLayouts(): void {
  void layouts().catch(() => undefined);
}
const loading = <PageLoading />;

export const DefaultLayout = lazyComponent(() => layouts().then((m) => m.DefaultLayout), loading);
export const DesktopLayout = lazyComponent(() => layouts().then((m) => m.DesktopLayout), loading);
export const PageDefaultLayout = lazyComponent(() => layouts().then((m) => m.PageDefaultLayout), loading);
export const ForgotPasswordLayout = lazyComponent(
  () => import('../platform/layout/ForgotPasswordLayout').then((m) => m.ForgotPasswordLayout),
  loading,
);

/** Empty layout (spec §2.8): no chrome, a file of its own so /login loads none of the desktop chrome. */
export { EmptyLayout };

/**
 * Around an address no page answers: the signed-in chrome (top bar or mobile header and bottom bar),
 * so the 404 and no-permission pages keep the menu; a guest gets the bare page.
 */
export function UnknownRouteLayout() {
  return useSessionUser() ? <DesktopLayout /> : <EmptyLayout />;
}
