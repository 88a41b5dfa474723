import type { Control } from 'react-hook-form';
import type { Position, PositionBody } from '@kenh/contract';
import { FormTextInput } from '../../../platform/inputs';
import { usePositionNextCode } from '../api/positions';
import { useOrgTexts } from '../locales';
import { ActiveSwitchField } from './ActiveSwitchField';
import { CodeField } from './CodeField';

/** What the position form holds while it is filled (an empty number is null). */
export interface PositionFormValues {
  name: string;
  level: number | null;
  description: string;
  is_active: boolean;
}

export function positionFormDefaults(position?: Position): PositionFormValues {
  return {
    name: position?.name ?? '',
    level: position?.level ?? 0,
    description: position?.description ?? '',
    is_active: position?.is_active ?? true,
  };
}

/** A position (chức vụ): its code (the next one while creating), name, level, description, status. */
export function PositionFields({
  control,
  position,
}: {
  control: Control<PositionFormValues, unknown, PositionBody>;
  position?: Position;
}) {
  const texts = useOrgTexts();
  const nextCode = usePositionNextCode(position === undefined);
  return (
    <>
      <CodeField id="position-code" code={position?.code ?? nextCode.data?.next_code} preview={!position} />
      <FormTextInput name="name" control={control} label={texts.position.name} id="position-name" />
      <FormTextInput
        name="level"
        control={control}
        mode="number"
        label={texts.position.level}
        id="position-level"
        placeholder={texts.position.levelHint}
      />
      <FormTextInput
        name="description"
        control={control}
        label={texts.common.description}
        id="position-description"
        maxLength={2000}
      />
      <ActiveSwitchField control={control} label={texts.position.isActive} id="position-active" />
    </>
  );
}
