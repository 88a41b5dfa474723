import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written out with its table (`"orders"."id"`): Drizzle leaves single-table columns
 * unqualified, and inside a sub-select an unqualified `id` would name the sub-select's own row.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
