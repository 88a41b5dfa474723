import type { ReactNode } from 'react';
import { Card, Form, Switch } from 'antd';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormHandleSubmit,
  type UseFormSetError,
} from 'react-hook-form';
import { toast } from '../../../platform/feedback';
import { applyApiError } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormActions } from './FormActions';

/**
 * The submit handler of an organisation form: saves, toasts `successKey` and hands the saved record
 * on; a rejected call's field errors go under `fields`, anything else shows as a toast.
 */
export function useSaveSubmit<V extends FieldValues, B, R>({
  handleSubmit,
  setError,
  save,
  fields,
  successKey,
  onSaved,
}: {
  handleSubmit: UseFormHandleSubmit<V, B>;
  setError: UseFormSetError<V>;
  save: (body: B) => Promise<R>;
  fields: readonly Path<V>[];
  successKey: string;
  onSaved: (saved: R) => void;
}) {
  const messageText = useMessageText();
  return handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      toast.success(messageText(successKey));
      onSaved(saved);
    } catch (error) {
      const message = applyApiError(error, setError, fields);
      if (message) toast.error(message);
    }
  });
}

/** Card, `<form>` and vertical antd layout of an organisation form, with save/cancel under it. */
export function OrgFormFrame({
  label,
  readOnly,
  onSubmit,
  saving,
  onCancel,
  extra,
  children,
}: {
  label: string;
  readOnly: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  saving: boolean;
  onCancel: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
        <Form layout="vertical" component={false} requiredMark={false} disabled={readOnly}>
          {children}
        </Form>
        <FormActions saving={saving} canSave={!readOnly} onCancel={onCancel} extra={extra} />
      </form>
    </Card>
  );
}

/** The `is_active` switch of a form, labelled. */
export function ActiveSwitchField<V extends FieldValues & { is_active: boolean }, B>({
  control,
  label,
  id,
  readOnly,
}: {
  control: Control<V, unknown, B>;
  label: string;
  id: string;
  readOnly: boolean;
}) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Controller
        name={'is_active' as Path<V>}
        control={control}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onChange={field.onChange} disabled={readOnly} />
        )}
      />
    </Form.Item>
  );
}
