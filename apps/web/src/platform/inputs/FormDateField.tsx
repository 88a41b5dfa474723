import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldItem } from '../forms/FieldItem';
import { DateField } from './DateField';

/** A dd/mm/yyyy date in a labelled react-hook-form row; the form holds `YYYY-MM-DD` or null. */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, C, TT>({
  name,
  control,
  label,
  disabled,
  min,
  max,
}: {
  name: N;
  control: Control<T, C, TT>;
  label: ReactNode;
  disabled?: boolean;
  min?: string;
  max?: string;
}) {
  const { field, fieldState } = useController<T, N, TT>({ name, control });
  const id = `field-${name}`;
  return (
    <FieldItem label={label} htmlFor={id} error={fieldState.error}>
      <DateField
        id={id}
        value={typeof field.value === 'string' ? field.value : null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        {...(fieldState.error ? { status: 'error' as const } : {})}
        {...(min ? { min } : {})}
        {...(max ? { max } : {})}
      />
    </FieldItem>
  );
}
