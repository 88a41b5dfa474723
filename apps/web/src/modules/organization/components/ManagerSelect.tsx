import { useDeferredValue, useState } from 'react';
import { Select } from 'antd';
import { useManagerOptions } from '../api/org-units';
import { useOrgTexts } from '../locales';
import type { OrgPickerProps } from './select-props';

/** Staff account picker for a unit's manager; the server searches name and username. */
export function ManagerSelect({
  value,
  onChange,
  onBlur,
  id,
  disabled,
  error,
}: Omit<OrgPickerProps, 'showMessage'>) {
  const texts = useOrgTexts();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const options = useManagerOptions(deferred.trim(), value ?? null);
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
      onBlur={() => onBlur?.()}
      loading={options.isFetching}
      placeholder={texts.unit.managerHint}
      notFoundContent={texts.common.empty}
      status={error ? 'error' : undefined}
      options={(options.data ?? []).map((o) => ({
        value: o.value,
        label: o.label_child ? `${o.label} (${o.label_child})` : o.label,
      }))}
      style={{ width: '100%' }}
    />
  );
}
