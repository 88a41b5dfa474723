/**
 * An instant as the API writes it (ISO 8601, UTC). Columns come back as `Date` through Drizzle and
 * as text from raw SQL (`db.execute`), so both are taken.
 */
export const isoTime = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** The same for a column that may be empty. */
export const isoTimeOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoTime(value);
