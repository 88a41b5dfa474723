import { render } from '@testing-library/react';
// `react-router/dom` would load a second copy of react-router under Node (CJS vs ESM conditions).
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { MODULES } from '../app/modules';
import { appRouterSetup, openingPath } from '../app/router';
import { connectSession } from '../app/session';
import { syncSession } from '../platform/session';
import type { ModuleRoute, WebModuleManifest } from '../platform/routing';

/** The app's modules plus a test module declaring `routes` (pages only a test needs). */
export function withTestPages(routes: readonly ModuleRoute[]): readonly WebModuleManifest[] {
  return [...MODULES, { name: 'test-pages', routes }];
}

/**
 * Renders the whole app (real routes, guards, providers) in a memory router at `path`, built from
 * `modules` (default: the app's). A page reload (after logout) is recorded in `reloads` and played
 * as a fresh navigation.
 */
export function renderApp(path: string, modules: readonly WebModuleManifest[] = MODULES) {
  const queryClient = createQueryClient();
  // The app's two steps: the sign-in pages first, `modules` patched in on the first other address.
  const { routes, patchRoutesOnNavigation } = appRouterSetup(() => Promise.resolve(modules));
  const router = createMemoryRouter(routes, {
    initialEntries: [openingPath(path)],
    patchRoutesOnNavigation,
  });
  const reloads: string[] = [];
  const disconnect = connectSession(queryClient, {
    reload: (target) => {
      reloads.push(target);
      syncSession();
      void router.navigate(target, { replace: true });
    },
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    queryClient,
    reloads,
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
    unmount: () => {
      view.unmount();
      disconnect();
      router.dispose();
    },
  };
}
