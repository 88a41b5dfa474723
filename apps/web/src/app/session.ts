import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage, localisePath } from '../platform/i18n';
import { LOGIN_PATH } from '../platform/routing';
import { endSessionWhenExpired, signedOut } from '../platform/session';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
}

/**
 * Wires the session to the app: an expired session logs out; after logout the cached server data is
 * dropped and the user lands on /login (spec §2.1, §7). Returns the unsubscribe.
 */
export function connectSession(router: Navigator, queryClient: QueryClient): () => void {
  const stopExpiry = endSessionWhenExpired();
  const stopSignedOut = signedOut.on(() => {
    queryClient.clear();
    void router.navigate(localisePath(LOGIN_PATH, currentLanguage()), { replace: true });
  });
  return () => {
    stopExpiry();
    stopSignedOut();
  };
}
