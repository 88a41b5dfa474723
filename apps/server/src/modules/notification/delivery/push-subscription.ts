/** The browser's PushSubscription as stored in `device_token` (spec §3; docs/notifications.md). */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64UrlBytes(value: unknown): Buffer | null {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** `*` allows every host; otherwise the host equals an entry or is a subdomain of one. */
export function isAllowedPushHost(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((entry) => {
    const e = entry.toLowerCase();
    return e === '*' || h === e || h.endsWith(`.${e}`);
  });
}

/**
 * Parses a device token as a web push subscription: `{ endpoint: https URL of an allowed push
 * service (`PUSH_ENDPOINT_HOSTS`: the server POSTs there, so no arbitrary internal hosts), keys: { p256dh: P-256 public key (65 bytes), auth: 16-byte secret } }`, base64url keys.
 * Returns the canonical JSON form (fixed key order, no `expirationTime`), or null when invalid.
 */
export function parsePushSubscription(
  deviceToken: string,
  allowedHosts: readonly string[],
): { subscription: PushSubscriptionJson; canonical: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(deviceToken);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!isAllowedPushHost(url.hostname, allowedHosts)) return null;
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  const publicKey = base64UrlBytes(p256dh);
  const secret = base64UrlBytes(auth);
  if (!publicKey || publicKey.length !== 65 || publicKey[0] !== 0x04) return null;
  if (!secret || secret.length !== 16) return null;
  const subscription = { endpoint, keys: { p256dh: p256dh as string, auth: auth as string } };
  return { subscription, canonical: JSON.stringify(subscription) };
}
