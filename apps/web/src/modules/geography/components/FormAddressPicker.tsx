import type { ReactNode } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldItem } from '../../../platform/forms';
import { AddressPicker, type AddressPickerProps } from './AddressPicker';

export type FormAddressPickerProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
  C = unknown,
  TT = T,
> = Omit<AddressPickerProps, 'value' | 'onChange' | 'error' | 'touched'> & {
  name: N;
  control: Control<T, C, TT>;
  label?: ReactNode;
};

/** `AddressPicker` bound to a react-hook-form field holding an `AddressValue | null`. */
export function FormAddressPicker<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
  C = unknown,
  TT = T,
>(props: FormAddressPickerProps<T, N, C, TT>) {
  const { name, control, label, id, ...rest } = props;
  const { field, fieldState } = useController<T, N, TT>({ name, control });
  const { isSubmitted } = useFormState({ control, name });
  const fieldId = id ?? `field-${name}`;
  const message = fieldState.error?.message;
  return (
    <FieldItem
      label={label}
      htmlFor={`${fieldId}-province`}
      error={message ? { type: fieldState.error?.type ?? 'validate', message } : undefined}
    >
      <AddressPicker
        {...rest}
        id={fieldId}
        value={field.value ?? null}
        onChange={(next) => {
          field.onChange(next);
          field.onBlur();
        }}
        touched={fieldState.isTouched || isSubmitted}
      />
    </FieldItem>
  );
}
