import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatTime,
  formatVnd,
  groupThousands,
} from './formatters.js';

describe('formatCount', () => {
  it('groups a whole number the way the reader does', () => {
    expect(formatCount(1_000_000, 'vi')).toBe('1.000.000');
    expect(formatCount(1_000_000, 'en')).toBe('1,000,000');
    expect(formatCount(345.6, 'vi')).toBe('346');
    expect(formatCount(-1234, 'en')).toBe('-1,234');
  });
});

describe('formatVnd', () => {
  it('formats VND with dots as thousands separators, rounded, no decimals', () => {
    expect(formatVnd(1234567)).toBe('1.234.567 ₫');
    expect(formatVnd(-5000.4)).toBe('-5.000 ₫');
    expect(formatVnd(999)).toBe('999 ₫');
    expect(formatVnd(1000)).toBe('1.000 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
    expect(formatVnd(8999999999999999)).toBe('8.999.999.999.999.999 ₫');
  });

  it('groups digit strings in threes', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('12')).toBe('12');
    expect(groupThousands('1234')).toBe('1.234');
    expect(groupThousands('123456')).toBe('123.456');
    expect(groupThousands('1234567')).toBe('1.234.567');
  });
});

/** Dates must read as in Vietnam whatever zone the machine runs in. */
describe.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Ho_Chi_Minh'])(
  'dates and times with TZ=%s',
  (zone) => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it('really runs in that zone', () => {
      const offset = new Date('2026-01-04T17:30:00Z').getTimezoneOffset();
      const expected = { 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, UTC: 0 }[zone] ?? -420;
      expect(offset).toBe(expected);
    });

    it('formats dd/mm/yyyy hh:mm in Asia/Ho_Chi_Minh', () => {
      expect(formatDateTime('2026-01-04T17:30:00Z')).toBe('05/01/2026 00:30');
      expect(formatDate('2026-01-04T17:30:00Z')).toBe('05/01/2026');
      expect(formatTime('2026-01-04T17:30:00Z')).toBe('00:30');
      expect(formatDateTime(new Date('2026-12-31T16:59:00Z'))).toBe('31/12/2026 23:59');
      expect(formatDateTime(new Date('2026-12-31T17:00:00Z'))).toBe('01/01/2027 00:00');
      expect(formatDateTime(Date.UTC(2026, 6, 9, 2, 5))).toBe('09/07/2026 09:05');
      expect(formatDateTime('2026-03-08T12:00:00+07:00')).toBe('08/03/2026 12:00');
      expect(formatTime('2026-01-04T16:59:00Z')).toBe('23:59');
    });

    it('gives an empty text for a missing or invalid date', () => {
      expect(formatDate(null)).toBe('');
      expect(formatTime(undefined)).toBe('');
      expect(formatDateTime('')).toBe('');
      expect(formatDateTime('not a date')).toBe('');
      expect(formatDateTime(new Date(Number.NaN))).toBe('');
    });
  },
);
