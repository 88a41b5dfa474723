import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PUSH_TOKEN_SYSTEM, PUSH_TOKEN_TYPE } from '@kenh/contract';
import { accountIdColumn } from '../../account/index.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Web push subscriptions (spec §3 "push device token"). `device_token` is the browser's
 * PushSubscription JSON; one device may belong to several accounts unless registered with
 * `is_check_unique` (then only the last one keeps it).
 */
// `() => accountIdColumn()`, not `accountIdColumn`: the binding is read lazily, after drizzle-kit has
// loaded every table file (the account index is part of an import cycle while they load).
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => accountIdColumn(), { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
    system: integer('system').notNull().default(PUSH_TOKEN_SYSTEM),
    type: text('type').notNull().default(PUSH_TOKEN_TYPE),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_tokens_user_device_uq').on(t.userId, t.deviceToken),
    index('push_tokens_device_token_idx').on(t.deviceToken),
  ],
);

export type PushTokenRow = typeof pushTokens.$inferSelect;
