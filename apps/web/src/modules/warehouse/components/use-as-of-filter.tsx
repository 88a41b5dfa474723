import { todayInVietnam } from '@kenh/contract';
import { DateField } from '../../../platform/inputs';
import type { ListFilter, UrlQuery } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';

/** The stock report's "as of" day (`as_of` in the address; absent: now). No day after today. */
export function useAsOfFilter(url: UrlQuery<{ as_of?: string | undefined }>): ListFilter {
  const texts = useWarehouseTexts();
  const value = url.query.as_of;
  return {
    key: 'as_of',
    label: texts.report.asOf,
    active: value !== undefined,
    control: (
      <DateField
        aria-label={texts.report.asOf}
        placeholder={texts.report.asOf}
        value={value ?? null}
        max={todayInVietnam()}
        onChange={(next) => url.set({ as_of: next })}
      />
    ),
  };
}
