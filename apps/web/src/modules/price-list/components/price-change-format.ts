import { formatVnd, type Locale } from '@kenh/contract';

/** A signed VND difference: `+500 ₫`, `-1.200 ₫`, `0 ₫`. */
export function formatVndChange(amount: number): string {
  return amount > 0 ? `+${formatVnd(amount)}` : formatVnd(amount);
}

/** A signed percentage with one decimal in the page's language: `+5,6%` (vi), `+5.6%` (en). */
export function formatPercentChange(percent: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent);
  return `${number}%`;
}
