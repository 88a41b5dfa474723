import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per numbering scope: the last number handed out. Scopes are namespaced by the module that
 * owns them (`organization.position`, `locate.area`, `staff`, `employee-contract.2026`, …); each
 * module formats its own codes (CV001, KV001, NV00001, HDLD-2026-0001) from the number.
 */
export const codeCounters = pgTable('code_counters', {
  scope: text('scope').primaryKey(),
  value: integer('value').notNull(),
});
