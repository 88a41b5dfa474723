import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as contract from '@kenh/contract';
import { accessApi, accountApi, type Endpoint } from '@kenh/contract';
import { z } from 'zod';
import { createMemoryRouter } from 'react-router';
import { MODULES } from '../app/modules';
import { appRouterSetup, routeInventory } from '../app/router';
import { localisePath } from '../platform/i18n';
import { commonEn } from '../platform/i18n/locales/en';
import { commonVi } from '../platform/i18n/locales/vi';
import { registeredPaths, routeShape, routesOf, samplePath } from '../platform/routing';
import { fail, mockFetch, ok, type MockResponse, type RecordedRequest } from './fetch-mock';
import { matchEndpoint, mockEndpoint } from './mock-endpoint';
import { accountDetailOf, ADMIN_LOGIN, signInAs } from './fixtures';
import { renderApp } from './render-app';

/** The spec's machine-readable route list (§2.2–2.7), beside the repository. */
const SPEC_ROUTES_FILE = path.resolve(import.meta.dirname, '../../../..', '../shared/spec/routes.json');

function specRoutes(): string[] {
  const parsed = JSON.parse(readFileSync(SPEC_ROUTES_FILE, 'utf8')) as { routes: { path: string }[] };
  return [...new Set(parsed.routes.map((r) => r.path))];
}

const inventory = routeInventory(MODULES);

describe('route inventory (spec §2.2–2.7)', () => {
  it('lists every declared page with its language twins, layout and page check', () => {
    expect(inventory.length).toBe(routesOf(MODULES).length);
    const passwordRequest = inventory.find((r) => r.path === '/password-request');
    expect(passwordRequest).toMatchObject({
      paths: { vi: '/password-request', en: '/en/password-request' },
      access: 'signed-in',
      permission: 'user.resetpassword',
    });
    expect(inventory.find((r) => r.path === '/')?.paths).toEqual({ vi: '/', en: '/en' });
  });

  it('starts with the sign-in and home pages and registers every declared page, in Vietnamese and under /en, once the modules load', async () => {
    const { routes, patchRoutesOnNavigation } = appRouterSetup(() => Promise.resolve(MODULES));
    const router = createMemoryRouter(routes, { initialEntries: ['/login'], patchRoutesOnNavigation });
    expect(registeredPaths(router.routes).sort()).toEqual([
      '/',
      '/en',
      '/en/forgot-password',
      '/en/login',
      '/forgot-password',
      '/login',
    ]);
    // A guest page of a business module (partner registration) is known once the modules load.
    await act(() => router.navigate('/register'));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.matches.at(-1)?.route.path).toBe('register');
    const registered = new Set(registeredPaths(router.routes));
    router.dispose();
    const missing = inventory.flatMap((entry) =>
      Object.values(entry.paths).filter((p) => !registered.has(p)),
    );
    expect(missing, 'declared routes without their language twin').toEqual([]);
    // Nothing registered that was not declared.
    const declared = new Set(inventory.flatMap((entry) => Object.values(entry.paths)));
    expect([...registered].filter((p) => !declared.has(p))).toEqual([]);
  });

  it.skipIf(!existsSync(SPEC_ROUTES_FILE))('compares the declarations with the spec routes', () => {
    const spec = specRoutes();
    const declaredShapes = new Set(inventory.map((entry) => routeShape(entry.path)));
    const specShapes = new Set(spec.map(routeShape));
    const notImplemented = spec.filter((p) => !declaredShapes.has(routeShape(p)));
    const notInSpec = inventory
      .map((e) => e.path)
      .filter((p) => !specShapes.has(routeShape(p)) && !DESIGNED_ROUTES.includes(p));

    console.info(
      `Spec routes implemented: ${spec.length - notImplemented.length} of ${spec.length}.\n` +
        `Not implemented yet (${notImplemented.length}):\n  ${notImplemented.join('\n  ')}`,
    );
    // Every declared page is a spec route (a typo would leave the real one unimplemented).
    expect(notInSpec, 'declared routes the spec does not list').toEqual([]);
    expect(notImplemented.length).toBeLessThan(spec.length);
  });
});

/**
 * Pages we designed beyond the spec's route list, each with its decision record: the printable
 * labour contract (docs/decisions/0010), the public partner registration (docs/partners.md, "Screens"),
 * the company profile (docs/decisions/0018).
 */
const DESIGNED_ROUTES: readonly string[] = [
  '/staff-manager/employee-contract/:id/print',
  '/register',
  // The company printed on order documents (docs/decisions/0018-order-pdf.md).
  '/settings/company',
  // Warehouse screens the spec does not list (docs/warehouse.md "Screens"): a central warehouse's
  // page, its creation, and the receipts.
  '/warehouse/detail/:id',
  '/warehouse/create',
  '/warehouse/receipt',
  '/warehouse/receipt/:id',
  '/warehouse/receipt/import',
  '/warehouse/receipt/export',
  '/warehouse/receipt/transfer',
  '/warehouse/receipt/count',
];

const ENDPOINTS = Object.entries(contract).flatMap(([name, value]) =>
  name.endsWith('Api') ? Object.values(value as Record<string, Endpoint>) : [],
);

/**
 * An empty answer shaped as the endpoint declares it: a list is `[]`, a page is an empty page, and
 * one record that an empty server cannot hold is "not found" (the page must show its not-found
 * state, not crash on a made-up shape).
 */
function emptyAnswer(request: RecordedRequest): MockResponse {
  const endpoint = ENDPOINTS.find((e) => matchEndpoint(e, request.method, request.path));
  const response = endpoint?.response;
  if (response instanceof z.ZodArray) return ok([]);
  if (response instanceof z.ZodObject && 'results' in response.shape) return ok({ results: [], total: 0 });
  if (request.method === 'GET' && response instanceof z.ZodObject && 'id' in response.shape) {
    return fail(404, 'not found');
  }
  return ok(request.method === 'GET' ? { results: [], total: 0 } : {});
}

/** Answers every call a page may make with an empty but well-formed result. */
function emptyServer() {
  return mockFetch(
    [
      mockEndpoint(
        accessApi.getUserPermission,
        ok({
          permission: ADMIN_LOGIN.permission,
          module_permission: ADMIN_LOGIN.module_permission,
          role: ADMIN_LOGIN.role,
        }),
      ),
      mockEndpoint(accountApi.getAccountById, ok(accountDetailOf(ADMIN_LOGIN))),
    ],
    { fallback: emptyAnswer },
  );
}

async function settle(app: ReturnType<typeof renderApp>) {
  await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('every declared route renders', () => {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const signedInPages = inventory.filter((entry) => entry.access !== 'guest');
  const guestPages = inventory.filter((entry) => entry.access === 'guest');

  it('signed in as a super user: no 404, no error page, no crash', async () => {
    signInAs(ADMIN_LOGIN);
    emptyServer();
    const app = renderApp('/');
    await screen.findByRole('heading', { name: /Xin chào/ });
    const failures: string[] = [];
    // Each page once, the languages taking turns: every page's language twin is registered (above)
    // and the pages share their language handling, so rendering each twice only doubled the test's
    // minute (docs/decisions/0022).
    for (const [index, entry] of signedInPages.entries()) {
      const locale = index % 2 === 0 ? 'vi' : 'en';
      const target = samplePath(localisePath(entry.path, locale));
      await act(() => app.router.navigate(target));
      await settle(app);
      const where = `${target} (declared ${entry.path})`;
      if (app.router.state.location.pathname !== target.split('?')[0]) failures.push(`${where}: redirected`);
      if (screen.queryByTestId('error-status'))
        failures.push(`${where}: error page ${screen.getByTestId('error-status').textContent}`);
      if (screen.queryByText((locale === 'vi' ? commonVi : commonEn).errors.noPermission))
        failures.push(`${where}: no permission`);
      if (screen.queryByTestId('error-details')) failures.push(`${where}: the error page failed`);
    }
    expect(failures).toEqual([]);
    app.unmount();
    // Every page of every module: grows with the modules, not a speed assertion.
  }, 300_000);

  it('signed out: the guest pages (login, forgot password) render', async () => {
    emptyServer();
    const failures: string[] = [];
    for (const entry of guestPages) {
      for (const locale of ['vi', 'en'] as const) {
        const target = samplePath(localisePath(entry.path, locale));
        const app = renderApp(target);
        await settle(app);
        await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
        if (app.path() !== target) failures.push(`${target}: redirected to ${app.path()}`);
        if (screen.queryByTestId('error-status')) failures.push(`${target}: error page`);
        app.unmount();
      }
    }
    expect(failures).toEqual([]);
  });
});
