import { deletePushTokens, NotificationBell, NotificationServices } from '../modules/notification';
import { setTopBarSlot } from '../platform/layout/top-bar-slots';
import { registerBeforeLogout, useSessionUser } from '../platform/session';

/**
 * Connects the notification module to the platform, which may not import it: the bell (with its
 * lazy panel) fills the top bar's `notifications` slot, and logout deletes this device's push
 * tokens before it clears the session (spec §7). Returns the undo.
 */
export function connectNotifications(): () => void {
  const clearSlot = setTopBarSlot('notifications', NotificationBell);
  const unregister = registerBeforeLogout((context) => deletePushTokens(context));
  return () => {
    clearSlot();
    unregister();
  };
}

/**
 * One live channel, unseen probe and push registration per tab while someone is signed in; the code
 * loads only then (never on /login).
 */
export function SignedInServices() {
  const user = useSessionUser();
  return user ? <NotificationServices key={user.id} /> : null;
}
