import { todayInVietnam } from '../shared/formatters.js';

/** A licence or an inspection expiring within this many days is flagged "expiring soon". */
export const EXPIRY_WARNING_DAYS = 30;

/** Where an expiry date stands today (in Vietnam): still valid, within the warning window, or past. */
export const EXPIRY_STATES = ['valid', 'expiring', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** `YYYY-MM-DD` plus `days` calendar days. */
export function plusDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Expired the day after the printed expiry date; expiring from `EXPIRY_WARNING_DAYS` before it. */
export function expiryStateOf(expiry: string, today: string = todayInVietnam()): ExpiryState {
  if (expiry < today) return 'expired';
  return expiry <= plusDays(today, EXPIRY_WARNING_DAYS) ? 'expiring' : 'valid';
}
