import { localisePath, type Locale } from '../i18n/language';
import { hasSession } from '../session/session-storage';
import { syncSession } from '../session/session-store';
import { HOME_PATH, LOGIN_PATH, NEXT_PARAM, type RouteAccess } from './routes';

/**
 * Spec §2.1: without a refresh-token cookie only guest routes open (others go to /login); with it,
 * guest routes go to /. Loads the `userAccount` cookie into the session state on every navigation.
 * Returns where to redirect, or null to stay.
 */
export function guardRedirect(access: RouteAccess, locale: Locale, target: string): string | null {
  syncSession();
  const signedIn = hasSession();
  if (access === 'signed-in' && !signedIn) {
    const login = localisePath(LOGIN_PATH, locale);
    return target === HOME_PATH ? login : `${login}?${new URLSearchParams({ [NEXT_PARAM]: target })}`;
  }
  if (access === 'guest' && signedIn) return localisePath(HOME_PATH, locale);
  return null;
}

/** Where to go after signing in: the `next` target when it is an in-app path, else home. */
export function afterLoginPath(next: string | null, locale: Locale): string {
  const safe = next && next.startsWith('/') && !next.startsWith('//') ? next : HOME_PATH;
  return localisePath(safe, locale);
}
