import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ModulePermissionMap } from '@kenh/contract';
import { cookies } from '../../testing/cookie-jar';
import { ADMIN_LOGIN } from '../../testing/fixtures';
import { applyLanguage, i18next, type Locale } from '../i18n';
import { declareModules, type WebModuleManifest } from '../routing';
import { syncSession } from '../session/session-store';
import { KeptStyles } from './kept-styles';
import { SPEC_NAV_MODULE } from './nav/spec-nav.fixture';

/** Signs a test user in: session cookies, the `userAccount` cookie and stored permissions. */
export function signIn({
  superuser = false,
  permission = [],
  modulePermission = {},
  fullname = 'Nguyễn Văn An',
}: {
  superuser?: boolean;
  permission?: string[];
  modulePermission?: ModulePermissionMap;
  fullname?: string;
} = {}) {
  cookies.set('accessToken', 'access-1');
  cookies.set('refreshToken', 'refresh-1');
  cookies.set(
    'userAccount',
    JSON.stringify({ ...ADMIN_LOGIN.user, fullname, is_superuser: superuser, profile: [] }),
  );
  localStorage.setItem('permission', JSON.stringify(permission));
  localStorage.setItem('module_permission', JSON.stringify(modulePermission));
  syncSession();
}

/** Sets the window size happy-dom reports to media queries. */
export function setViewport(width: number, height = 900) {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height });
}

/** happy-dom's emulated device: what `(prefers-reduced-motion: reduce)` answers. */
export function prefersReducedMotion(value: 'reduce' | 'no-preference') {
  (
    window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
  ).happyDOM.settings.device.prefersReducedMotion = value;
}

/**
 * Renders `ui` (or a route tree) with i18n, a fresh query client and a memory router at `path`;
 * `locale` picks the language (English paths start with /en). The bars show the entries `modules`
 * declare (default: every screen the spec's bars list).
 */
export function renderShell(
  ui: ReactElement | RouteObject[],
  {
    path = '/',
    locale = 'vi',
    modules = [SPEC_NAV_MODULE],
  }: { path?: string; locale?: Locale; modules?: readonly WebModuleManifest[] } = {},
) {
  declareModules(modules);
  applyLanguage(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <KeptStyles>
          <RouterProvider router={router} />
        </KeptStyles>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    ...view,
    router,
    queryClient,
    path: () => router.state.location.pathname,
  };
}
