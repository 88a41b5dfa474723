import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Days in SQL are Vietnam days (the business's calendar): "today", a period's bounds as instants, and
 * the day an instant falls on. One place, so every report and filter cuts days at the same midnight.
 */
export const VIETNAM_TIME_ZONE = sql.raw(`'Asia/Ho_Chi_Minh'`);

/** Today in Vietnam, as a `date`. */
export const VIETNAM_TODAY = sql`(now() at time zone ${VIETNAM_TIME_ZONE})::date`;

/** The first instant of a Vietnam day (`YYYY-MM-DD`): a period's lower bound, inclusive. */
export const startOfVietnamDay = (day: string): SQL =>
  sql`(${day}::date)::timestamp at time zone ${VIETNAM_TIME_ZONE}`;

/** The first instant after a Vietnam day: a period's upper bound, exclusive. */
export const endOfVietnamDay = (day: string): SQL =>
  sql`((${day}::date) + 1)::timestamp at time zone ${VIETNAM_TIME_ZONE}`;

/** The Vietnam day of an instant (a `timestamptz` column or expression), as a `date`. */
export const vietnamDayOf = (instant: SQL | AnyColumn): SQL =>
  sql`(${instant} at time zone ${VIETNAM_TIME_ZONE})::date`;
