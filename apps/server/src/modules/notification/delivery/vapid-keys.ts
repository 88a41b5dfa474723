import webpush from 'web-push';
import type { AppConfig } from '../../../platform/config/config.js';
import { loadOrCreateSecret } from '../../../platform/config/secrets.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair push messages are signed with: from the configuration when given, otherwise
 * generated on first start and kept in `DATA_DIR/secrets.json` under `vapidKeys`. Browsers subscribe
 * with the public key, so it must not change while their subscriptions live.
 */
export function loadVapidKeys(config: AppConfig): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  return loadOrCreateSecret<VapidKeys>(config.dataDir, 'vapidKeys', () => webpush.generateVAPIDKeys());
}
