import type { FastifyInstance } from 'fastify';
import { notificationApi } from '@kenh/contract';
import { callerOf } from '../../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../../platform/http/register-endpoint.js';
import type { PushTokenService } from './push-token.service.js';

/** Push token calls (spec §7) and the VAPID public key the browser subscribes with. */
export function registerPushTokenRoutes(
  app: FastifyInstance,
  tokens: PushTokenService,
  vapidPublicKey: string,
): void {
  registerEndpoint(app, notificationApi.vapidPublicKey, () =>
    Promise.resolve({ public_key: vapidPublicKey }),
  );

  registerEndpoint(app, notificationApi.createOrUpdateToken, async (request) =>
    withMessage(await tokens.register(callerOf(request), request.body), 'notification.token_saved'),
  );

  registerEndpoint(app, notificationApi.listTokenGet, (request) => tokens.list(callerOf(request)));
  registerEndpoint(app, notificationApi.listTokenPost, (request) => tokens.list(callerOf(request)));

  registerEndpoint(app, notificationApi.deleteToken, async (request) => {
    const affected = await tokens.remove(callerOf(request), request.body.list_id_token);
    return withMessage({ affected }, 'notification.token_deleted');
  });
}
