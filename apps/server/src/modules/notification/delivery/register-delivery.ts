import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/app-context.js';
import type { CallerResolver } from '../../../platform/auth/caller.js';
import { listBatchForUsers } from '../notification.repository.js';
import { NOTIFICATION_CHANNEL } from '../notify.js';
import { LiveChannel } from './live-channel.js';
import { PushWorker } from './push-delivery.js';
import { registerPushTokenRoutes } from './push-token.routes.js';
import { createPushTokenService } from './push-token.service.js';
import { loadVapidKeys } from './vapid-keys.js';

/** Largest message a client may send on the live channel (the auth message with its token). */
const LIVE_MAX_PAYLOAD_BYTES = 8 * 1024;

/**
 * Live channel and web push for new notifications (docs/notifications.md, "Delivery"). Both wake on
 * the database NOTIFY that `notify()` sends on commit, so they work across processes on PostgreSQL.
 * Listening starts when the app is ready; sockets, listener and push worker stop when it closes.
 */
export function registerNotificationDelivery(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { authenticate: CallerResolver },
): void {
  const { config, db, database } = ctx;
  const vapid = loadVapidKeys(config);
  registerPushTokenRoutes(
    app,
    createPushTokenService(db, { endpointHosts: config.push.endpointHosts }),
    vapid.publicKey,
  );

  const live = new LiveChannel({
    authenticate: deps.authenticate,
    loadBatch: (batchId, userIds) => listBatchForUsers(db, batchId, userIds),
    allowedOrigins: config.corsOrigins,
    log: app.log,
  });
  void app.register(websocket, { options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES } });
  // In a child context, so the route is added after @fastify/websocket has loaded.
  void app.register((child, _options, done) => {
    live.route(child);
    done();
  });

  const push = config.push.enabled
    ? new PushWorker({
        db,
        vapid: { ...vapid, subject: config.push.vapidSubject },
        endpointHosts: config.push.endpointHosts,
        log: app.log,
      })
    : null;

  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await database.listen(NOTIFICATION_CHANNEL, (batchId) => {
      live.deliverBatch(batchId).catch((error: unknown) => {
        app.log.error({ err: error, batchId }, 'live delivery failed');
      });
      push?.wake();
    });
    live.start();
    push?.start();
  });
  // Before the server stops accepting: tell every socket we are going away.
  app.addHook('preClose', (done) => {
    live.close();
    done();
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    unlisten = null;
    await push?.stop();
  });
}
