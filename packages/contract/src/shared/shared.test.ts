import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../messages.js';
import { systemKeyOf } from '../account/account-types.js';
import { pagingQuery } from './paging.js';
import { idParam } from './scalars.js';
import { isOneOf } from './one-of.js';

describe('paging and ids', () => {
  it('accepts paging numbers as strings or numbers, with defaults', () => {
    expect(pagingQuery.parse({ page: '2', page_size: '10' })).toEqual({ page: 2, page_size: 10 });
    expect(pagingQuery.parse({})).toEqual({ page: 0, page_size: 20 });
    expect(pagingQuery.safeParse({ page: '-1' }).success).toBe(false);
    expect(pagingQuery.safeParse({ page_size: '100000' }).success).toBe(false);
  });
  it('rejects a non-numeric id with the invalid-id message key', () => {
    const result = idParam.safeParse({ id: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalid_id');
    expect(idParam.parse({ id: '12' })).toEqual({ id: 12 });
  });
});

describe('system keys', () => {
  it('keeps AD, KH and KT and maps every other key to default', () => {
    expect(['AD', 'KH', 'KT', 'NPP', null].map(systemKeyOf)).toEqual([
      'AD',
      'KH',
      'KT',
      'default',
      'default',
    ]);
  });
});

describe('message catalogue', () => {
  it('has a Vietnamese and an English text for every key', () => {
    for (const [key, texts] of Object.entries(ALL_MESSAGES)) {
      expect(texts.vi.trim(), key).not.toBe('');
      expect(texts.en.trim(), key).not.toBe('');
    }
  });
});

describe('isOneOf', () => {
  it('accepts the list’s own values only', () => {
    const kinds = ['a', 'b'] as const;
    expect(isOneOf(kinds, 'a')).toBe(true);
    expect(isOneOf(kinds, 'c')).toBe(false);
    expect(isOneOf(kinds, 1)).toBe(false);
  });
});
