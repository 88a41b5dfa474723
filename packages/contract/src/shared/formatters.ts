/**
 * Display formats shared by the server (exports, e-mails) and the web: money in VND and dates and
 * times as Vietnamese users read them, always in Vietnam's time zone whatever the machine's zone.
 */

// Amounts in words live in their own file; re-exported so the contract's index exposes them too.
export * from './amount-in-words.js';
export * from './amount-in-english-words.js';

/** The business's time zone: every date and time is shown as it reads in Vietnam (UTC+7, no DST). */
export const APP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** `1234567` → `1.234.567`: groups a run of digits in threes with dots. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A whole number as the reader groups it: `1.000.000` in Vietnamese, `1,000,000` in English. */
export function formatCount(value: number, locale: 'vi' | 'en'): string {
  const digits = groupThousands(Math.abs(Math.round(value)).toString());
  return `${value < 0 ? '-' : ''}${locale === 'vi' ? digits : digits.replaceAll('.', ',')}`;
}

/** VND with dots as thousands separators (the spec's Italian-locale style), no decimals: `1.234.567 ₫`. */
export function formatVnd(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(Math.abs(rounded).toString())} ₫`;
}

export type DateInput = Date | string | number;

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

/** The wall-clock parts of an instant in Vietnam; undefined for a missing or invalid date. */
function vietnamParts(value: DateInput | null | undefined): DateParts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: (parts.year ?? '').padStart(4, '0'),
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/**
 * `dd/mm/yyyy` of an instant (Date, ISO string or epoch milliseconds) in Vietnam:
 * `2026-01-04T17:30:00Z` → `05/01/2026`. A missing or invalid date gives `''`.
 */
export function formatDate(value: DateInput | null | undefined): string {
  const p = vietnamParts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** `hh:mm`, 24-hour, in Vietnam: `2026-01-04T17:30:00Z` → `00:30`. A missing or invalid date gives `''`. */
export function formatTime(value: DateInput | null | undefined): string {
  const p = vietnamParts(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** `dd/mm/yyyy hh:mm` in Vietnam: `2026-01-04T17:30:00Z` → `05/01/2026 00:30`. Invalid gives `''`. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const p = vietnamParts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

const vietnamDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Vietnam, `YYYY-MM-DD`: what "today" means for every date filter and rule. */
export function todayInVietnam(now: Date = new Date()): string {
  return vietnamDay.format(now);
}
