import { describe, expect, it } from 'vitest';
import { barcode, barcodeCheckDigit, isValidBarcode } from './barcode.js';

describe('barcodes', () => {
  it('accepts EAN-13, EAN-8 and UPC-A codes with the right check digit', () => {
    expect(isValidBarcode('8934673573016')).toBe(true);
    expect(isValidBarcode('96385074')).toBe(true);
    expect(isValidBarcode('036000291452')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isValidBarcode('8934673573017')).toBe(false);
    expect(isValidBarcode('96385075')).toBe(false);
    expect(isValidBarcode('12345')).toBe(false);
    expect(isValidBarcode('893467357301a')).toBe(false);
  });

  it('computes the check digit a valid code ends with', () => {
    expect(barcodeCheckDigit('893467357301')).toBe(6);
    expect(barcodeCheckDigit('03600029145')).toBe(2);
  });

  it('reports an invalid code with the catalogue message', () => {
    const result = barcode.safeParse('8934673573017');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('product.barcode_invalid');
  });
});
