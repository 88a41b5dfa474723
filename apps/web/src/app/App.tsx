import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { declaredRoutes, prefetchAllowed, startPrefetch } from '../platform/routing';
import { preloadLayouts } from './layouts';
import { AppProviders, createQueryClient } from './providers';
import { appRouterSetup, openingPath } from './router';
import { SignedInServices } from './notifications';
import { connectSession } from './session';

/** The route in the address bar (`#/en/login` → `/en/login`). */
export function hashPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** Before the first render: a bare `/` becomes `/en` when English was chosen before. */
export function openRememberedLanguage(): void {
  const path = hashPath();
  const opening = openingPath(path);
  if (opening !== path) window.history.replaceState(window.history.state, '', `#${opening}`);
}

/**
 * Hash router with base path / (spec §2.1), starting with the sign-in pages and patched with every
 * module's on the first navigation elsewhere; each page loads on demand, and the chunks of the links
 * the user is about to follow are prefetched (not on 2g or data-saver connections).
 */
export function createApp() {
  const queryClient = createQueryClient();
  const { routes, patchRoutesOnNavigation, loadModules } = appRouterSetup();
  const router = createHashRouter(routes, { patchRoutesOnNavigation });
  connectSession(queryClient);
  startPrefetch(declaredRoutes, (listener) =>
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') listener();
    }),
  );
  // The layouts' code and the modules' manifests, once the browser is idle (same connection rule as
  // page prefetch): the first page after signing in then opens at once.
  const warm = () => {
    if (!prefetchAllowed()) return;
    preloadLayouts();
    loadModules().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 5000 });
  else window.setTimeout(warm, 2000);
  return { router, queryClient };
}

export function App({ app }: { app: ReturnType<typeof createApp> }) {
  return (
    <AppProviders queryClient={app.queryClient}>
      <RouterProvider router={app.router} />
      <SignedInServices />
    </AppProviders>
  );
}
