import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per rate-limit key (`<bucket>:<client ip>`) in its current fixed window, shared by every
 * server process on the database. Rows whose window is long over are swept now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStartedAt)],
);
