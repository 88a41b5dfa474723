import { useLocale } from '../../../platform/layout';

/** Numbers as the reader writes them: `6.000` and `12,5` in Vietnamese, `6,000` and `12.5` in English. */
export function useNumberFormat(): (value: number) => string {
  const format = new Intl.NumberFormat(useLocale() === 'vi' ? 'vi-VN' : 'en-GB', {
    maximumFractionDigits: 2,
  });
  return (value) => format.format(value);
}
