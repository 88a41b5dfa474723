import { randomUUID } from 'node:crypto';
import type { NotificationModule } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { plainText, sanitizeContent } from './notification-content.js';
import { insertNotifications, notifyChannel } from './notification.repository.js';

/** PostgreSQL channel told the batch id of every `notify()` call, on commit. */
export const NOTIFICATION_CHANNEL = 'kenh_notification';

export interface NotifyPayload {
  module: NotificationModule;
  /** Plain text; tags are removed. */
  title: string;
  /** Markup; sanitised to the allowed subset (notification-content.ts). */
  content: string;
  /** In-app path opened on click (notificationPaths in the contract). */
  path?: string | null | undefined;
  custom_id?: string | null | undefined;
  createdBy?: number | null | undefined;
}

/**
 * Sends one notification to each recipient (duplicates ignored): one row per recipient, all with
 * one batch id, then `pg_notify` on NOTIFICATION_CHANNEL. Call it inside your own transaction: the
 * rows and the NOTIFY exist exactly when your change commits, and neither when it rolls back.
 * Recipients must be existing account ids (the foreign key refuses others).
 */
export async function notify(
  tx: DbOrTx,
  recipients: readonly number[],
  payload: NotifyPayload,
): Promise<{ batchId: string; count: number }> {
  const batchId = randomUUID();
  const userIds = [...new Set(recipients)];
  if (userIds.length === 0) return { batchId, count: 0 };
  const title = plainText(payload.title);
  const content = sanitizeContent(payload.content);
  const rows = userIds.map((userId) => ({
    userId,
    module: payload.module,
    customId: payload.custom_id ?? null,
    title,
    content,
    path: payload.path ?? null,
    batchId,
    createdBy: payload.createdBy ?? null,
  }));
  // A savepoint inside the caller's transaction (a transaction of its own when given the database),
  // so a chunked insert is never half done.
  await tx.transaction(async (inner) => {
    await insertNotifications(inner, rows);
    await notifyChannel(inner, NOTIFICATION_CHANNEL, batchId);
  });
  return { batchId, count: userIds.length };
}
