import { Flex } from 'antd';
import { DateField, TextInput } from '../../../platform/inputs';
import { usePriceListTexts } from '../locales';
import { isTimeOfDay } from './vietnam-time';

export interface DateAndTime {
  /** `YYYY-MM-DD`, or null while empty. */
  date: string | null;
  /** `hh:mm`, 24-hour, Vietnam time. */
  time: string;
}

/**
 * A moment typed as a date (dd/mm/yyyy) and a time (hh:mm) on a Vietnamese clock: price lists take
 * effect to the minute, whatever the zone of the browser. The row around it shows the field's
 * error (`invalid` colours both parts); a time that is not hh:mm is named here.
 */
export function EffectiveTimeField({
  id,
  value,
  onChange,
  invalid = false,
  disabled,
}: {
  id: string;
  value: DateAndTime;
  onChange: (value: DateAndTime) => void;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const texts = usePriceListTexts();
  const timeError = value.time !== '' && !isTimeOfDay(value.time) ? texts.form.timeInvalid : undefined;
  return (
    <Flex gap={8} wrap>
      <DateField
        id={id}
        aria-label={texts.fields.effectiveDate}
        value={value.date}
        disabled={disabled}
        onChange={(date) => onChange({ ...value, date })}
        {...(invalid ? { status: 'error' as const } : {})}
        style={{ width: 160 }}
      />
      <div style={{ width: 110 }}>
        <TextInput
          id={`${id}-time`}
          aria-label={texts.fields.effectiveTime}
          placeholder={texts.form.timeFormat}
          maxLength={5}
          disabled={disabled}
          value={value.time}
          onChange={(time) => onChange({ ...value, time })}
          error={timeError}
          showMessage={false}
        />
      </div>
      {timeError && (
        <div role="alert" className="ant-form-item-explain-error" style={{ width: '100%' }}>
          {timeError}
        </div>
      )}
    </Flex>
  );
}
