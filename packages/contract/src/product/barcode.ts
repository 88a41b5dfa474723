import { z } from 'zod';

/** GTIN lengths the catalogue accepts: EAN-8, UPC-A and EAN-13. */
export const BARCODE_LENGTHS = [8, 12, 13] as const;

/**
 * The GTIN check digit of `digits` (the code without its last digit): weights 3 and 1 alternate
 * from the rightmost digit, and the check digit brings the sum to a multiple of 10.
 */
export function barcodeCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for an EAN-13, EAN-8 or UPC-A code whose last digit is the right check digit. */
export function isValidBarcode(code: string): boolean {
  if (!/^\d+$/.test(code) || !(BARCODE_LENGTHS as readonly number[]).includes(code.length)) return false;
  return barcodeCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** A barcode field: digits only, 8/12/13 long, check digit verified. */
export const barcode = z
  .string({ message: 'validation.required' })
  .trim()
  .refine(isValidBarcode, { message: 'product.barcode_invalid' });

/** An optional barcode: blank reads as null. */
export const optionalBarcode = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  barcode.nullable().optional(),
);
