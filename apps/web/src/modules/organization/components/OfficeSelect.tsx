import { SelectField, type SelectFieldValue } from '../../../platform/inputs';
import { useOfficeOptions } from '../api/offices';
import { useOrgTexts } from '../locales';
import type { OrgPickerProps } from './select-props';

/** Active offices (name, code as second line), searchable ignoring diacritics; cached dropdown. */
export function OfficeSelect({ value, onChange, onBlur, placeholder, style, ...rest }: OrgPickerProps) {
  const texts = useOrgTexts();
  const options = useOfficeOptions();
  return (
    <SelectField<number>
      {...rest}
      options={options.data ?? []}
      loading={options.isLoading}
      value={value ?? null}
      onChange={(next: SelectFieldValue<number>) => onChange?.(typeof next === 'number' ? next : null)}
      onBlur={() => onBlur?.()}
      placeholder={placeholder ?? texts.office.select}
      allowClear
      style={{ width: '100%', ...style }}
    />
  );
}
