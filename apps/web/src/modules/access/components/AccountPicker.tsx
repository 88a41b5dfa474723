import { Select } from 'antd';
import { useState } from 'react';
import { useAccessTexts } from '../locales';
import { useAccountOptions } from '../api/access';

export interface AccountPickerProps {
  value: number | number[] | undefined;
  onChange: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  label?: string;
  /** Accounts to leave out of the options (already members). */
  exclude?: readonly number[];
}

/** Searches accounts on the server as the user types (diacritics ignored there), one or several. */
export function AccountPicker({ value, onChange, multiple, label, exclude = [] }: AccountPickerProps) {
  const texts = useAccessTexts();
  const [search, setSearch] = useState('');
  const options = useAccountOptions(search);
  return (
    <Select
      aria-label={label ?? texts.common.chooseAccount}
      placeholder={texts.common.searchAccount}
      style={{ width: '100%', minWidth: 220 }}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      loading={options.isFetching}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(next: number | number[] | undefined) => onChange(next)}
      options={(options.data ?? [])
        .filter((o) => !exclude.includes(o.value))
        .map((o) => ({ value: o.value, label: o.label_child ? `${o.label} · ${o.label_child}` : o.label }))}
    />
  );
}
