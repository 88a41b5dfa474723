import { eq, inArray } from 'drizzle-orm';
import type { NotificationModule } from '@kenh/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { notifications } from '../notification.tables.js';

export interface ClaimedNotification {
  id: number;
  userId: number;
  module: NotificationModule;
  title: string;
  content: string;
  path: string | null;
}

/**
 * Takes up to `limit` notifications still waiting for push, oldest first, in a short transaction of
 * its own: `push_pending` is cleared as they are taken, and rows another process is taking right now
 * are skipped (`for update skip locked`), so each row is pushed by one process once.
 */
export function claimPendingPush(db: Db, limit: number): Promise<ClaimedNotification[]> {
  return db.transaction(async (tx) => {
    const pending = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.pushPending, true))
      .orderBy(notifications.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(notifications)
      .set({ pushPending: false })
      .where(inArray(notifications.id, pending))
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        module: notifications.module,
        title: notifications.title,
        content: notifications.content,
        path: notifications.path,
      });
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** Every push of these notifications failed: the list shows them as not delivered. */
export async function markPushFailed(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ isFailed: true })
    .where(inArray(notifications.id, [...ids]));
}
