import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
// Month and weekday names of the Vietnamese calendar (Ant Design's `vi_VN` names the locale).
import 'dayjs/locale/vi';

/** How every date is shown and typed: `dd/mm/yyyy`. Short forms typed by hand are accepted too. */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
const TYPED_FORMATS = [DATE_DISPLAY_FORMAT, 'D/M/YYYY', 'DDMMYYYY'];
/** How dates travel in the contract: `YYYY-MM-DD`. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

/** `2026-03-02` → the picker's value; anything else is empty. */
export function toPickerValue(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  // The plugin is installed on first use (dayjs installs a plugin once), not when this file is
  // imported: a top-level call is a side effect that pins this file — and Ant Design's picker with
  // it — into every bundle reaching `platform/inputs`, the start-up bundle included.
  dayjs.extend(customParseFormat);
  const parsed = dayjs(value, DATE_VALUE_FORMAT, true);
  return parsed.isValid() ? parsed : null;
}

export interface DateFieldProps {
  id?: string;
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
  /** Days that cannot be picked (e.g. before a start date), as `YYYY-MM-DD` bounds. */
  min?: string;
  max?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/**
 * A date entered and shown as dd/mm/yyyy, with Ant Design's calendar in the page's language (the
 * browser's own date input follows the operating system: mm/dd/yyyy on many machines).
 */
export function DateField({ value, onChange, min, max, style, ...rest }: DateFieldProps) {
  const lower = toPickerValue(min);
  const upper = toPickerValue(max);
  return (
    <DatePicker
      {...rest}
      value={toPickerValue(value)}
      format={TYPED_FORMATS}
      placeholder={rest.placeholder ?? 'dd/mm/yyyy'}
      onChange={(next: Dayjs | null) => onChange(next ? next.format(DATE_VALUE_FORMAT) : null)}
      disabledDate={(day: Dayjs) =>
        (lower !== null && day.isBefore(lower, 'day')) || (upper !== null && day.isAfter(upper, 'day'))
      }
      style={{ width: '100%', ...style }}
      // Enter confirms the typed date; without this the browser also submits the surrounding form
      // (a half-filled record saved while its dates were being typed).
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
