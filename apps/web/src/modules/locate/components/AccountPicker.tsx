import { useQuery } from '@tanstack/react-query';
import { accountApi, type LocatePerson } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { SelectField } from '../../../platform/inputs';

/**
 * A staff account picker (manager, supervisor) over `get_account_dropdown`; the current person stays
 * selectable even when the search does not list it. Needs the `user` permission to list accounts;
 * without it only the current person shows.
 */
export function AccountPicker({
  id,
  value,
  current,
  onChange,
  placeholder,
  disabled,
}: {
  id: string;
  value: number | null;
  current: LocatePerson | null | undefined;
  onChange: (value: number | null) => void;
  placeholder: string;
  disabled?: boolean;
}) {
  const options = useQuery({
    queryKey: ['locate', 'account-options'],
    queryFn: ({ signal }) =>
      callEndpoint(accountApi.getAccountDropdown, { query: { type: 'AD', is_active: true }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const list = (Array.isArray(options.data) ? options.data : []).map((o) => ({
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
