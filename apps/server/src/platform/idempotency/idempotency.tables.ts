import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per `Idempotency-Key` and caller (account id, or `anonymous`). The primary key is what
 * makes a POST run once: the request inserts the row, runs and stores its answer (status, body,
 * content type) in one transaction, so a committed row always holds its answer, replayed for 24
 * hours (platform/idempotency/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and raw body: a reused key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the running request's own transaction. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
