import {
  amountInWords,
  isAmountInWordsRange,
  MAX_AMOUNT_IN_WORDS,
  type AmountInWordsOptions,
} from './amount-in-words.js';
import type { Locale } from './messages.js';

/**
 * Amounts in English words for the English pages and documents: the short scale (thousand,
 * million, billion, trillion, quadrillion — enough for 8 999 999 999 999 999), tens hyphenated
 * ("twenty-five"), no "and" (`105` → "one hundred five", the US cheque wording), zero groups
 * skipped (`1 000 500` → "one million five hundred").
 */

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'] as const;

/** Words of 1–999. */
function readGroup(group: number): string[] {
  const hundreds = Math.floor(group / 100);
  const rest = group % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(SMALL[hundreds]!, 'hundred');
  if (rest >= 20) {
    const units = rest % 10;
    words.push(units > 0 ? `${TENS[Math.floor(rest / 10)]!}-${SMALL[units]!}` : TENS[Math.floor(rest / 10)]!);
  } else if (rest > 0) {
    words.push(SMALL[rest]!);
  }
  return words;
}

/**
 * `1200000` → `one million two hundred thousand`; with `{ currency: true }`
 * `One million two hundred thousand dong`. Throws a `RangeError` outside 0 to `MAX_AMOUNT_IN_WORDS`,
 * like `amountInWords`.
 */
export function amountInEnglishWords(
  amount: number | bigint,
  options: Pick<AmountInWordsOptions, 'currency'> = {},
): string {
  if (!isAmountInWordsRange(amount)) {
    throw new RangeError(
      `amountInEnglishWords: expected an integer from 0 to ${MAX_AMOUNT_IN_WORDS}, got ${String(amount)}`,
    );
  }
  let n = BigInt(amount);
  const groups: number[] = [];
  do {
    groups.push(Number(n % 1000n));
    n /= 1000n;
  } while (n > 0n);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const group = groups[i]!;
    if (group === 0) continue;
    words.push(...readGroup(group));
    if (SCALES[i]) words.push(SCALES[i]!);
  }
  const text = words.length > 0 ? words.join(' ') : SMALL[0];
  if (!options.currency) return text;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} dong`;
}

/** The amount in words of the page's language: Vietnamese or English, with the currency. */
export function amountInWordsOf(amount: number | bigint, locale: Locale): string {
  return locale === 'en'
    ? amountInEnglishWords(amount, { currency: true })
    : amountInWords(amount, { currency: true });
}
