import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushSubscriptionJson } from './push-subscription.js';

/*
 * Tests only: a local HTTPS push service. Each subscriber is a real browser-side key pair (ECDH P-256
 * + 16-byte auth secret); what the server POSTs is decrypted (RFC 8291, aes128gcm) with them, as the
 * browser would, so a test sees exactly what a service worker would receive.
 */

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

export interface TestSubscriber {
  subscription: PushSubscriptionJson;
  /** The subscription as the browser's `JSON.stringify(subscription)` gives it. */
  deviceToken: string;
  received: ReceivedPush[];
  /** Status the service answers this subscriber's pushes with (default 201). */
  status: number;
  /** Requests that reached this subscriber's endpoint, whatever the answer. */
  attempts: number;
}

export interface TestPushService {
  origin: string;
  subscriber(): TestSubscriber;
  /** Makes https requests of this process trust the service's certificate; returns the undo. */
  trust(): () => void;
  close(): Promise<void>;
}

/** RFC 8291 / RFC 8188 decryption of a single-record aes128gcm body. */
export function decryptPushBody(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');
  const keyInfo = Buffer.concat([info('WebPush: info'), receiver.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', receiver.computeSecret(senderPublicKey), authSecret, keyInfo, 32),
  );
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter (not the last record)');
  return plain.subarray(0, end);
}

/**
 * `Authorization: vapid t=<JWT>, k=<public key>`: checks the ES256 signature with `k` and returns
 * the key and claims, or throws.
 */
export function verifyVapidAuthorization(header: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { publicKey: k, claims };
}

/** A self-signed certificate for 127.0.0.1 (openssl), valid one day. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kenh-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const subscribers: { ecdh: ECDH; auth: Buffer; state: TestSubscriber }[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = Number(/^\/push\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1);
      const entry = subscribers[index];
      if (request.method !== 'POST' || !entry) {
        response.writeHead(404).end();
        return;
      }
      entry.state.attempts += 1;
      if (entry.state.status < 300) {
        const payload = JSON.parse(
          decryptPushBody(Buffer.concat(chunks), entry.ecdh, entry.auth).toString('utf8'),
        ) as unknown;
        entry.state.received.push({ headers: request.headers, payload });
      }
      response.writeHead(entry.state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscriber() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscription = {
        endpoint: `${origin}/push/${subscribers.length}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
      const state: TestSubscriber = {
        subscription,
        deviceToken: JSON.stringify({ ...subscription, expirationTime: null }),
        received: [],
        status: 201,
        attempts: 0,
      };
      subscribers.push({ ecdh, auth, state });
      return state;
    },
    trust() {
      const holder = https as unknown as { globalAgent: https.Agent };
      const previous = holder.globalAgent;
      holder.globalAgent = new https.Agent({ ca: cert });
      return () => {
        holder.globalAgent.destroy();
        holder.globalAgent = previous;
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
