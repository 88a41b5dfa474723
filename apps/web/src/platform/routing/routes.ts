import type { ComponentType } from 'react';
import type { PermissionCode } from '@kenh/contract';

/** Who may open a route (spec §2.1): guests only (login, forgot password), signed-in users, anyone. */
export type RouteAccess = 'guest' | 'signed-in' | 'public';

/** The chrome around a page (spec §2.8). */
export type LayoutName = 'default' | 'desktop' | 'page-default' | 'empty' | 'forgot-password';

/**
 * A page route as a module declares it, in its Vietnamese form without language prefix; the app
 * registers it twice (`/x` and `/en/x`), loads the page on demand and applies the guard.
 */
export interface ModuleRoute {
  /** React Router pattern: `/order/export/:id`, `/product/price-list/:id?` (optional parameter). */
  path: string;
  access: RouteAccess;
  layout: LayoutName;
  page: () => Promise<ComponentType>;
  /**
   * The page check of spec §6 (one code, or any-of). Left out, the guard table of `page-guards.ts`
   * applies by path prefix; a failing check shows the no-permission message instead of the page.
   */
  permission?: PagePermission;
}

/** A page's required permission: one code, or a list of which any one suffices. */
export type PagePermission = PermissionCode | readonly PermissionCode[];

/** Paths the platform itself needs (guards, error page); modules reuse them in their `paths.ts`. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
/** Query parameter carrying where to go after signing in. */
export const NEXT_PARAM = 'next';
