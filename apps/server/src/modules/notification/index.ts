import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import type { CallerResolver } from '../../platform/auth/caller.js';
import { registerNotificationDelivery } from './delivery/register-delivery.js';
import type { NotificationDirectory } from './notification-directory.js';

export type { NotificationDirectory } from './notification-directory.js';

/** Notification store and calls, plus their delivery (live channel, web push). */
export function registerNotificationModule(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { authenticate: CallerResolver; directory: NotificationDirectory },
): void {
  registerNotificationDelivery(app, ctx, { authenticate: deps.authenticate });
}
