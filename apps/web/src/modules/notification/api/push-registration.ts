import { notificationApi, PUSH_TOKEN_SYSTEM, PUSH_TOKEN_TYPE } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { readStoredTokenIds, storeTokenId } from './push-tokens';

/** The service worker showing pushes (apps/web/public/push-sw.js), next to index.html. */
export const PUSH_SERVICE_WORKER = 'push-sw.js';

export type PushRegistrationResult = 'registered' | 'already-stored' | 'denied' | 'no-token';

/** The VAPID key (base64url) as PushManager.subscribe wants it. */
export function vapidKeyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64Url}${'='.repeat((4 - (base64Url.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = window.atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Registers this device for web push (spec §4, §8, §9), once: needs the browser's permission
 * (asked when not decided yet); denied → a console warning only; a token already stored locally
 * → nothing; otherwise subscribes with the server's VAPID key and sends the subscription as
 * `create_or_update_token` (`is_check_unique`, system 1, type web), storing the returned id. No
 * subscription → a console error only. A browser without service workers or push raises an Error.
 */
export async function registerPushToken(userId: number): Promise<PushRegistrationResult> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window.PushManager === 'undefined' ||
    typeof window.Notification === 'undefined'
  ) {
    throw new Error('Push notifications need service workers, which this browser does not support');
  }
  let permission = window.Notification.permission;
  if (permission === 'default') permission = await window.Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn('Notification permission denied: no push notifications on this device');
    return 'denied';
  }
  if (readStoredTokenIds().length > 0) return 'already-stored';

  let deviceToken: string | undefined;
  try {
    await navigator.serviceWorker.register(PUSH_SERVICE_WORKER, { scope: './' });
    const registration = await navigator.serviceWorker.ready;
    const { public_key } = await callEndpoint(notificationApi.vapidPublicKey);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKeyBytes(public_key),
      }));
    deviceToken = subscription ? JSON.stringify(subscription) : undefined;
  } catch (error) {
    console.error('No push token could be obtained', error);
    return 'no-token';
  }
  if (!deviceToken) {
    console.error('No push token could be obtained');
    return 'no-token';
  }
  const token = await callEndpoint(notificationApi.createOrUpdateToken, {
    body: {
      device_token: deviceToken,
      is_check_unique: true,
      user: userId,
      system: PUSH_TOKEN_SYSTEM,
      type: PUSH_TOKEN_TYPE,
    },
  });
  storeTokenId(token.id);
  return 'registered';
}

let pending: { userId: number; promise: Promise<PushRegistrationResult> } | undefined;

/** `registerPushToken` at most once per signed-in user and page load (every layout mount shares it). */
export function registerPushTokenOnce(userId: number): Promise<PushRegistrationResult> {
  if (pending?.userId !== userId) pending = { userId, promise: registerPushToken(userId) };
  return pending.promise;
}

/** Forgets the once-per-load memo (tests). */
export function resetPushRegistration(): void {
  pending = undefined;
}
