import { useState } from 'react';
import { EffectiveTimeField, type DateAndTime } from './EffectiveTimeField';
import { vietnamDateAndTime, vietnamInstant } from './vietnam-time';

/**
 * A moment field bound to an ISO value: typed as a Vietnamese date and time, reported as the ISO
 * instant once both are complete, as the text typed while they are not (so the contract's check
 * names it), and null when both are empty.
 */
export function EffectiveMomentField({
  id,
  value,
  onChange,
  onBlur,
  invalid,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
}) {
  const [typed, setTyped] = useState<DateAndTime>(() => {
    const instant = value ? vietnamInstantOf(value) : undefined;
    return instant ?? { date: null, time: '' };
  });
  return (
    <div onBlur={onBlur}>
      <EffectiveTimeField
        id={id}
        value={typed}
        onChange={(next) => {
          setTyped(next);
          if (next.date === null && next.time.trim() === '') return onChange(null);
          onChange(vietnamInstant(next.date, next.time) ?? `${next.date ?? ''} ${next.time}`.trim());
        }}
        invalid={invalid ?? false}
      />
    </div>
  );
}

function vietnamInstantOf(value: string): DateAndTime | undefined {
  return Number.isNaN(Date.parse(value)) ? undefined : vietnamDateAndTime(value);
}
