import { useState } from 'react';
import { isValidBarcode } from '@kenh/contract';
import { TextInput } from '../../../platform/inputs';

/** The contract's check (message key `product.barcode_invalid`, shown in the page's language). */
const BARCODE_RULES = [
  { test: (text: string) => text === '' || isValidBarcode(text), message: 'product.barcode_invalid' },
];

/**
 * The list's exact barcode filter: a scanned or typed EAN-13, EAN-8 or UPC-A code. The check digit is
 * verified (the contract's rule, message in the page's language) before the list is asked, so a
 * mistyped code says so instead of showing an empty list. Enter or leaving the field applies it;
 * an empty field clears the filter.
 */
export function BarcodeFilter({
  value,
  label,
  placeholder,
  onApply,
}: {
  value: string | undefined;
  label: string;
  placeholder: string;
  onApply: (barcode: string | null) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The address changed from outside (filters cleared, back button): follow it.
  if (shown !== value) {
    setShown(value);
    setTyped(value ?? '');
  }
  const apply = (text: string) => {
    const code = text.trim();
    if (code === '') onApply(null);
    else if (isValidBarcode(code)) onApply(code);
  };
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      inputMode="numeric"
      maxLength={13}
      value={typed}
      rules={BARCODE_RULES}
      onChange={setTyped}
      onBlur={(event) => apply(event.target.value)}
      onPressEnter={(event) => apply(event.currentTarget.value)}
      style={{ width: 200 }}
    />
  );
}
