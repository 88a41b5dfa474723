import type { ModuleRoute, PagePermission } from './routes';

/** A page check by path prefix: the prefix and every address below it need the permission. */
export interface PageGuard {
  prefix: string;
  permission: PagePermission;
}

/**
 * Page guards of spec §6, as data keyed by path prefix: a route at the prefix or below it (segment
 * by segment: `/order` covers `/order/export/12`, not `/order-history`) needs the permission, so a
 * module's routes are guarded the moment they are declared — even before the module exists, an
 * unknown address under `/settings/role` answers "no permission" to whoever lacks `role`. Modules add
 * guards for their own prefixes in their manifests. The longest matching prefix wins; a route's own
 * `permission` overrides the table.
 */
export const PAGE_GUARDS: readonly PageGuard[] = [
  { prefix: '/order', permission: 'exporttodistributororder' },
  { prefix: '/order/export', permission: 'exporttodistributororder' },
  { prefix: '/promotion', permission: 'promotion' },
  { prefix: '/settings/role', permission: 'role' },
  { prefix: '/my-setting', permission: 'role' },
  { prefix: '/report-v2', permission: 'salesreport' },
  { prefix: '/ecommerce-manager/ecommerce-incentives', permission: 'incentivesecommerce' },
  { prefix: '/ecommerce-manager/accumulate-points', permission: 'settingaccumulatepointsecommerce' },
];

/** Whether `path` is `prefix` or lies below it, segment by segment. */
export function isUnderPrefix(path: string, prefix: string): boolean {
  if (prefix === '/') return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The guard's permission for a (Vietnamese, unprefixed) path or route pattern, if any. */
export function guardForPath(
  path: string,
  guards: readonly PageGuard[] = PAGE_GUARDS,
): PagePermission | undefined {
  let best: PageGuard | undefined;
  for (const guard of guards) {
    if (isUnderPrefix(path, guard.prefix) && (!best || guard.prefix.length > best.prefix.length))
      best = guard;
  }
  return best?.permission;
}

/** What a route needs to open: its own `permission`, else the guard table's entry for its path. */
export function routePermission(
  route: Pick<ModuleRoute, 'path' | 'permission'>,
  guards: readonly PageGuard[] = PAGE_GUARDS,
): PagePermission | undefined {
  return route.permission ?? guardForPath(route.path, guards);
}
