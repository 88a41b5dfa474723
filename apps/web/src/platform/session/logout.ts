import { sessionApi } from '@kenh/contract';
import { callEndpoint } from '../api/api-client';
import { clearBrowserStorage } from '../storage';
import { runBeforeLogout } from './before-logout';
import { sessionExpired, signedOut } from './session-events';
import { clearSessionCookies, hasSession } from './session-storage';
import { syncSession } from './session-store';

/** The local account database of spec §3 (`accountDatabase`, store `account`). */
export const ACCOUNT_DATABASE = 'accountDatabase';

let loggingOut: Promise<void> | undefined;

/**
 * Ends the session: runs the registered before-logout steps (the push-token deletion of spec §7)
 * while the session still exists, tells the server (unless the session already expired), removes
 * the session cookies, clears local storage and IndexedDB, then raises `signedOut` so the app lands
 * on /login. The remembered username and language cookies stay.
 */
export function logout({ notifyServer = true }: { notifyServer?: boolean } = {}): Promise<void> {
  loggingOut ??= (async () => {
    if (hasSession()) await runBeforeLogout({ sessionValid: notifyServer });
    if (notifyServer && hasSession()) {
      try {
        await callEndpoint(sessionApi.logout, { onAuthFailure: 'throw' });
      } catch {
        // The session ends locally whatever the server says.
      }
    }
    clearSessionCookies();
    await clearBrowserStorage([ACCOUNT_DATABASE]);
    syncSession();
    signedOut.emit();
  })().finally(() => {
    loggingOut = undefined;
  });
  return loggingOut;
}

/** Settles when no logout is under way (the login page and tests start from a finished one). */
export function logoutSettled(): Promise<void> {
  return loggingOut ?? Promise.resolve();
}

/** A 401/403 that a refresh could not cure logs the user out (spec §7, §8). */
export function endSessionWhenExpired(): () => void {
  return sessionExpired.on(() => void logout({ notifyServer: false }));
}
