import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SHELL_MESSAGE_MODULES } from '@kenh/contract';
import {
  applyLanguage,
  loadModuleMessages,
  loadNamespaces,
  LOCALE_PREFIX,
  LOCALES,
  rememberedLocale,
  stripLocale,
  type Locale,
} from '../platform/i18n';
import { PageLoading } from '../platform/layout/PageLoading';
import {
  declaredGuards,
  declareModules,
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
  routesOf,
  UnknownRoutePage,
  type WebModuleManifest,
} from '../platform/routing';
import { syncSession } from '../platform/session';
import {
  DefaultLayout,
  DesktopLayout,
  EmptyLayout,
  ForgotPasswordLayout,
  PageDefaultLayout,
  UnknownRouteLayout,
} from './layouts';
import { MODULES } from './modules';

/** Every module's pages. */
export const MODULE_ROUTES: readonly ModuleRoute[] = routesOf(MODULES);

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  desktop: DesktopLayout,
  'page-default': PageDefaultLayout,
  empty: EmptyLayout,
  'forgot-password': ForgotPasswordLayout,
};

/** A page with the namespaces of the module declaring it, fetched together on the first visit. */
interface AppPage {
  route: ModuleRoute;
  messages: WebModuleManifest['messages'];
  /** Whether the page waits for the business modules' contract messages (docs/decisions/0017). */
  moduleMessages: boolean;
}

function pageRoute({ route, messages, moduleMessages }: AppPage, locale: Locale): RouteObject {
  // The guard runs on every navigation to the page, before its chunk renders.
  const loader = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = guardRedirect(route.access, locale, `${stripLocale(url.pathname)}${url.search}`);
    return target ? redirect(target) : null;
  };
  // The chunk and the module's texts load on the first visit (with the reload guard); the page check
  // of spec §6 wraps it.
  // A chunk that cannot load becomes a page that throws, so the route's error boundary shows it
  // (a rejected `lazy` would leave React Router rendering nothing at all).
  const lazy = async () => {
    try {
      const [Page] = await Promise.all([
        loadPage(route.page),
        messages ? loadPage(() => loadNamespaces(messages)) : undefined,
        moduleMessages ? loadPage(loadModuleMessages) : undefined,
      ]);
      return { Component: guardedPage(Page, routePermission(route, declaredGuards())) };
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
function localeTree(locale: Locale, pages: readonly AppPage[]): RouteObject {
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
        const inLayout = pages.filter((p) => p.route.layout === name);
        return inLayout.length
          ? [{ Component: Layout, children: inLayout.map((p) => pageRoute(p, locale)) }]
          : [];
      }),
      // Unknown addresses: 404, or the no-permission message under a guarded prefix (spec §6, §8),
      // inside the signed-in chrome so the menu and the way home stay at hand.
      {
        Component: UnknownRouteLayout,
        children: [
          {
            path: '*',
            loader: () => {
              syncSession();
              return null;
            },
            Component: UnknownRoutePage,
          },
        ],
      },
    ],
  };
}

/**
 * The route objects of the app, built from the modules' manifests (which the platform's chrome then
 * reads: top bar, bottom bar, home page); `createHashRouter` in the browser, a memory router in tests.
 */
export function buildRoutes(modules: readonly WebModuleManifest[] = MODULES): RouteObject[] {
  declareModules(modules);
  // Signed-in pages and any page of a business module get every contract message; the sign-in
  // pages live on the shell's (the /login budget, docs/decisions/0017).
  const pages = modules.flatMap((m) =>
    m.routes.map((route) => ({
      route,
      messages: m.messages,
      moduleMessages: route.access !== 'guest' || !SHELL_MESSAGE_MODULES.includes(m.name),
    })),
  );
  return LOCALES.map((locale) => localeTree(locale, pages));
}

/** Every declared page with its language twins, access, layout and page check (spec §2.2–2.7). */
export function routeInventory(modules: readonly WebModuleManifest[] = MODULES): RouteInventoryEntry[] {
  declareModules(modules);
  return inventoryOf(routesOf(modules), declaredGuards());
}
