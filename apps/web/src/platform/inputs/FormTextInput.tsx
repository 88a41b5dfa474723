import type { FocusEvent, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldItem } from '../forms/FieldItem';
import { firstFailingMessage, type InputRules } from './rules';
import { TextInput, type NumericTextInputProps, type StringTextInputProps } from './TextInput';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'error' | 'showMessage' | 'name';

interface FormBinding<T extends FieldValues, N extends FieldPath<T>, C, TT> {
  name: N;
  control: Control<T, C, TT>;
  /** The row's label (the row also shows the field's error, in the page's language). */
  label?: ReactNode;
}

export type FormTextInputProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
  C = unknown,
  TT = T,
> = FormBinding<T, N, C, TT> &
  (Omit<StringTextInputProps, Bound> | (Omit<NumericTextInputProps, Bound> & { mode: 'number' | 'money' }));

/**
 * `TextInput` bound to a react-hook-form field, in a labelled row (`FieldItem`). Validation is the
 * form's: its zod resolver, or the `rules` here for forms without a resolver (react-hook-form ignores
 * field rules when a resolver is set, so put them in the schema then). Use the form mode `onTouched`
 * so fields validate when they lose focus; the input trims before it reports the blur, so the value
 * validated is the trimmed one. Money and number modes put a number (or null) in the form.
 */
export function FormTextInput<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
  C = unknown,
  TT = T,
>(props: FormTextInputProps<T, N, C, TT>) {
  const { name, control, label, rules, id, onBlur, disabled, ...rest } = props;
  const typedRules = rules as InputRules<unknown> | undefined;
  const { field, fieldState } = useController<T, N, TT>({
    name,
    control,
    rules: typedRules ? { validate: (value) => firstFailingMessage(value, typedRules) ?? true } : undefined,
  });
  const inputId = id ?? `field-${name}`;
  const inputProps = {
    ...rest,
    id: inputId,
    name: field.name,
    ref: field.ref,
    disabled: disabled ?? field.disabled,
    // Always controlled: a field without a value (undefined after a reset) shows as empty.
    value: (field.value ?? (rest.mode === 'number' || rest.mode === 'money' ? null : '')) as never,
    onChange: field.onChange,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      field.onBlur();
      onBlur?.(event);
    },
    error: fieldState.error?.message,
    showMessage: false,
  };
  return (
    <FieldItem label={label} htmlFor={inputId} error={fieldState.error}>
      <TextInput {...inputProps} />
    </FieldItem>
  );
}
