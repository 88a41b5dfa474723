import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Form, Switch } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { positionBody, type Position, type PositionBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { usePermission } from '../../../platform/session';
import { usePositionNextCode, useSavePosition } from '../api/positions';
import { useOrgText } from '../texts';
import { CodeField } from './CodeField';
import { FormActions } from './FormActions';

interface Values {
  name: string;
  level: number | null;
  description: string;
  is_active: boolean;
}

const resolver = zodResolver(positionBody) as unknown as Resolver<Values, unknown, PositionBody>;

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
  const messageText = useMessageText();
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
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(
        messageText(position ? 'organization.position_updated' : 'organization.position_created'),
      );
      onSaved(saved);
    } catch (error) {
      const message = applyApiError(error, setError, ['name', 'level', 'description']);
      if (message) toast.error(message);
    }
  });
  const readOnly = !canManage;
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('position.title')}>
        <Form layout="vertical" component={false} requiredMark={false} disabled={readOnly}>
          <CodeField
            id="position-code"
            code={position?.code ?? nextCode.data?.next_code}
            preview={!position}
          />
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
          <Form.Item label={t('position.isActive')} htmlFor="position-active">
            <Controller
              name="is_active"
              control={control}
              render={({ field }) => (
                <Switch
                  id="position-active"
                  checked={field.value}
                  onChange={field.onChange}
                  disabled={readOnly}
                />
              )}
            />
          </Form.Item>
        </Form>
        <FormActions saving={save.isPending} canSave={!readOnly} onCancel={onCancel} extra={extra} />
      </form>
    </Card>
  );
}
