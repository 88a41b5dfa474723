import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_MODULE_VALUES, NOTIFICATION_SYSTEM } from '@kenh/contract';
import { accountIdColumn } from '../account/index.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per recipient of a notification (docs/notifications.md). `notify()` inserts all rows of one
 * call with the same `batch_id`; the live channel loads a batch by it after the NOTIFY, the push
 * worker claims rows `where push_pending`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => accountIdColumn(), { onDelete: 'cascade' }),
    system: text('system').notNull().default(NOTIFICATION_SYSTEM),
    module: text('module', { enum: NOTIFICATION_MODULE_VALUES }).notNull(),
    customId: text('custom_id'),
    /** Plain text. */
    title: text('title').notNull(),
    /** Sanitised markup (notification-content.ts). */
    content: text('content').notNull(),
    path: text('path'),
    seen: boolean('seen').notNull().default(false),
    seenAt: timestamptz('seen_at'),
    isFailed: boolean('is_failed').notNull().default(false),
    pushPending: boolean('push_pending').notNull().default(true),
    batchId: uuid('batch_id').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The list: a user's rows newest first.
    index('notifications_user_list_idx').on(t.userId, t.system, t.createdAt.desc(), t.id.desc()),
    // The bell's probe: seen/unseen counts of one user.
    index('notifications_user_seen_idx').on(t.userId, t.system, t.seen),
    index('notifications_batch_idx').on(t.batchId),
    index('notifications_push_pending_idx')
      .on(t.id)
      .where(sql`${t.pushPending}`),
    // Keyword search (folded title and content, "contains").
    index('notifications_title_trgm_idx').using('gin', sql`fold_text(${t.title}) gin_trgm_ops`),
    index('notifications_content_trgm_idx').using('gin', sql`fold_text(${t.content}) gin_trgm_ops`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
