import { matchRoutes } from 'react-router';
import { stripLocale } from '../i18n/language';
import { guardsOf, routesOf, type WebModuleManifest } from './manifest';
import { PAGE_GUARDS, type PageGuard } from './page-guards';
import type { ModuleRoute } from './routes';

interface Registry {
  modules: readonly WebModuleManifest[];
  routes: readonly ModuleRoute[];
  guards: readonly PageGuard[];
}

let registry: Registry = { modules: [], routes: [], guards: PAGE_GUARDS };

/**
 * Remembers the app's modules (the app calls it when it builds its routes), so the platform's
 * chrome — top bar, bottom navigation, home page, unknown-route guard — reads them without
 * importing any module.
 */
export function declareModules(modules: readonly WebModuleManifest[]): void {
  registry = { modules, routes: routesOf(modules), guards: [...PAGE_GUARDS, ...guardsOf(modules)] };
}

export function declaredModules(): readonly WebModuleManifest[] {
  return registry.modules;
}

/** Every page of the declared modules. */
export function declaredRoutes(): readonly ModuleRoute[] {
  return registry.routes;
}

/** The spec's page guards and the modules' own. */
export function declaredGuards(): readonly PageGuard[] {
  return registry.guards;
}

/**
 * The declared route a path (either language, query ignored) opens, if any — ranked as the router
 * ranks them, whatever the modules' order: `/my-setting/flow-order` (order module) over
 * `/my-setting/:id?` (access module).
 */
export function findRoute(routes: readonly ModuleRoute[], path: string): ModuleRoute | undefined {
  const plain = stripLocale(path.split(/[?#]/)[0] || '/');
  return matchRoutes(
    routes.map((route) => ({ path: route.path, declared: route })),
    plain,
  )?.[0]?.route.declared;
}
