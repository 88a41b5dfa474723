import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/app-context.js';
import type { CallerResolver } from '../../../platform/auth/caller.js';

/** Live channel and web push for new notifications. */
export function registerNotificationDelivery(
  _app: FastifyInstance,
  _ctx: AppContext,
  _deps: { authenticate: CallerResolver },
): void {}
