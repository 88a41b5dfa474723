import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import type { CallerResolver } from '../../platform/auth/caller.js';
import { registerNotificationDelivery } from './delivery/register-delivery.js';
import type { NotificationDirectory } from './notification-directory.js';
import { registerNotificationRoutes } from './notification.routes.js';
import { createNotificationService } from './notification.service.js';

export type { NotificationDirectory } from './notification-directory.js';
export { NOTIFICATION_CHANNEL, notify, type NotifyPayload } from './notify.js';
export { listBatchForUsers, toNotification } from './notification.repository.js';

/** Notification store and calls, plus their delivery (live channel, web push). */
export function registerNotificationModule(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { authenticate: CallerResolver; directory: NotificationDirectory },
): void {
  registerNotificationRoutes(app, createNotificationService(ctx.db, deps.directory));
  registerNotificationDelivery(app, ctx, { authenticate: deps.authenticate });
  // Deletions from a user's list are kept under the user's account id: their own, or a super user's.
  ctx.records.register('notification', {
    permission: [],
    inScope: 'unscoped',
    ownRecord: (caller, id) => id === caller.accountId,
  });
  // What was sent, to whom: readable by those who may send (they see sent notifications too).
  ctx.records.register('notification_batch', { permission: 'notification.create', inScope: 'unscoped' });
  // Device tokens are technical records: their trail is for super users only.
  ctx.records.register('push_token', { permission: [], inScope: 'unscoped' });
}
