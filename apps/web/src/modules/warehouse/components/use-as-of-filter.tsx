import { todayInVietnam } from '@kenh/contract';
import { dateFilter, type ListFilter, type UrlQuery } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';

/** The stock report's "as of" day (`as_of` in the address; absent: now). No day after today. */
export function useAsOfFilter(url: UrlQuery<{ as_of?: string | undefined }>): ListFilter {
  const texts = useWarehouseTexts();
  return dateFilter({
    url,
    field: 'as_of',
    value: url.query.as_of,
    label: texts.report.asOf,
    max: todayInVietnam(),
  });
}
