import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useDistributorSearch } from '../api/catalogue';
import { useDebounced } from '../../../platform/inputs';

/**
 * The distributor owning a warehouse, searched on the server (name or username, diacritics
 * ignored). The chosen one stays among the options while the search moves on, so its name shows.
 */
export function DistributorSelect({
  id,
  value,
  initialLabel,
  label,
  placeholder,
  status,
  disabled,
  onChange,
  onBlur,
}: {
  id: string;
  value: number | null;
  /** The name of the distributor already chosen (a warehouse being edited). */
  initialLabel: string | null;
  label: string;
  placeholder: string;
  status?: 'error';
  disabled?: boolean;
  onChange: (id: number | null) => void;
  onBlur: () => void;
}) {
  const [typed, onSearch] = useState('');
  const search = useDebounced(typed);
  const accounts = useDistributorSearch(search);
  const [chosen, setChosen] = useState(
    value !== null && initialLabel ? { value, label: initialLabel } : null,
  );
  const found = accounts.data?.results;
  const options = useMemo(() => {
    const listed = (found ?? []).map((a) => ({ value: a.id, label: `${a.fullname} (${a.username})` }));
    return chosen && !listed.some((o) => o.value === chosen.value) ? [chosen, ...listed] : listed;
  }, [found, chosen]);
  return (
    <Select<number | null>
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      placeholder={placeholder}
      loading={accounts.isFetching}
      disabled={disabled}
      status={status}
      value={value}
      onBlur={onBlur}
      onChange={(next) => {
        setChosen(options.find((o) => o.value === next) ?? null);
        onChange(next ?? null);
      }}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
