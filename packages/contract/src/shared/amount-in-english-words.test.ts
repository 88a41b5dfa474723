import { describe, expect, it } from 'vitest';
import { amountInEnglishWords, amountInWordsOf } from './amount-in-english-words.js';
import { MAX_AMOUNT_IN_WORDS } from './amount-in-words.js';

describe('amountInEnglishWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [25, 'twenty-five'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred five'],
    [1_000, 'one thousand'],
    [1_001, 'one thousand one'],
    [1_000_500, 'one million five hundred'],
    [1_200_000, 'one million two hundred thousand'],
    [2_000_000_000, 'two billion'],
    [1_500_000_000_000, 'one trillion five hundred billion'],
  ])('%d → %s', (amount, words) => {
    expect(amountInEnglishWords(amount)).toBe(words);
  });

  it('reads the largest amount and refuses what it cannot read', () => {
    expect(amountInEnglishWords(MAX_AMOUNT_IN_WORDS)).toBe(
      'eight quadrillion nine hundred ninety-nine trillion nine hundred ninety-nine billion ' +
        'nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    );
    expect(amountInEnglishWords(12_345_678_901n)).toBe(
      'twelve billion three hundred forty-five million six hundred seventy-eight thousand nine hundred one',
    );
    expect(() => amountInEnglishWords(-1)).toThrow(RangeError);
    expect(() => amountInEnglishWords(1.5)).toThrow(RangeError);
    expect(() => amountInEnglishWords(MAX_AMOUNT_IN_WORDS + 1)).toThrow(RangeError);
  });

  it('adds the currency, and picks the language of the page', () => {
    expect(amountInEnglishWords(1_200_000, { currency: true })).toBe('One million two hundred thousand dong');
    expect(amountInWordsOf(1_200_000, 'en')).toBe('One million two hundred thousand dong');
    expect(amountInWordsOf(1_200_000, 'vi')).toBe('Một triệu hai trăm nghìn đồng');
  });
});
