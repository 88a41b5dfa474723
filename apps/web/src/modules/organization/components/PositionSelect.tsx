import { SelectField, type SelectFieldValue } from '../../../platform/inputs';
import { usePositionOptions } from '../api/positions';
import { useOrgTexts } from '../locales';
import type { OrgPickerProps } from './select-props';

/** Active positions (name, code as second line), searchable ignoring diacritics; cached dropdown. */
export function PositionSelect({ value, onChange, onBlur, placeholder, style, ...rest }: OrgPickerProps) {
  const texts = useOrgTexts();
  const options = usePositionOptions();
  return (
    <SelectField<number>
      {...rest}
      options={options.data ?? []}
      loading={options.isLoading}
      value={value ?? null}
      onChange={(next: SelectFieldValue<number>) => onChange?.(typeof next === 'number' ? next : null)}
      onBlur={() => onBlur?.()}
      placeholder={placeholder ?? texts.position.select}
      allowClear
      style={{ width: '100%', ...style }}
    />
  );
}
