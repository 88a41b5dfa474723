import { useMemo } from 'react';
import { formatCount } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';

/**
 * Quantities as the reader groups them (`1.200` in Vietnamese, `1,200` in English); `signed` marks
 * a movement's direction (`+120`, `-5`).
 */
export function useCountFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      count: (n: number) => formatCount(n, locale),
      signed: (n: number) => `${n > 0 ? '+' : ''}${formatCount(n, locale)}`,
    }),
    [locale],
  );
}
