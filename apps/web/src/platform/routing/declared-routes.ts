import { matchPath } from 'react-router';
import { stripLocale } from '../i18n/language';
import type { ModuleRoute } from './routes';

let declared: readonly ModuleRoute[] = [];

/** Remembers the pages the app registered (the app calls it when it builds its routes). */
export function declareRoutes(routes: readonly ModuleRoute[]): void {
  declared = routes;
}

/**
 * Whether a page answers `path` (either language): links to sections whose module has not landed
 * yet can be left out of entry lists instead of leading to the 404 page.
 */
export function isDeclaredPath(path: string): boolean {
  const plain = stripLocale(path.split(/[?#]/)[0] || '/');
  return declared.some((route) => matchPath({ path: route.path, end: true }, plain) !== null);
}
