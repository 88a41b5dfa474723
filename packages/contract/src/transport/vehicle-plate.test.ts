import { describe, expect, it } from 'vitest';
import { normalisePlate } from './vehicle-plate.js';

describe('normalisePlate', () => {
  it.each([
    ['51C-123.45', '51C-123.45'],
    ['29A-12345', '29A-123.45'],
    ['51ld 123.45', '51LD-123.45'],
    ['30e12345', '30E-123.45'],
    ['59A1-234.56', '59A1-234.56'],
    ['43C-1234', '43C-1234'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePlate(input)).toBe(expected);
  });

  it.each(['10A-123.45', '5C-123.45', '51-123.45', '51C-12.345', 'ABC', '51CCC-123.45', '51C-123456'])(
    'refuses %s',
    (input) => {
      expect(normalisePlate(input)).toBeNull();
    },
  );
});
