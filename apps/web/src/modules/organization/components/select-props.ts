import type { CSSProperties } from 'react';

/**
 * Props of the organisation pickers, shaped for react-hook-form's `Controller`:
 * `<Controller name="position_id" control={control} render={({ field, fieldState }) => (
 *    <PositionSelect {...field} error={fieldState.error?.message} />)} />`.
 */
export interface OrgPickerProps {
  /** The chosen id; null or undefined for none. */
  value?: number | null | undefined;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Empty after an interaction shows "Vui lòng chọn". */
  required?: boolean;
  /** A message key or text from outside (e.g. the form's field error). */
  error?: string | undefined;
  /** Show the message under the picker (default); form rows that show it themselves turn it off. */
  showMessage?: boolean;
  style?: CSSProperties;
}
