import { SelectField } from '../inputs';
import type { ListFilter } from './ListFilters';
import type { UrlQuery } from './url-query';

/** The module's words for the filter (each module names the status in its own texts). */
export interface ActiveFilterLabels {
  status: string;
  allStatuses: string;
  active: string;
  inactive: string;
}

type ActiveQuery = UrlQuery<{ is_active?: boolean | undefined }>;

/** "Đang hoạt động" / "Ngừng hoạt động" / all, read from and written to the address. */
export function ActiveFilter({ url, labels }: { url: ActiveQuery; labels: ActiveFilterLabels }) {
  const { is_active: isActive } = url.query;
  return (
    <SelectField<string>
      aria-label={labels.status}
      placeholder={labels.allStatuses}
      allowClear
      searchable={false}
      showSuccess={false}
      value={isActive === undefined ? null : String(isActive)}
      style={{ width: '100%', minWidth: 180 }}
      options={[
        { value: 'true', label: labels.active },
        { value: 'false', label: labels.inactive },
      ]}
      onChange={(value) => url.set({ is_active: typeof value === 'string' ? value : null })}
    />
  );
}

/** The status filter of a list whose query has `is_active`, kept in the address as `?is_active=`. */
export function activeFilter(url: ActiveQuery, labels: ActiveFilterLabels): ListFilter {
  return {
    key: 'is_active',
    label: labels.status,
    active: url.query.is_active !== undefined,
    control: <ActiveFilter url={url} labels={labels} />,
  };
}
