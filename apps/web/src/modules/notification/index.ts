import { lazyComponent } from '../../platform/routing/lazy-component';

export { notificationRoutes } from './routes';
export { notificationPaths } from './paths';
export { notificationResources, type NotificationMessages } from './locales';
export { deletePushTokens } from './api/push-tokens';

/** The top bar's bell and panel; its code loads with the desktop top bar, not before. */
export const NotificationBell = lazyComponent(() =>
  import('./components/NotificationBell').then((m) => m.NotificationBell),
);

/** Unseen probe, live channel and push registration; mount once while signed in. */
export const NotificationServices = lazyComponent(() =>
  import('./components/NotificationServices').then((m) => m.NotificationServices),
);
