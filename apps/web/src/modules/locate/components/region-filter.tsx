import { REGIONS, type Region } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import type { ListFilter, UrlQuery } from '../../../platform/pages';
import type { LocateMessages } from '../locales';

/** The "Miền" filter of the area lists, kept in the address as `?region=`. */
export function regionFilter(
  texts: LocateMessages,
  url: UrlQuery<{ region?: Region | undefined }>,
): ListFilter {
  return {
    key: 'region',
    label: texts.fields.region,
    active: url.query.region !== undefined,
    control: (
      <SelectField<Region>
        aria-label={texts.fields.region}
        placeholder={texts.list.allRegions}
        allowClear
        searchable={false}
        showSuccess={false}
        value={url.query.region ?? null}
        style={{ width: '100%', minWidth: 180 }}
        options={REGIONS.map((r) => ({ value: r, label: texts.regions[r] }))}
        onChange={(value) => url.set({ region: typeof value === 'string' ? value : null })}
      />
    ),
  };
}
