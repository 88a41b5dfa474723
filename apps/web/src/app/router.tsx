import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accountRoutes } from '../modules/account';
import { notificationRoutes } from '../modules/notification';
import { locateRoutes } from '../modules/locate';
import { geographyRoutes } from '../modules/geography';
import { organizationRoutes } from '../modules/organization';
import { staffRoutes } from '../modules/staff';
import { employeeContractRoutes } from '../modules/employee-contract';
import {
  applyLanguage,
  LOCALE_PREFIX,
  LOCALES,
  rememberedLocale,
  stripLocale,
  type Locale,
} from '../platform/i18n';
import { PageLoading } from '../platform/layout/PageLoading';
import {
  declareRoutes,
  guardedPage,
  guardRedirect,
  HOME_PATH,
  inventoryOf,
  loadPage,
  routePermission,
  RouteErrorBoundary,
  type LayoutName,
  type ModuleRoute,
  type RouteInventoryEntry,
  UnknownRoutePage,
} from '../platform/routing';
import { syncSession } from '../platform/session';
import {
  DefaultLayout,
  DesktopLayout,
  EmptyLayout,
  ForgotPasswordLayout,
  PageDefaultLayout,
} from './layouts';

/** Every module's pages. */
export const MODULE_ROUTES: readonly ModuleRoute[] = [
  ...accountRoutes,
  ...notificationRoutes,
  ...locateRoutes,
  ...geographyRoutes,
  ...organizationRoutes,
  ...staffRoutes,
  ...employeeContractRoutes,
];

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  desktop: DesktopLayout,
  'page-default': PageDefaultLayout,
  empty: EmptyLayout,
  'forgot-password': ForgotPasswordLayout,
};

function pageRoute(route: ModuleRoute, locale: Locale): RouteObject {
  // The guard runs on every navigation to the page, before its chunk renders.
  const loader = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = guardRedirect(route.access, locale, `${stripLocale(url.pathname)}${url.search}`);
    return target ? redirect(target) : null;
  };
  // The chunk loads on the first visit (with the reload guard); the page check of spec §6 wraps it.
  // A chunk that cannot load becomes a page that throws, so the route's error boundary shows it
  // (a rejected `lazy` would leave React Router rendering nothing at all).
  const lazy = async () => {
    try {
      return { Component: guardedPage(await loadPage(route.page), routePermission(route)) };
    } catch (error) {
      return { Component: failedPage(error) };
    }
  };
  // A failing page keeps the layout around its error page.
  const errorElement = <RouteErrorBoundary />;
  if (route.path === HOME_PATH) return { index: true, loader, lazy, errorElement };
  return { path: route.path.replace(/^\//, ''), loader, lazy, errorElement };
}

/** A page standing for one whose code could not be loaded: rendering it throws the load error. */
function failedPage(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error;
  };
}

/**
 * Where the app opens: a bare `/` opens `/en` when English was chosen before (the language cookie);
 * any other address keeps its own language.
 */
export function openingPath(path: string): string {
  return path === '/' && rememberedLocale() === 'en' ? LOCALE_PREFIX.en : path;
}

/** One tree per language: Vietnamese at `/`, English under `/en` (spec §2.1); entering one applies it. */
function localeTree(locale: Locale, routes: readonly ModuleRoute[]): RouteObject {
  return {
    id: `root-${locale}`,
    path: LOCALE_PREFIX[locale] || '/',
    loader: () => {
      applyLanguage(locale);
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorBoundary />,
    children: [
      ...Object.entries(LAYOUTS).flatMap(([name, Layout]) => {
        const pages = routes.filter((r) => r.layout === name);
        return pages.length ? [{ Component: Layout, children: pages.map((r) => pageRoute(r, locale)) }] : [];
      }),
      // Unknown addresses: 404, or the no-permission message under a guarded prefix (spec §6, §8).
      {
        path: '*',
        loader: () => {
          syncSession();
          return null;
        },
        Component: UnknownRoutePage,
      },
    ],
  };
}

/** The route objects of the app; `createHashRouter` in the browser, a memory router in tests. */
export function buildRoutes(routes: readonly ModuleRoute[] = MODULE_ROUTES): RouteObject[] {
  declareRoutes(routes);
  return LOCALES.map((locale) => localeTree(locale, routes));
}

/** Every declared page with its language twins, access, layout and page check (spec §2.2–2.7). */
export function routeInventory(routes: readonly ModuleRoute[] = MODULE_ROUTES): RouteInventoryEntry[] {
  return inventoryOf(routes);
}
