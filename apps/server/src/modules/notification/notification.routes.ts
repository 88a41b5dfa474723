import type { FastifyInstance } from 'fastify';
import { notificationApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { NotificationService } from './notification.service.js';

/** The bell's calls and the hand-made send: thin handlers over the notification service. */
export function registerNotificationRoutes(app: FastifyInstance, notifications: NotificationService): void {
  registerEndpoint(app, notificationApi.list, (r) => notifications.list(callerOf(r), r.body));
  registerEndpoint(app, notificationApi.seen, async (r) =>
    withMessage(await notifications.markAsSeen(callerOf(r), r.body), 'notification.seen'),
  );
  registerEndpoint(app, notificationApi.delete, async (r) =>
    withMessage(await notifications.remove(callerOf(r), r.body), 'notification.deleted'),
  );
  registerEndpoint(app, notificationApi.create, async (r) =>
    withMessage(await notifications.create(callerOf(r), r.body), 'notification.sent'),
  );
  registerEndpoint(app, notificationApi.getUserNoti, (r) =>
    notifications.recipientOptions(callerOf(r), r.body),
  );
}
