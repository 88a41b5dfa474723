import { DateField, SelectField } from '../inputs';
import type { ListFilter } from './ListFilters';
import type { UrlQuery } from './url-query';

type FilterValue = string | number;

/**
 * A list filter that is one select over a field of the address (`?region=`, `?area_id=`): shows
 * the field's value, writes the chosen one back (clearing drops it), and counts as narrowing the
 * list while the field is set.
 */
export function selectFilter<V extends FilterValue>({
  url,
  field,
  value,
  label,
  placeholder,
  options,
  searchable = true,
}: {
  url: Pick<UrlQuery<unknown>, 'set'>;
  /** The query field (`region`). */
  field: string;
  /** Its value now, undefined when unset. */
  value: V | undefined;
  label: string;
  /** The "all" text shown while unset. */
  placeholder: string;
  options: readonly { value: V; label: string }[];
  searchable?: boolean;
}): ListFilter {
  return {
    key: field,
    label,
    active: value !== undefined,
    control: (
      <SelectField<V>
        aria-label={label}
        placeholder={placeholder}
        allowClear
        searchable={searchable}
        showSuccess={false}
        value={value ?? null}
        style={{ width: '100%', minWidth: 180 }}
        options={[...options]}
        onChange={(next) => url.set({ [field]: next })}
      />
    ),
  };
}

/**
 * A list filter that is one day of the address (`?date_from=`, `?as_of=`): shows it, writes the
 * picked day back (clearing drops it), and counts as narrowing the list while set. `min`/`max`
 * bound the picker (the other end of a range, or today).
 */
export function dateFilter({
  url,
  field,
  value,
  label,
  min,
  max,
}: {
  url: Pick<UrlQuery<unknown>, 'set'>;
  field: string;
  value: string | undefined;
  label: string;
  min?: string | undefined;
  max?: string | undefined;
}): ListFilter {
  return {
    key: field,
    label,
    active: value !== undefined,
    control: (
      <DateField
        aria-label={label}
        placeholder={label}
        value={value ?? null}
        min={min}
        max={max}
        onChange={(next) => url.set({ [field]: next })}
      />
    ),
  };
}

/** The module's words for the status filter (each module names the status in its own texts). */
export interface ActiveFilterLabels {
  status: string;
  allStatuses: string;
  active: string;
  inactive: string;
}

/** "Đang hoạt động" / "Ngừng hoạt động" / all, for a list whose query has `is_active`. */
export function activeFilter(
  url: UrlQuery<{ is_active?: boolean | undefined }>,
  labels: ActiveFilterLabels,
): ListFilter {
  const { is_active: isActive } = url.query;
  return selectFilter<string>({
    url,
    field: 'is_active',
    value: isActive === undefined ? undefined : String(isActive),
    label: labels.status,
    placeholder: labels.allStatuses,
    searchable: false,
    options: [
      { value: 'true', label: labels.active },
      { value: 'false', label: labels.inactive },
    ],
  });
}
