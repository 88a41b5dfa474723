import { formatDate, formatTime } from '@kenh/contract';

/** Vietnam keeps UTC+7 all year (no daylight saving), so a wall-clock time maps to one instant. */
const VIETNAM_OFFSET = '+07:00';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Whether `hh:mm` (24-hour) is a time of day. */
export const isTimeOfDay = (value: string) => TIME.test(value.trim());

/** `2026-11-26` + `14:05` in Vietnam → the ISO instant `2026-11-26T07:05:00.000Z`; undefined when incomplete. */
export function vietnamInstant(date: string | null, time: string): string | undefined {
  const match = TIME.exec(time.trim());
  if (!date || !match) return undefined;
  const instant = new Date(`${date}T${match[1]!.padStart(2, '0')}:${match[2]}:00${VIETNAM_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** An instant as the date (`YYYY-MM-DD`) and time (`hh:mm`) a Vietnamese clock shows. */
export function vietnamDateAndTime(instant: string | Date): { date: string; time: string } {
  const [day, month, year] = formatDate(instant).split('/');
  return { date: `${year}-${month}-${day}`, time: formatTime(instant) };
}

/** The next whole minute at least `minutes` ahead of `now`, as a Vietnamese date and time. */
export function minutesAhead(minutes: number, now: Date = new Date()): { date: string; time: string } {
  const next = new Date(now.getTime() + minutes * 60_000);
  next.setUTCSeconds(0, 0);
  next.setTime(next.getTime() + 60_000);
  return vietnamDateAndTime(next);
}
