import webpush, { WebPushError } from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { pushOptedOut } from '../../access/index.js';
import { plainText } from '../notification-content.js';
import { claimPendingPush, markPushFailed, type ClaimedNotification } from './push-delivery.repository.js';
import { isAllowedPushHost, parsePushSubscription } from './push-subscription.js';
import { deleteTokens, tokensOfUsers } from './push-token.repository.js';
import type { PushTokenRow } from './push-token.tables.js';
import type { VapidKeys } from './vapid-keys.js';

/** What the service worker receives (docs/notifications.md, "Delivery"). */
export interface PushPayload {
  title: string;
  /** The content with its markup removed. */
  body: string;
  path: string | null;
  id: number;
  module: string;
}

export interface PushWorkerOptions {
  db: Db;
  vapid: VapidKeys & { subject: string };
  /** `PUSH_ENDPOINT_HOSTS`, checked again at send time. */
  endpointHosts: readonly string[];
  log: FastifyBaseLogger;
  /** Sweep for pending rows even without a NOTIFY (missed while the listener reconnected, etc.). */
  sweepIntervalMs?: number;
  /** Rows claimed per transaction. */
  batchSize?: number;
  /** Pause before each retry of a failed send; the length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** Sends in flight at once. */
  concurrency?: number;
  /** Per request to the push service. */
  requestTimeoutMs?: number;
}

/** How long the push service keeps a message for an offline device. */
export const PUSH_TTL_SECONDS = 24 * 3600;

type SendOutcome = 'sent' | 'gone' | 'failed';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` over `items` with at most `limit` calls in flight; results in input order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Line breaks and block ends become spaces before the tags go, so words do not run together. */
const BREAKS = /<(?:br|\/?p|\/?li|\/?ul|\/?ol)\b[^>]*>/gi;

export function pushPayload(notification: ClaimedNotification): PushPayload {
  return {
    title: notification.title,
    body: plainText(notification.content.replace(BREAKS, ' ')),
    path: notification.path,
    id: notification.id,
    module: notification.module,
  };
}

/**
 * Web push of new notifications, one worker per process. It wakes on every NOTIFY of a batch and
 * every `sweepIntervalMs`, claims pending rows (see `claimPendingPush`), and sends one encrypted
 * message per token of each recipient. A 404/410 answer deletes that token; a notification whose
 * every send failed (other errors, after the retries) is marked `is_failed`. A recipient without
 * tokens is simply done. Claimed rows are not retried after a crash: push is at most once.
 */
export class PushWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly sweepIntervalMs: number;
  private readonly batchSize: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly concurrency: number;
  private readonly requestTimeoutMs: number;

  constructor(private readonly options: PushWorkerOptions) {
    this.sweepIntervalMs = options.sweepIntervalMs ?? 30_000;
    this.batchSize = options.batchSize ?? 100;
    this.retryDelaysMs = options.retryDelaysMs ?? [500, 2000];
    this.concurrency = options.concurrency ?? 20;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 5000;
  }

  /** Starts sweeping (one sweep right away, for rows left pending while no process ran). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.sweepIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops sweeping and waits for the sends in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }

  /** Something may be pending: drain now (or right after the drain in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves when no drain is in progress (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const claimed = await claimPendingPush(this.options.db, this.batchSize);
        if (claimed.length > 0) await this.deliver(claimed);
        if (claimed.length < this.batchSize) return;
      }
    } catch (error) {
      // Database trouble: the next wake or sweep tries again.
      this.options.log.error({ err: error }, 'push delivery failed');
    }
  }

  private async deliver(claimed: ClaimedNotification[]): Promise<void> {
    const users = claimed.map((n) => n.userId);
    // Accounts that turned web push off (my-setting) keep their notifications in the bell only.
    const optedOut = await pushOptedOut(this.options.db, users);
    const tokens = (await tokensOfUsers(this.options.db, users)).filter((t) => !optedOut.has(t.userId));
    const byUser = new Map<number, PushTokenRow[]>();
    for (const token of tokens) {
      const list = byUser.get(token.userId);
      if (list) list.push(token);
      else byUser.set(token.userId, [token]);
    }

    const sends = claimed.flatMap((notification) =>
      (byUser.get(notification.userId) ?? []).map((token) => ({ notification, token })),
    );
    const outcomes = await mapLimit(sends, this.concurrency, ({ notification, token }) =>
      this.send(token, JSON.stringify(pushPayload(notification))),
    );

    // A notification failed when some send failed and none reached a device.
    const sentTo = new Set<number>();
    const failedSome = new Set<number>();
    const gone = new Set<number>();
    sends.forEach(({ notification, token }, i) => {
      const outcome = outcomes[i];
      if (outcome === 'sent') sentTo.add(notification.id);
      else if (outcome === 'failed') failedSome.add(notification.id);
      else gone.add(token.id);
    });
    // Tokens the push service said are gone (404/410), in one statement.
    await deleteTokens(this.options.db, [...gone]);
    const failed = [...failedSome].filter((id) => !sentTo.has(id));
    await markPushFailed(this.options.db, failed);
    if (failed.length > 0) this.options.log.warn({ notifications: failed }, 'web push failed');
  }

  private async send(token: PushTokenRow, payload: string): Promise<SendOutcome> {
    const parsed = parsePushSubscription(token.deviceToken, ['*']);
    if (!parsed) return 'gone'; // unreadable: nothing will ever reach it
    if (!isAllowedPushHost(new URL(parsed.subscription.endpoint).hostname, this.options.endpointHosts)) {
      return 'failed'; // the allow-list changed since it was registered
    }
    const { vapid } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        await webpush.sendNotification(parsed.subscription, payload, {
          TTL: PUSH_TTL_SECONDS,
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          timeout: this.requestTimeoutMs,
        });
        return 'sent';
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        const delay = this.retryDelaysMs[attempt];
        if (delay === undefined || this.stopped) {
          this.options.log.warn({ err: error, token: token.id, status }, 'web push send failed');
          return 'failed';
        }
        await pause(delay);
      }
    }
  }
}
