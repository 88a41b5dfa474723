import { accountApi, type DerivedRole, type LocatePerson } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { SelectField } from '../../../platform/inputs';

/**
 * The head of an area (role TV, trưởng vùng) or zone (role GSKV, giám sát khu vực), chosen among
 * active staff accounts whose position gives that role (`get_account_dropdown?role=`,
 * docs/locate.md, "Head pickers"); the current head stays selectable even when the list does not
 * hold it. Needs the `user` permission to list accounts; without it only the current head shows.
 */
export function HeadPicker({
  id,
  role,
  value,
  current,
  onChange,
  placeholder,
  disabled,
}: {
  id: string;
  role: Extract<DerivedRole, 'TV' | 'GSKV'>;
  value: number | null;
  current: LocatePerson | null | undefined;
  onChange: (value: number | null) => void;
  placeholder: string;
  disabled?: boolean;
}) {
  const options = useEndpointQuery(
    accountApi.getAccountDropdown,
    { query: { type: 'AD', is_active: true, role } },
    { staleTime: 5 * 60_000, retry: false },
  );
  const list = (options.data ?? []).map((o) => ({
    value: o.value,
    label: o.label,
    label_child: o.label_child,
  }));
  if (current && !list.some((o) => o.value === current.id)) {
    list.unshift({ value: current.id, label: current.fullname, label_child: current.username });
  }
  return (
    <SelectField<number>
      id={id}
      aria-label={placeholder}
      placeholder={placeholder}
      options={list}
      loading={options.isLoading}
      value={value}
      allowClear
      disabled={disabled}
      highlight
      style={{ width: '100%' }}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}
