import { findRoute } from './module-registry';
import type { ModuleRoute } from './routes';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Spec §9: no prefetch on a 2g (`slow-2g`, `2g`) connection or when the user asked to save data.
 * Browsers without the Network Information API prefetch.
 */
export function prefetchAllowed(
  nav: unknown = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  const connection = (nav as { connection?: NetworkInformationLike } | undefined)?.connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The app path a link points at: `#/en/order?x=1` (hash router) or `/order` (memory router). */
export function linkPath(href: string | null): string | undefined {
  if (!href) return undefined;
  const raw = href.startsWith('#') ? href.slice(1) : href;
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
  return raw.split(/[?#]/)[0] || '/';
}

/** At most this many chunks are fetched when the browser is idle after a navigation. */
export const IDLE_PREFETCH_LIMIT = 6;

/**
 * Page chunks load on demand (spec §2.1); to make the next page open at once, the chunk of a link
 * is fetched when the pointer rests on it, it gets focus or a finger touches it, and, when the
 * browser is idle after a navigation, the chunks of the first links on the page. Nothing is
 * prefetched on 2g or data-saver connections. A failed prefetch is ignored (the real navigation
 * retries and applies the reload guard). `routes` answers the pages known at the time (more once
 * every module's manifest has loaded). Returns the function that stops it.
 */
export function startPrefetch(
  routes: () => readonly ModuleRoute[],
  subscribe: (listener: () => void) => () => void,
  { allowed = () => prefetchAllowed() }: { allowed?: () => boolean } = {},
): () => void {
  const fetched = new Set<ModuleRoute>();

  const prefetchPath = (path: string | undefined) => {
    if (!path || !allowed()) return;
    const route = findRoute(routes(), path);
    if (!route || fetched.has(route)) return;
    fetched.add(route);
    route.page().catch(() => fetched.delete(route));
  };

  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (target) prefetchPath(linkPath(target.getAttribute('href')));
  };

  const whenIdle = (task: () => void): (() => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(task, 1500);
    return () => window.clearTimeout(handle);
  };

  let cancelIdle: (() => void) | undefined;
  const onNavigated = () => {
    cancelIdle?.();
    cancelIdle = whenIdle(() => {
      if (!allowed()) return;
      const links = Array.from(document.querySelectorAll('a[href]')).slice(0, 50);
      let started = 0;
      for (const link of links) {
        if (started >= IDLE_PREFETCH_LIMIT) break;
        const route = findRoute(routes(), linkPath(link.getAttribute('href')) ?? '');
        if (!route || fetched.has(route)) continue;
        started += 1;
        prefetchPath(linkPath(link.getAttribute('href')));
      }
    });
  };

  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const name of events) document.addEventListener(name, onIntent, { passive: true, capture: true });
  const unsubscribe = subscribe(onNavigated);
  onNavigated();
  return () => {
    for (const name of events) document.removeEventListener(name, onIntent, { capture: true });
    unsubscribe();
    cancelIdle?.();
  };
}
