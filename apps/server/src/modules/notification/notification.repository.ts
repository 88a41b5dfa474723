import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_SYSTEM, type Notification, type NotificationModule } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { offsetWithinCap } from '../../platform/db/capped-count.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { notifications, type NewNotificationRow, type NotificationRow } from './notification.tables.js';

/** Rows per insert statement (10 parameters a row keeps well under PostgreSQL's 65 535). */
const INSERT_CHUNK = 1000;

/** The one mapping from a stored row to the contract's `Notification`. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    user: row.userId,
    module: row.module,
    custom_id: row.customId,
    title: row.title,
    content: row.content,
    status: row.seen,
    created_at: row.createdAt.toISOString(),
    system: NOTIFICATION_SYSTEM,
    is_failed: row.isFailed,
    data: { path: row.path },
  };
}

export async function insertNotifications(db: DbOrTx, rows: NewNotificationRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(notifications).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

/** Tells listeners (the live channel) about a batch; delivered when the transaction commits. */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The rows of one `notify()` batch that belong to these users, oldest first. */
export async function listBatchForUsers(
  db: DbOrTx,
  batchId: string,
  userIds: readonly number[],
): Promise<Notification[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.batchId, batchId), inArray(notifications.userId, [...new Set(userIds)])))
    .orderBy(notifications.id);
  return rows.map(toNotification);
}

export interface NotificationFilter {
  userId: number;
  /** Trimmed, whitespace collapsed; empty means no keyword. */
  keyword?: string | undefined;
  /** true: seen only, false: unseen only. */
  seen?: boolean | undefined;
  module?: NotificationModule | undefined;
  page: number;
  pageSize: number;
}

export interface NotificationPage {
  rows: NotificationRow[];
  totalSeen: number;
  totalUnseen: number;
}

/**
 * One page of a user's notifications, newest first, plus seen/unseen counts of the rows matching
 * keyword and module (not the status filter) in one aggregate query.
 */
export async function listForUser(db: DbOrTx, filter: NotificationFilter): Promise<NotificationPage> {
  const term = filter.keyword;
  const keyword: SQL | undefined = term
    ? or(foldedContains(notifications.title, term), foldedContains(notifications.content, term))
    : undefined;
  const counted = and(
    eq(notifications.userId, filter.userId),
    eq(notifications.system, NOTIFICATION_SYSTEM),
    filter.module ? eq(notifications.module, filter.module) : undefined,
    keyword,
  );
  const listed = and(counted, filter.seen === undefined ? undefined : eq(notifications.seen, filter.seen));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(listed)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(filter.pageSize)
      .offset(offsetWithinCap(filter.page, filter.pageSize)),
    db
      .select({
        seen: sql<number>`count(*) filter (where ${notifications.seen})::int`,
        unseen: sql<number>`count(*) filter (where not ${notifications.seen})::int`,
      })
      .from(notifications)
      .where(counted),
  ]);
  return { rows, totalSeen: totals?.seen ?? 0, totalUnseen: totals?.unseen ?? 0 };
}

/** Locks the user's rows among `ids` and returns them (id, seen); ids of others are not returned. */
export async function lockOwned(
  db: DbOrTx,
  userId: number,
  ids: readonly number[],
): Promise<{ id: number; seen: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: notifications.id, seen: notifications.seen })
    .from(notifications)
    .where(
      and(
        inArray(notifications.id, [...ids]),
        eq(notifications.userId, userId),
        eq(notifications.system, NOTIFICATION_SYSTEM),
      ),
    )
    .for('update');
}

/** Marks rows seen now; rows already seen keep their first seen time. */
export async function markSeen(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ seen: true, seenAt: sql`coalesce(${notifications.seenAt}, now())` })
    .where(inArray(notifications.id, [...ids]));
}

export async function deleteByIds(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(notifications).where(inArray(notifications.id, [...ids]));
}
