import type { WebModuleManifest } from '../../platform/routing';
import { notificationPaths } from './paths';
import { notificationRoutes } from './routes';

/** Notifications: the list page (phones), the bell and the live services (wired in `app/`). */
export const notificationManifest: WebModuleManifest = {
  name: 'notification',
  routes: notificationRoutes,
  messages: () => import('./locales').then((m) => m.notificationResources),
  home: [{ card: 'personal', order: 30, label: 'nav.entries.notifications', path: notificationPaths.list }],
  waiting: [
    {
      key: 'unread-notifications',
      label: 'home.counts.unreadNotifications',
      permission: 'notification',
      load: (context) => import('./home-counts').then((m) => m.unreadNotifications(context)),
    },
  ],
};
