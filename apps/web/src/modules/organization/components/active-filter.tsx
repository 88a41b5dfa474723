import { SelectField } from '../../../platform/inputs';
import type { ListFilter, UrlQuery } from '../../../platform/pages';
import type { OrganizationMessages } from '../locales';

/** The status filter of the position and office lists, kept in the address as `?is_active=`. */
export function activeFilter(
  texts: OrganizationMessages,
  url: UrlQuery<{ is_active?: boolean | undefined }>,
): ListFilter {
  const { is_active: isActive } = url.query;
  return {
    key: 'is_active',
    label: texts.common.status,
    active: isActive !== undefined,
    control: (
      <SelectField<string>
        aria-label={texts.common.status}
        placeholder={texts.common.allStatuses}
        allowClear
        searchable={false}
        showSuccess={false}
        value={isActive === undefined ? null : String(isActive)}
        style={{ width: '100%', minWidth: 180 }}
        options={[
          { value: 'true', label: texts.common.active },
          { value: 'false', label: texts.common.inactive },
        ]}
        onChange={(value) => url.set({ is_active: typeof value === 'string' ? value : null })}
      />
    ),
  };
}
