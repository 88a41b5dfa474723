import { describe, expect, it } from 'vitest';
import { sampleNotification } from '../test-support';
import { cleanFilter, matchesFilter, normaliseKeyword } from './filters';
import { needsFullReload } from './notification-target';

describe('client-side notification filtering (catalogue §5)', () => {
  it('trims and collapses the search text; blank means no search', () => {
    expect(normaliseKeyword('  họp   giao  ban ')).toBe('họp giao ban');
    expect(normaliseKeyword(' \t ')).toBeUndefined();
    expect(cleanFilter({ keyword: '   ', status: undefined })).toEqual({});
  });

  it('matches the title ignoring case, and ignoring diacritics and punctuation', () => {
    const item = sampleNotification(1, { title: 'Đơn hàng #12-A đã DUYỆT' });
    expect(matchesFilter(item, { keyword: 'đã duyệt' })).toBe(true);
    expect(matchesFilter(item, { keyword: 'don hang 12a' })).toBe(true);
    expect(matchesFilter(item, { keyword: '  da   duyet ' })).toBe(true);
    expect(matchesFilter(item, { keyword: 'hợp đồng' })).toBe(false);
    expect(matchesFilter(item, { keyword: '' })).toBe(true);
  });

  it('compares status (seen flag) and module when chosen', () => {
    const unseen = sampleNotification(1, { module: 'ORDER' });
    expect(matchesFilter(unseen, { status: 0 })).toBe(true);
    expect(matchesFilter(unseen, { status: 1 })).toBe(false);
    expect(matchesFilter(unseen, { module: 'ORDER' })).toBe(true);
    expect(matchesFilter(unseen, { module: 'MEETING' })).toBe(false);
    expect(matchesFilter(unseen, {})).toBe(true);
  });
});

describe('same-section reload rule (spec §4)', () => {
  it('reloads within one section when the last segment differs', () => {
    expect(needsFullReload('/meeting/5', '/meeting/7')).toBe(true);
    expect(needsFullReload('/en/meeting/5', '/meeting/7')).toBe(true);
    expect(needsFullReload('/order', '/order/export/3')).toBe(true);
    expect(needsFullReload('/contract-manager/nv/5?tab=1', '/contract-manager/nv/6')).toBe(true);
  });

  it('navigates normally to another section, the same page, or from home', () => {
    expect(needsFullReload('/meeting/5', '/meeting/5')).toBe(false);
    expect(needsFullReload('/product', '/meeting/7')).toBe(false);
    expect(needsFullReload('/', '/meeting/7')).toBe(false);
    expect(needsFullReload('/en', '/password-request')).toBe(false);
  });
});
