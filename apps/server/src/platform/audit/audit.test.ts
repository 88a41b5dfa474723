import { describe, expect, it } from 'vitest';
import { diffRecords } from './audit.js';

describe('diffRecords', () => {
  it('keeps changed fields, masks secrets, and leaves out bookkeeping columns in either spelling', () => {
    const before = { name: 'A', passwordHash: 'x', updatedAt: 1, updated_by: 2, searchText: 'a', note: null };
    const after = { name: 'B', passwordHash: 'y', updatedAt: 3, updated_by: 4, searchText: 'b', note: null };
    expect(diffRecords(before, after)).toEqual({
      name: { from: 'A', to: 'B' },
      passwordHash: { from: '***', to: '***' },
    });
  });

  it('lists every own field of a created record but its id (the entry names the record)', () => {
    expect(diffRecords(null, { id: 7, name: 'A', created_at: 'now', createdBy: 1 })).toEqual({
      name: { from: null, to: 'A' },
    });
  });
});
