import { Input } from 'antd';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { FieldItem } from '../../../platform/forms';

/** A `YYYY-MM-DD` field (the browser's date input) in a labelled form row; empty means null. */
export function FormDateInput<T extends FieldValues, N extends FieldPath<T>, C, TT>({
  name,
  control,
  label,
  disabled,
}: {
  name: N;
  control: Control<T, C, TT>;
  label: ReactNode;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController<T, N, TT>({ name, control });
  useFormState({ control, name });
  const id = `field-${name}`;
  return (
    <FieldItem label={label} htmlFor={id} error={fieldState.error}>
      <Input
        id={id}
        type="date"
        disabled={disabled}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={field.onBlur}
        status={fieldState.error ? 'error' : undefined}
        style={{ width: '100%' }}
      />
    </FieldItem>
  );
}
