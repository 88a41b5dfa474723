import type { ReactNode } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldItem } from '../forms/FieldItem';
import { isEmptySelectValue, type SelectRawValue } from './select-options';
import { SelectField, selectMessageKey, type SelectFieldProps } from './SelectField';

export type FormSelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
  C = unknown,
  TT = T,
  V extends SelectRawValue = SelectRawValue,
> = Omit<SelectFieldProps<V>, 'value' | 'defaultValue' | 'onChange' | 'error' | 'showMessage' | 'touched'> & {
  name: N;
  control: Control<T, C, TT>;
  label?: ReactNode;
};

/**
 * `SelectField` bound to a react-hook-form field, in a labelled row, as wide as the row. `required` also blocks the submit
 * in forms without a resolver (with a resolver, the schema decides); the required message shows once
 * the field was touched or the form submitted.
 */
export function FormSelectField<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
  C = unknown,
  TT = T,
  V extends SelectRawValue = SelectRawValue,
>(props: FormSelectFieldProps<T, N, C, TT, V>) {
  const { name, control, label, required, id, onBlur, ...rest } = props;
  const { field, fieldState } = useController<T, N, TT>({
    name,
    control,
    rules: required
      ? { validate: (value) => (isEmptySelectValue(value) ? 'validation.select_required' : true) }
      : undefined,
  });
  const { isSubmitted } = useFormState({ control, name });
  const fieldId = id ?? `field-${name}`;
  const messageKey = selectMessageKey({
    error: fieldState.error?.message,
    required,
    touched: fieldState.isTouched || isSubmitted,
    value: field.value,
  });
  return (
    <FieldItem
      label={label}
      htmlFor={fieldId}
      error={messageKey ? { type: fieldState.error?.type ?? 'required', message: messageKey } : undefined}
    >
      <SelectField<V>
        {...rest}
        // In a form row a select fills its column, as the text inputs beside it do.
        style={{ width: '100%', ...rest.style }}
        id={fieldId}
        ref={field.ref}
        disabled={rest.disabled ?? field.disabled}
        required={required}
        value={field.value ?? null}
        onChange={field.onChange}
        onBlur={(event) => {
          field.onBlur();
          onBlur?.(event);
        }}
        error={messageKey}
        showMessage={false}
      />
    </FieldItem>
  );
}
