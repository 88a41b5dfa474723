import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers';
import { buildRoutes } from './router';
import { connectSession } from './session';

/** Hash router with base path / (spec §2.1); each page loads on demand. */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createHashRouter(buildRoutes());
  connectSession(router, queryClient);
  return { router, queryClient };
}

export function App({ app }: { app: ReturnType<typeof createApp> }) {
  return (
    <AppProviders queryClient={app.queryClient}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
