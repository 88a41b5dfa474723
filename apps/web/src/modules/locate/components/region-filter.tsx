import { REGIONS, type Region } from '@kenh/contract';
import { selectFilter, type ListFilter, type UrlQuery } from '../../../platform/pages';
import type { LocateMessages } from '../locales';

/** The "Miền" filter of the area lists, kept in the address as `?region=`. */
export function regionFilter(
  texts: LocateMessages,
  url: UrlQuery<{ region?: Region | undefined }>,
): ListFilter {
  return selectFilter<Region>({
    url,
    field: 'region',
    value: url.query.region,
    label: texts.fields.region,
    placeholder: texts.list.allRegions,
    searchable: false,
    options: REGIONS.map((r) => ({ value: r, label: texts.regions[r] })),
  });
}
