import { render } from '@testing-library/react';
// `react-router/dom` would load a second copy of react-router under Node (CJS vs ESM conditions).
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { buildRoutes, openingPath } from '../app/router';
import { connectSession } from '../app/session';
import { syncSession } from '../platform/session';
import type { ModuleRoute } from '../platform/routing';

/**
 * Renders the whole app (real routes, guards, providers) in a memory router at `path`. A page
 * reload (after logout) is recorded in `reloads` and played as a fresh navigation.
 */
export function renderApp(path: string, routes?: readonly ModuleRoute[]) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(routes), { initialEntries: [openingPath(path)] });
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
