import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { useStaffOptions } from '../api/contracts';
import { useContractTexts } from '../texts';

export interface StaffChoice {
  value: number;
  label: string;
  label_child?: string;
}

/**
 * Staff picker over the staff module's `get_dropdown_staff`: the server searches (diacritics
 * ignored) as the user types; each option shows the name with "code · position" below. `current`
 * labels the chosen staff member before the options have loaded (editing a draft).
 */
export function StaffSelect({
  id,
  value,
  onChange,
  onBlur,
  current,
  status,
  disabled,
}: {
  id?: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  current?: StaffChoice | null | undefined;
  status?: 'error';
  disabled?: boolean;
}) {
  const tc = useContractTexts();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const staff = useStaffOptions(search);
  const options = useMemo(() => {
    const list: StaffChoice[] = [...(staff.data ?? [])];
    if (current && !list.some((o) => o.value === current.value)) list.unshift(current);
    return list.map((o) => ({
      value: o.value,
      label: o.label,
      title: o.label,
      child: o.label_child,
    }));
  }, [staff.data, current]);
  return (
    <Select<number | null>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      disabled={disabled}
      status={status}
      placeholder={tc('staffSearch')}
      loading={staff.isFetching}
      value={value ?? null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      options={options}
      optionRender={(option) => (
        <div>
          <div>{option.data.label}</div>
          {option.data.child && <div style={{ fontSize: 12, opacity: 0.65 }}>{option.data.child}</div>}
        </div>
      )}
      style={{ width: '100%' }}
    />
  );
}
