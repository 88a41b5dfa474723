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
}
