import { describe, expect, it } from 'vitest';
import { isValidTaxCode, taxCode } from './tax-code.js';

describe('tax code (MST)', () => {
  it('accepts codes whose tenth digit is their check digit, with or without a branch', () => {
    expect(isValidTaxCode('0100233488')).toBe(true);
    expect(isValidTaxCode('0100112437')).toBe(true);
    expect(isValidTaxCode('0314409058-002')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and all-zero parts', () => {
    expect(isValidTaxCode('0100233480')).toBe(false);
    expect(isValidTaxCode('010023348')).toBe(false);
    expect(isValidTaxCode('0314409058-02')).toBe(false);
    expect(isValidTaxCode('0314409058-000')).toBe(false);
    expect(isValidTaxCode('0000000000')).toBe(false);
    expect(isValidTaxCode('0100233488 ')).toBe(false);
  });

  it('reads the code as typed: spaces, dots, a branch without its hyphen', () => {
    const schema = taxCode('bad');
    expect(schema.parse(' 01.00.112.437 ')).toBe('0100112437');
    expect(schema.parse('0314409058002')).toBe('0314409058-002');
    expect(schema.parse('0314409058-002')).toBe('0314409058-002');
    expect(schema.safeParse('0101234567').error?.issues[0]?.message).toBe('bad');
  });
});
