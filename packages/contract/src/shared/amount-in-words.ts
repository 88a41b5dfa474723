/**
 * Amounts read aloud in Vietnamese words (spec §5, §9: the largest is 8 999 999 999 999 999).
 *
 * Readings (docs/web.md "Inputs and formatters"):
 * - Groups of three digits with the units nghìn, triệu, tỷ; above a tỷ the count of tỷ is read as a
 *   number of its own: 1 500 000 000 000 → "một nghìn năm trăm tỷ", 10^15 → "một triệu tỷ",
 *   8 999 999 999 999 999 → "tám triệu chín trăm chín mươi chín nghìn chín trăm chín mươi chín tỷ …".
 * - A group after the first is read with all three digits: 1 001 → "một nghìn không trăm lẻ một",
 *   1 000 001 → "một triệu không trăm lẻ một"; an all-zero group is skipped (1 000 500 → "một triệu
 *   năm trăm").
 * - A zero tens digit before a unit is "lẻ" (105 → "một trăm lẻ năm"), the common Southern and
 *   invoice wording; `{ zeroTens: 'linh' }` gives the Northern "một trăm linh năm".
 * - Units after "mươi": 1 → "mốt", 4 → "tư", 5 → "lăm" (21 "hai mươi mốt", 24 "hai mươi tư",
 *   25 "hai mươi lăm"); after "mười": 5 → "lăm", 1 and 4 stay "một", "bốn" (11 "mười một",
 *   14 "mười bốn", 15 "mười lăm"); after "lẻ" every unit keeps its name (105 "lẻ năm", 101 "lẻ một").
 * - "nghìn" (not "ngàn").
 * Anything that is not an integer from 0 to 8 999 999 999 999 999 throws a `RangeError`.
 */

/** The largest amount read in words (spec §9). */
export const MAX_AMOUNT_IN_WORDS = 8_999_999_999_999_999;

export interface AmountInWordsOptions {
  /** `"Một trăm lẻ năm đồng"`: first letter upper-cased and the currency appended. */
  currency?: boolean;
  /** Word for a zero tens digit before a unit: `lẻ` (default) or `linh`. */
  zeroTens?: 'lẻ' | 'linh';
}

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const GROUP_UNITS = ['', 'nghìn', 'triệu'] as const;
const BILLION = 1_000_000_000n;

const digit = (d: number): string => DIGITS[d] ?? '';

/** True for the integers `amountInWords` reads: 0 to 8 999 999 999 999 999. */
export function isAmountInWordsRange(value: number | bigint): boolean {
  if (typeof value === 'bigint') return value >= 0n && value <= BigInt(MAX_AMOUNT_IN_WORDS);
  return Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT_IN_WORDS;
}

/** Words of one group of three digits (0–999). `full`: read the hundreds even when zero. */
function readGroup(group: number, full: boolean, zeroTens: string): string[] {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const units = group % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    if (units > 0) {
      if (words.length > 0) words.push(zeroTens);
      words.push(digit(units));
    }
  } else if (tens === 1) {
    words.push('mười');
    if (units > 0) words.push(units === 5 ? 'lăm' : digit(units));
  } else {
    words.push(digit(tens), 'mươi');
    if (units === 1) words.push('mốt');
    else if (units === 4) words.push('tư');
    else if (units === 5) words.push('lăm');
    else if (units > 0) words.push(digit(units));
  }
  return words;
}

/** Words of 0 < n < 10^9 by groups of three; `leading`: n starts the amount (no "không trăm"). */
function readBelowBillion(n: number, leading: boolean, zeroTens: string): string[] {
  const groups = [n % 1000, Math.floor(n / 1000) % 1000, Math.floor(n / 1_000_000)];
  const top = groups[2] ? 2 : groups[1] ? 1 : 0;
  const words: string[] = [];
  for (let i = top; i >= 0; i -= 1) {
    const group = groups[i] ?? 0;
    if (group === 0) continue;
    words.push(...readGroup(group, !(leading && i === top), zeroTens));
    const unit = GROUP_UNITS[i];
    if (unit) words.push(unit);
  }
  return words;
}

/** Words of n > 0: the count of tỷ (itself read as a number), "tỷ", then the rest below a tỷ. */
function readPositive(n: bigint, leading: boolean, zeroTens: string): string[] {
  const billions = n / BILLION;
  const rest = Number(n % BILLION);
  const words: string[] = [];
  if (billions > 0n) words.push(...readPositive(billions, leading, zeroTens), 'tỷ');
  if (rest > 0) words.push(...readBelowBillion(rest, leading && billions === 0n, zeroTens));
  return words;
}

/**
 * An amount in Vietnamese words: `105` → `một trăm lẻ năm`; with `{ currency: true }`
 * `Một trăm lẻ năm đồng`. Throws a `RangeError` unless `amount` is an integer from 0 to
 * `MAX_AMOUNT_IN_WORDS` (check with `isAmountInWordsRange` first to show something else).
 */
export function amountInWords(amount: number | bigint, options: AmountInWordsOptions = {}): string {
  if (!isAmountInWordsRange(amount)) {
    throw new RangeError(
      `amountInWords: expected an integer from 0 to ${MAX_AMOUNT_IN_WORDS}, got ${String(amount)}`,
    );
  }
  const n = BigInt(amount);
  const zeroTens = options.zeroTens ?? 'lẻ';
  const words = n === 0n ? digit(0) : readPositive(n, true, zeroTens).join(' ');
  if (!options.currency) return words;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} đồng`;
}
