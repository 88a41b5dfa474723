import type { ReactNode } from 'react';
import { Input } from 'antd';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldItem } from '../../../platform/forms';

/** A `YYYY-MM-DD` field (the browser's date input) in a labelled form row; empty means null. */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, C, TT>({
  name,
  control,
  label,
  disabled,
  max,
}: {
  name: N;
  control: Control<T, C, TT>;
  label: ReactNode;
  disabled?: boolean;
  max?: string;
}) {
  const { field, fieldState } = useController<T, N, TT>({ name, control });
  const id = `field-${name}`;
  return (
    <FieldItem label={label} htmlFor={id} error={fieldState.error}>
      <Input
        id={id}
        type="date"
        disabled={disabled}
        max={max}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={field.onBlur}
        status={fieldState.error ? 'error' : undefined}
        style={{ width: '100%' }}
      />
    </FieldItem>
  );
}
