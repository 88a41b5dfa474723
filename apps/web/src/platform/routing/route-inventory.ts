import type { RouteObject } from 'react-router';
import { localisePath, LOCALES, type Locale } from '../i18n/language';
import { PAGE_GUARDS, routePermission, type PageGuard } from './page-guards';
import type { LayoutName, ModuleRoute, PagePermission, RouteAccess } from './routes';

/** One declared page, as the inventory lists it. */
export interface RouteInventoryEntry {
  /** The Vietnamese pattern as declared (`/order/export/:id`). */
  path: string;
  /** The pattern of each language twin (`{ vi: '/order', en: '/en/order' }`). */
  paths: Record<Locale, string>;
  access: RouteAccess;
  layout: LayoutName;
  permission: PagePermission | undefined;
}

/** The inventory of the declared pages (their language twins, guard, layout, permission). */
export function inventoryOf(
  routes: readonly ModuleRoute[],
  guards: readonly PageGuard[] = PAGE_GUARDS,
): RouteInventoryEntry[] {
  return routes.map((route) => ({
    path: route.path,
    paths: Object.fromEntries(LOCALES.map((l) => [l, localisePath(route.path, l)])) as Record<Locale, string>,
    access: route.access,
    layout: route.layout,
    permission: routePermission(route, guards),
  }));
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return parent === '/' ? `/${path}` : `${parent}/${path}`;
}

/**
 * The full path of every page the route tree registers (leaf routes with a page; layout routes
 * and the `*` catch-all left out): what the router really answers, to check the language twins.
 */
export function registeredPaths(tree: readonly RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of tree) {
    const full = route.index ? parent || '/' : join(parent || '/', route.path);
    if (route.children?.length) paths.push(...registeredPaths(route.children, full));
    else if (route.path !== '*' && (route.lazy || route.Component || route.element)) paths.push(full);
  }
  return paths;
}

/** `/a/:id/b/:x?` → `/a/:/b/:?`: parameter names do not matter when comparing routes. */
export function routeShape(path: string): string {
  const shaped = path.replace(/:[A-Za-z0-9_]+(\?)?/g, (_m, optional: string | undefined) =>
    optional ? ':?' : ':',
  );
  return shaped.length > 1 ? shaped.replace(/\/+$/, '') : shaped;
}

/** A concrete address for a pattern: every parameter becomes `sample` (`/a/:id?` → `/a/1`). */
export function samplePath(path: string, sample = '1'): string {
  return path.replace(/:[A-Za-z0-9_]+\??/g, sample);
}
