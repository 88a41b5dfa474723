import { Outlet } from 'react-router';
import { PageLoading } from '../platform/layout/PageLoading';
import { lazyComponent } from '../platform/routing';

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
  () => layouts().then((m) => m.ForgotPasswordLayout),
  loading,
);

/**
 * Empty layout (spec §2.8, no chrome), the same markup as `platform/layout`'s `EmptyLayout`. Kept
 * here because that one shares its file with the desktop chrome: importing it would load the whole
 * chrome with /login. Switch to a lazy import once the layouts live in files of their own.
 */
export function EmptyLayout() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <Outlet />
    </div>
  );
}
