import type { ModuleRoute } from '../../platform/routing';
import { notificationPaths } from './paths';

/** Notification pages, loaded on demand. */
export const notificationRoutes: readonly ModuleRoute[] = [
  {
    path: notificationPaths.list,
    access: 'signed-in',
    // The desktop layout shows the mobile header and bottom navigation up to 768 px (spec §2.8).
    layout: 'desktop',
    permission: 'notification',
    page: () => import('./pages/NotificationPage').then((m) => m.NotificationPage),
  },
];
