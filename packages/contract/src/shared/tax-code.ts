import { z } from 'zod';

/** Weights of the first nine digits in the check digit of a tax code (mã số thuế, MST). */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/**
 * A Vietnamese enterprise tax code: two digits of province, seven of sequence, a check digit
 * (10 − the weighted sum of the first nine mod 11), and for a branch a hyphen and three digits.
 * None of the parts may be all zeros.
 */
export function isValidTaxCode(value: string): boolean {
  const match = /^(\d{2})(\d{7})(\d)(?:-(\d{3}))?$/.exec(value);
  if (!match) return false;
  const [, province, sequence, check, branch] = match;
  if (province === '00' || sequence === '0000000' || branch === '000') return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return 10 - (sum % 11) === Number(check);
}

/**
 * A tax code as people type it — spaces or dots between the digits, a branch with or without its
 * hyphen — read as `0100233488` or `0314409058-002`, and refused with `message` unless valid.
 */
export const taxCode = (message: string) =>
  z
    .string()
    .transform((value) => {
      const digits = value.replace(/[\s.]/g, '');
      return /^\d{13}$/.test(digits) ? `${digits.slice(0, 10)}-${digits.slice(10)}` : digits;
    })
    .refine(isValidTaxCode, { message });
