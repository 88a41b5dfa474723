import { loadNamespaces } from '../../platform/i18n';
import { lazyComponent } from '../../platform/routing/lazy-component';
import type { BeforeLogoutContext } from '../../platform/session';

export { notificationManifest } from './manifest';
export { notificationPaths } from './paths';
export { notificationResources, type NotificationMessages } from './locales';

// The bell, the services and the logout step run outside the module's pages: each brings the
// module's texts along with its code, so neither weighs on the start-up bundle.
const texts = () => import('./locales').then((m) => m.notificationResources);

/** Logout step (spec §7): deletes this device's push tokens; its code loads only at logout. */
export async function deletePushTokens(context: BeforeLogoutContext): Promise<void> {
  const [tokens] = await Promise.all([import('./api/push-tokens'), loadNamespaces(texts)]);
  await tokens.deletePushTokens(context);
}

/** The top bar's bell and panel; its code loads with the desktop top bar, not before. */
export const NotificationBell = lazyComponent(() =>
  Promise.all([import('./components/NotificationBell'), loadNamespaces(texts)]).then(
    ([m]) => m.NotificationBell,
  ),
);

/** Unseen probe, live channel and push registration; mount once while signed in. */
export const NotificationServices = lazyComponent(() =>
  Promise.all([import('./components/NotificationServices'), loadNamespaces(texts)]).then(
    ([m]) => m.NotificationServices,
  ),
);
