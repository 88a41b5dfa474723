import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage, localisePath } from '../platform/i18n';
import { LOGIN_PATH } from '../platform/routing';
import { endSessionWhenExpired, signedOut } from '../platform/session';
import { connectNotifications } from './notifications';

/**
 * Spec §7: after logout the page reloads on /login, so nothing of the signed-out user survives in
 * memory (query cache, module state, open dialogs). The hash is replaced first, without a router
 * navigation, so the reload opens /login directly.
 */
export function reloadAt(path: string): void {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${path}`);
  window.location.reload();
}

export interface SessionWiring {
  /** Reloads the page on an app path; tests replace it with a memory-router navigation. */
  reload?: (path: string) => void;
}

/**
 * Wires the session to the app: an expired session logs out (spec §7, §8); logout first deletes the
 * push tokens and the top bar gets the notification bell (`connectNotifications`); after logout the
 * cached server data is dropped and the page reloads on /login in the current language. Returns the
 * unsubscribe.
 */
export function connectSession(
  queryClient: QueryClient,
  { reload = reloadAt }: SessionWiring = {},
): () => void {
  const stopExpiry = endSessionWhenExpired();
  const stopNotifications = connectNotifications();
  const stopSignedOut = signedOut.on(() => {
    queryClient.clear();
    reload(localisePath(LOGIN_PATH, currentLanguage()));
  });
  return () => {
    stopExpiry();
    stopSignedOut();
    stopNotifications();
  };
}
