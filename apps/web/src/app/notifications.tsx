import { deletePushTokens, NotificationBell, NotificationServices } from '../modules/notification';
import { setTopBarSlot } from '../platform/layout/top-bar-slots';
import { OrgUnitPrefetch } from '../modules/organization';
import { Can, registerBeforeLogout, useSessionUser } from '../platform/session';

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

/** Whoever may open a staff form gets the unit dropdown (spec §7) fetched once at start. */
const ORG_UNIT_READERS = [
  'employeestaff',
  'employeecontractstaff',
  'officestaff',
  'positionstaff',
  'organizationstaff',
  'organizationtypestaff',
] as const;

/**
 * One live channel, unseen probe and push registration per tab while someone is signed in, and the
 * unit-organisation dropdown of spec §7; the code loads only then (never on /login).
 */
export function SignedInServices() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <NotificationServices key={user.id} />
      <Can permission={ORG_UNIT_READERS}>
        <OrgUnitPrefetch key={user.id} />
      </Can>
    </>
  );
}
