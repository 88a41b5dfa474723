import { useForm, type Resolver } from 'react-hook-form';
import { positionBody, type Position, type PositionBody } from '@kenh/contract';
import { FormTextInput } from '../../../platform/inputs';
import { usePermission } from '../../../platform/session';
import { usePositionNextCode, useSavePosition } from '../api/positions';
import { useOrgText } from '../texts';
import { CodeField } from './CodeField';
import { ActiveSwitchField, OrgFormFrame, useSaveSubmit } from './OrgFormFrame';
import { contractResolver } from '../../../platform/forms';

interface Values {
  name: string;
  level: number | null;
  description: string;
  is_active: boolean;
}

const resolver: Resolver<Values, unknown, PositionBody> = contractResolver(positionBody);

/** Create (no `position`) or edit a position; read-only without `positionstaff.manage`. */
export function PositionForm({
  position,
  onSaved,
  onCancel,
  extra,
}: {
  position?: Position;
  onSaved: (saved: Position) => void;
  onCancel: () => void;
  extra?: React.ReactNode;
}) {
  const t = useOrgText();
  const canManage = usePermission('positionstaff.manage');
  const save = useSavePosition(position?.id);
  const nextCode = usePositionNextCode(position === undefined);
  const { control, handleSubmit, setError } = useForm<Values, unknown, PositionBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: position?.name ?? '',
      level: position?.level ?? 0,
      description: position?.description ?? '',
      is_active: position?.is_active ?? true,
    },
  });
  const submit = useSaveSubmit({
    handleSubmit,
    setError,
    save: save.mutateAsync,
    fields: ['name', 'level', 'description'],
    successKey: position ? 'organization.position_updated' : 'organization.position_created',
    onSaved,
  });
  const readOnly = !canManage;
  return (
    <OrgFormFrame
      label={t('position.title')}
      readOnly={readOnly}
      onSubmit={submit}
      saving={save.isPending}
      onCancel={onCancel}
      extra={extra}
    >
      <CodeField id="position-code" code={position?.code ?? nextCode.data?.next_code} preview={!position} />
      <FormTextInput name="name" control={control} label={t('position.name')} id="position-name" />
      <FormTextInput
        name="level"
        control={control}
        mode="number"
        label={t('position.level')}
        id="position-level"
        placeholder={t('position.levelHint')}
      />
      <FormTextInput
        name="description"
        control={control}
        label={t('common.description')}
        id="position-description"
        maxLength={2000}
      />
      <ActiveSwitchField
        control={control}
        label={t('position.isActive')}
        id="position-active"
        readOnly={readOnly}
      />
    </OrgFormFrame>
  );
}
