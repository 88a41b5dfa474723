import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { PLATFORM_PORTS } from '../../platform/modules/platform-ports.js';
import { ACCOUNT_PORTS } from '../account/index.js';
import { registerNotificationDelivery } from './delivery/register-delivery.js';
import { notificationDirectory } from './notification-directory.js';
import { registerNotificationRoutes } from './notification.routes.js';
import { createNotificationService } from './notification.service.js';
import { notify } from './notify.js';

export type { NotificationDirectory } from './notification-directory.js';
export { NOTIFICATION_CHANNEL, notify, type NotifyPayload } from './notify.js';
export { listBatchForUsers, toNotification } from './notification.repository.js';

/** Notification store and calls, plus their delivery (live channel, web push). */
export const notificationManifest: ModuleManifest = {
  name: 'notification',
  dependsOn: ['account', 'access'],
  register(app, ctx) {
    // The account module (below this one) sends its notices through this port.
    ctx.ports.provide(ACCOUNT_PORTS.notify, notify);
    registerNotificationRoutes(app, createNotificationService(ctx.db, notificationDirectory));
    registerNotificationDelivery(app, ctx, { authenticate: ctx.ports.use(PLATFORM_PORTS.resolveCaller) });
  },
  recordAccess: () => ({
    // Deletions from a user's list are kept under the user's account id: their own, or a super user's.
    notification: { permission: [], inScope: 'unscoped', ownRecord: (caller, id) => id === caller.accountId },
    // What was sent, to whom: readable by those who may send (they see sent notifications too).
    notification_batch: { permission: 'notification.create', inScope: 'unscoped' },
    // Device tokens are technical records: their trail is for super users only.
    push_token: { permission: [], inScope: 'unscoped' },
  }),
};
