import { describe, expect, it } from 'vitest';
import { optionCombinations, variantDefaultCode, variantDisplayName } from './variant-builder.js';

describe('variant builder', () => {
  it('builds every combination, the first option varying slowest', () => {
    const combos = optionCombinations([
      { name: 'Hương vị', values: ['Cam', 'Chanh'] },
      { name: 'Dung tích', values: ['330ml', '1,5L', '2L'] },
    ]);
    expect(combos).toEqual([
      ['Cam', '330ml'],
      ['Cam', '1,5L'],
      ['Cam', '2L'],
      ['Chanh', '330ml'],
      ['Chanh', '1,5L'],
      ['Chanh', '2L'],
    ]);
  });

  it('gives one empty combination without options and none for an option without values', () => {
    expect(optionCombinations([])).toEqual([[]]);
    expect(optionCombinations([{ name: 'Màu', values: [] }])).toEqual([]);
  });

  it('names and numbers variants after their product', () => {
    expect(variantDisplayName('Sting', ['Dâu', '330ml'])).toBe('Sting - Dâu - 330ml');
    expect(variantDisplayName('Sting', [])).toBe('Sting');
    expect(variantDefaultCode('SP000012', 0)).toBe('SP000012-01');
  });
});
