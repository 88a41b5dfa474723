import { act } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { declaredRoutes, type WebModuleManifest } from '../platform/routing';
import { appRouterSetup } from './router';

/** A business module with one guest page, so no session is needed to open it. */
const BOARD: WebModuleManifest = {
  name: 'board',
  routes: [
    {
      path: '/board',
      access: 'guest',
      layout: 'empty',
      page: () => Promise.resolve(() => <p>board</p>),
    },
  ],
};

function routerWith(load: () => Promise<readonly WebModuleManifest[]>) {
  const { routes, patchRoutesOnNavigation } = appRouterSetup(load);
  return createMemoryRouter(routes, { initialEntries: ['/login'], patchRoutesOnNavigation });
}

describe('the modules load on the first address the shell does not answer (docs/decisions/0023)', () => {
  it('loads them once, declares them and patches their pages in', async () => {
    const load = vi.fn(() => Promise.resolve([BOARD]));
    const router = routerWith(load);
    expect(declaredRoutes().map((route) => route.path)).not.toContain('/board');
    await act(() => router.navigate('/board'));
    await act(() => router.navigate('/en/board'));
    await act(() => router.navigate('/nowhere'));
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    await act(() => router.navigate('/board'));
    expect(router.state.matches.at(-1)?.route.path).toBe('board');
    expect(load).toHaveBeenCalledTimes(1);
    expect(declaredRoutes().map((route) => route.path)).toContain('/board');
    router.dispose();
  });

  it('shows the error page when they cannot load, and tries again on the next navigation', async () => {
    const load = vi
      .fn<() => Promise<readonly WebModuleManifest[]>>()
      .mockRejectedValueOnce(new Error('the manifests are unreachable'))
      .mockResolvedValue([BOARD]);
    const router = routerWith(load);
    await act(() => router.navigate('/board'));
    expect(Object.values(router.state.errors ?? {})).toEqual([new Error('the manifests are unreachable')]);
    await act(() => router.navigate('/board'));
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe('board');
    expect(load).toHaveBeenCalledTimes(2);
    router.dispose();
  });
});
