import { describe, expect, it } from 'vitest';
import { monthEndOf, monthEndOnOrBefore, stockBoundary } from './stock-closing.js';
import { lastClosableDay } from './stock-day-ends.js';

describe('stock as of a day: the nearer stored boundary', () => {
  it('knows month ends', () => {
    expect(monthEndOnOrBefore('2026-03-15')).toBe('2026-02-28');
    expect(monthEndOnOrBefore('2026-03-31')).toBe('2026-03-31');
    expect(monthEndOf('2028-02-10')).toBe('2028-02-29');
  });

  it('walks forward from the month end before, or back from the one after, whichever is nearer', () => {
    const today = '2026-11-27';
    // 3 days after Oct 31 vs 27 days before Nov 30 (not yet past: today's balances, 24 days back).
    expect(stockBoundary('2026-11-03', today)).toEqual({ monthEnd: '2026-10-31', forward: true });
    // 20 days after Oct 31 vs 7 days back from today's balances.
    expect(stockBoundary('2026-11-20', today)).toEqual({ monthEnd: null, forward: false });
    // 28 days after Sep 30 vs 3 days before Oct 31.
    expect(stockBoundary('2026-10-28', today)).toEqual({ monthEnd: '2026-10-31', forward: false });
    expect(stockBoundary('2026-05-31', today)).toEqual({ monthEnd: '2026-05-31', forward: true });
    expect(stockBoundary(today, today)).toEqual({ monthEnd: null, forward: false });
  });

  it('closes a day only a quarter of an hour after it ended (a movement is stamped when its transaction began)', () => {
    // 00:05 on 28 Nov in Vietnam (UTC+7): the 27th may still receive a late commit.
    expect(lastClosableDay(new Date('2026-11-27T17:05:00Z'))).toBe('2026-11-26');
    expect(lastClosableDay(new Date('2026-11-27T17:16:00Z'))).toBe('2026-11-27');
    expect(lastClosableDay(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-26');
  });
});
