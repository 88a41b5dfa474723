import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstFailingMessage } from './rules';
import {
  caretAfterSignificant,
  formatMoneyValue,
  formatNumberValue,
  parseMoneyText,
  parseNumberText,
  sanitizeMoneyText,
  sanitizeNumberText,
} from './text-modes';

describe('numeric modes', () => {
  it('round-trips numbers with a decimal comma, never in exponent notation', () => {
    expect(formatNumberValue(12.5)).toBe('12,5');
    expect(formatNumberValue(0.0000001)).toBe('0,0000001');
    expect(formatNumberValue(null)).toBe('');
    expect(parseNumberText('0,0000001')).toBe(0.0000001);
    expect(parseNumberText('')).toBeNull();
    expect(sanitizeNumberText(',,5,')).toBe('0,5');
  });

  it('formats and parses money', () => {
    expect(formatMoneyValue(1234567)).toBe('1.234.567');
    expect(formatMoneyValue(undefined)).toBe('');
    expect(parseMoneyText('1.234.567')).toBe(1234567);
    expect(parseMoneyText('')).toBeNull();
    expect(sanitizeMoneyText('0')).toBe('1');
    expect(sanitizeMoneyText('1.000.0000')).toBe('10.000.000');
  });

  it('finds the caret position after n digits in the formatted text', () => {
    expect(caretAfterSignificant('1.234.567', 0)).toBe(0);
    expect(caretAfterSignificant('1.234.567', 1)).toBe(1);
    expect(caretAfterSignificant('1.234.567', 2)).toBe(3);
    expect(caretAfterSignificant('1.234.567', 7)).toBe(9);
    expect(caretAfterSignificant('0,5', 2)).toBe(2);
  });
});

describe('firstFailingMessage', () => {
  it('returns undefined without rules or when all pass', () => {
    expect(firstFailingMessage('x', undefined)).toBeUndefined();
    expect(firstFailingMessage('x', [{ test: () => true, message: 'no' }])).toBeUndefined();
    expect(firstFailingMessage('x', z.string())).toBeUndefined();
  });

  it('returns the first failing rule or schema issue', () => {
    const rules = [
      { test: (v: string) => v !== '', message: 'first' },
      { test: (v: string) => v.length > 3, message: 'second' },
      { test: (v: string) => v.length > 5, message: 'third' },
    ];
    expect(firstFailingMessage('', rules)).toBe('first');
    expect(firstFailingMessage('ab', rules)).toBe('second');
    expect(firstFailingMessage(5, z.string({ message: 'validation.required' }))).toBe('validation.required');
  });
});
