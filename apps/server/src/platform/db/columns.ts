import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column: every instant is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at` / `updated_at`, filled by the database; repositories set `updatedAt` on update. */
export const timestamps = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** `created_by` / `updated_by`: the acting account ids (no foreign key: accounts may be forgotten). */
export const authorColumns = () => ({
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
});

/** The columns of a table without some of them (e.g. a stored search text no view shows). */
export function columnsExcept<T extends Record<string, unknown>, K extends keyof T>(
  columns: T,
  ...names: K[]
): Omit<T, K> {
  const rest: Partial<T> = { ...columns };
  for (const name of names) delete rest[name];
  return rest as Omit<T, K>;
}
