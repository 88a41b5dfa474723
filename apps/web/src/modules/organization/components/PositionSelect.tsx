import { SelectField, type SelectFieldValue } from '../../../platform/inputs';
import { usePositionOptions } from '../api/positions';
import { useOrgText } from '../texts';
import type { OrgPickerProps } from './select-props';

/** Active positions (name, code as second line), searchable ignoring diacritics; cached dropdown. */
export function PositionSelect({ value, onChange, onBlur, placeholder, style, ...rest }: OrgPickerProps) {
  const t = useOrgText();
  const options = usePositionOptions();
  return (
    <SelectField<number>
      {...rest}
      options={options.data ?? []}
      loading={options.isLoading}
      value={value ?? null}
      onChange={(next: SelectFieldValue<number>) => onChange?.(typeof next === 'number' ? next : null)}
      onBlur={() => onBlur?.()}
      placeholder={placeholder ?? t('position.select')}
      allowClear
      style={{ width: '100%', ...style }}
    />
  );
}
