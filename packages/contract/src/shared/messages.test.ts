import { describe, expect, it } from 'vitest';
import { labelsIn } from './messages.js';

describe('labelsIn', () => {
  it('keeps each key with its label in the one language', () => {
    const labels = {
      active: { vi: 'Đang hoạt động', en: 'Active' },
      paused: { vi: 'Tạm dừng', en: 'Paused' },
    };
    expect(labelsIn(labels, 'vi')).toEqual({ active: 'Đang hoạt động', paused: 'Tạm dừng' });
    expect(labelsIn(labels, 'en')).toEqual({ active: 'Active', paused: 'Paused' });
  });
});
