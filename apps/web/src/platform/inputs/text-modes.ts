import { groupThousands, MAX_AMOUNT_IN_WORDS } from '@kenh/contract';

/** How the text input treats what is typed (spec §5). */
export type TextInputMode = 'text' | 'password' | 'number' | 'money';
export type NumericMode = 'number' | 'money';

/** Default largest money amount: the largest amount that can be read in words (spec §9). */
export const MONEY_MAX = MAX_AMOUNT_IN_WORDS;

/**
 * Mode number: keeps digits and one comma (the decimal separator); further commas and every other
 * character are dropped; a value that would start with a comma gets a leading 0 (`,5` → `0,5`).
 */
export function sanitizeNumberText(raw: string): string {
  let text = raw.replace(/[^\d,]/g, '');
  const comma = text.indexOf(',');
  if (comma !== -1) text = text.slice(0, comma + 1) + text.slice(comma + 1).replace(/,/g, '');
  return text.startsWith(',') ? `0${text}` : text;
}

/** `12,5` → 12.5, `12,` → 12, `` → null. */
export function parseNumberText(text: string): number | null {
  if (text === '' || text === ',') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** 12.5 → `12,5`; null → ``. Never exponent notation. */
export function formatNumberValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }).replace('.', ',');
}

/**
 * Mode money: keeps only digits, groups thousands with dots (`1234567` → `1.234.567`); the amount
 * cannot start with 0: a leading 0 is replaced by 1 (`0` → `1`, `05` → `15`).
 */
export function sanitizeMoneyText(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return groupThousands(digits.startsWith('0') ? `1${digits.slice(1)}` : digits);
}

/** `1.234.567` → 1234567, `` → null. */
export function parseMoneyText(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/** 1234567 → `1.234.567`; null → ``. */
export function formatMoneyValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return groupThousands(Math.round(Math.abs(value)).toString());
}

export const NUMERIC_MODES = {
  number: { sanitize: sanitizeNumberText, parse: parseNumberText, format: formatNumberValue },
  money: { sanitize: sanitizeMoneyText, parse: parseMoneyText, format: formatMoneyValue },
} as const satisfies Record<
  NumericMode,
  {
    sanitize: (raw: string) => string;
    parse: (text: string) => number | null;
    format: (value: number | null | undefined) => string;
  }
>;

/** Characters that carry meaning in a numeric mode (used to keep the caret in place). */
export const isSignificant = (char: string) => /[\d,]/.test(char);

/** Position in `text` just after its `count`-th significant character. */
export function caretAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isSignificant(text[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}
