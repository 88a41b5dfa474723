import type { ComponentType } from 'react';
import {
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
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
import { SHELL_MODULES } from './shell';

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
  /** Whether the page waits for every module (`ModulesReady`); the shell's guest pages do not. */
  withModules: boolean;
}

/**
 * Resolves once every module's manifest is loaded and declared (the chrome around a signed-in page
 * reads them, docs/decisions/0023) and the business modules' contract messages are known (0017).
 */
type ModulesReady = () => Promise<unknown>;

function pageRoute(
  { route, messages, withModules }: AppPage,
  locale: Locale,
  modulesReady: ModulesReady,
): RouteObject {
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
        withModules ? modulesReady() : undefined,
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

/** The pages of `pages` under their layouts (pathless parents), in one language. */
function layoutGroups(pages: readonly AppPage[], locale: Locale, modulesReady: ModulesReady): RouteObject[] {
  return Object.entries(LAYOUTS).flatMap(([name, Layout]) => {
    const inLayout = pages.filter((p) => p.route.layout === name);
    return inLayout.length
      ? [{ Component: Layout, children: inLayout.map((p) => pageRoute(p, locale, modulesReady)) }]
      : [];
  });
}

const localeRootId = (locale: Locale) => `root-${locale}`;

/**
 * One tree per language: Vietnamese at `/`, English under `/en` (spec §2.1); entering one applies it.
 * It starts with `pages` (the sign-in pages); the modules' pages are patched in later.
 */
function localeTree(locale: Locale, pages: readonly AppPage[], modulesReady: ModulesReady): RouteObject {
  return {
    id: localeRootId(locale),
    path: LOCALE_PREFIX[locale] || '/',
    loader: () => {
      applyLanguage(locale);
      return null;
    },
    shouldRevalidate: () => false,
    // While React Router asks for the modules' pages, the root alone matches: it renders nothing
    // more than its (empty) outlet.
    Component: Outlet,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorBoundary />,
    children: [
      ...layoutGroups(pages, locale, modulesReady),
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

/** The pages of `modules` as the router registers them. */
function appPages(modules: readonly WebModuleManifest[]): AppPage[] {
  // Signed-in pages and any page of a business module get every contract message; the sign-in
  // pages live on the shell's (the /login budget, docs/decisions/0017).
  return modules.flatMap((m) =>
    m.routes.map((route) => ({
      route,
      messages: m.messages,
      withModules: route.access !== 'guest' || !SHELL_MESSAGE_MODULES.includes(m.name),
    })),
  );
}

/** Every module's manifest, a chunk of its own. */
const loadAppModules = (): Promise<readonly WebModuleManifest[]> =>
  import('./modules').then((m) => m.MODULES);

export interface AppRouterSetup {
  /** The routes the router starts with: the sign-in pages, the home page and the unknown-address page. */
  routes: RouteObject[];
  /** Adds every module's pages on the first navigation to any other address. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /**
   * Loads and declares every module, with the business modules' contract messages, ahead (idle time
   * on /login), so the next page opens at once.
   */
  loadModules: () => Promise<readonly WebModuleManifest[]>;
}

/**
 * The app's routes in two steps (docs/decisions/0023): the entry holds only the sign-in and home
 * pages (`SHELL_MODULES`); every module's manifest — routes, navigation entries, home counts — is
 * one chunk, loaded and patched into both language trees by React Router on the first navigation
 * the shell's pages do not answer (the unknown-address route's splat makes it ask for every other
 * address). The home page (which the language roots would otherwise answer themselves, with no
 * page) waits for the same chunk, as every signed-in page does: the declared modules feed the
 * platform's chrome (top bar, bottom bar, home page, guards). `load` is the modules' chunk; tests
 * pass their own list.
 */
export function appRouterSetup(
  load: () => Promise<readonly WebModuleManifest[]> = loadAppModules,
): AppRouterSetup {
  declareModules(SHELL_MODULES);
  const shellRoutes = new Set(routesOf(SHELL_MODULES));
  let loading: Promise<readonly WebModuleManifest[]> | undefined;
  let patched = false;
  const loadModules = () =>
    (loading ??= Promise.all([loadPage(load), loadPage(loadModuleMessages)]).then(
      ([modules]) => {
        declareModules(modules);
        return modules;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    routes: LOCALES.map((locale) => localeTree(locale, appPages(SHELL_MODULES), loadModules)),
    loadModules,
    patchRoutesOnNavigation: async ({ patch }) => {
      const modules = await loadModules();
      // React Router asks again on every address with a parameter; it would drop an identical
      // patch, but building and comparing every page each time is work for nothing.
      if (patched) return;
      patched = true;
      const pages = appPages(modules).filter((page) => !shellRoutes.has(page.route));
      for (const locale of LOCALES) patch(localeRootId(locale), layoutGroups(pages, locale, loadModules));
    },
  };
}

/** Every declared page with its language twins, access, layout and page check (spec §2.2–2.7). */
export function routeInventory(modules: readonly WebModuleManifest[]): RouteInventoryEntry[] {
  declareModules(modules);
  return inventoryOf(routesOf(modules), declaredGuards());
}
