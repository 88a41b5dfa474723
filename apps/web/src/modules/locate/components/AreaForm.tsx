import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { areaFields, REGIONS, type Area, type AreaFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocateTexts } from '../locales';
import { AccountPicker } from './AccountPicker';
import { FormButtons, NoteAndStatusFields } from './form-parts';

export interface AreaFormValues {
  name: string;
  region: AreaFields['region'] | null;
  manager_id: number | null;
  note: string;
  is_active: boolean;
}

const resolver = zodResolver(areaFields) as unknown as Resolver<AreaFormValues, unknown, AreaFields>;

export const areaFormFields = ['name', 'region', 'manager_id', 'note', 'is_active'] as const;

/**
 * Create/edit form of an area; `onSubmit` gets the contract's body and performs the call — a
 * rejected call's field errors are placed under the fields, other failures shown as a toast.
 */
export function AreaForm({
  area,
  readOnly = false,
  submitting,
  onSubmit,
  onCancel,
}: {
  area?: Area;
  readOnly?: boolean;
  submitting: boolean;
  onSubmit: (values: AreaFields) => Promise<void>;
  onCancel: () => void;
}) {
  const texts = useLocateTexts();
  const form = useForm<AreaFormValues, unknown, AreaFields>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: area?.name ?? '',
      region: area?.region ?? null,
      manager_id: area?.manager_id ?? null,
      note: area?.note ?? '',
      is_active: area?.is_active ?? true,
    },
  });
  const { control, handleSubmit, setError } = form;
  const submit = async (values: AreaFields) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // Field errors go under their fields; anything else shows as a toast.
      const message = applyApiError(error, setError, areaFormFields);
      if (message) toast.error(message);
    }
  };
  return (
    <Form
      layout="vertical"
      onFinish={() => void handleSubmit(submit)()}
      disabled={readOnly}
      style={{ maxWidth: 640 }}
    >
      {area && (
        <Form.Item label={texts.fields.code}>
          <Input value={area.code} disabled />
        </Form.Item>
      )}
      <FormTextInput name="name" control={control} label={texts.fields.areaName} maxLength={150} />
      <FormSelectField
        name="region"
        control={control}
        label={texts.fields.region}
        required
        style={{ width: '100%' }}
        options={REGIONS.map((r) => ({ value: r, label: texts.regions[r] }))}
      />
      <Controller
        name="manager_id"
        control={control}
        render={({ field, fieldState }) => (
          <FieldItem label={texts.fields.manager} htmlFor="field-manager_id" error={fieldState.error}>
            <AccountPicker
              id="field-manager_id"
              value={field.value}
              current={area?.manager}
              onChange={field.onChange}
              placeholder={texts.fields.manager}
              disabled={readOnly}
            />
          </FieldItem>
        )}
      />
      <NoteAndStatusFields control={control} />
      <FormButtons readOnly={readOnly} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
